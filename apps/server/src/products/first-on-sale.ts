import { type SQL, sql } from 'drizzle-orm';
import { products } from '../db/schema';

/*
 * `products.firstOnSaleAt`, written by every change that can put a product on sale: what the daily new-product
 * announcement lists. It is `now()`, the writing transaction's start, on purpose: the announcement tells which
 * of these have surely committed by the start of the transactions still running (`settledUntil` in
 * announcements/announcement-progress.ts).
 */

/** For a new product: on sale from now when created active, never yet otherwise. */
export function firstOnSaleOfNew(isActive: boolean | SQL): SQL {
  return sql`case when ${isActive} then now() end`;
}

/** For a product changed: its first activation sets it; a later one, or a deactivation, keeps it. */
export function firstOnSaleOfChanged(isActive: boolean | SQL): SQL {
  return sql`coalesce(${products.firstOnSaleAt}, ${firstOnSaleOfNew(isActive)})`;
}
