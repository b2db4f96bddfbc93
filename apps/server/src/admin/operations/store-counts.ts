import { sql } from 'drizzle-orm';
import { storeCounts } from '../../db/schema';

/** The counts the triggers keep in `store_counts` (migration 0005). */
export type StoreCountName = 'products.live' | 'products.active' | 'users.live';

/** A count from `store_counts` as a scalar subquery, 0 before anything was counted. */
export function storeCount(name: StoreCountName) {
  return sql<number>`coalesce((select ${storeCounts.value} from ${storeCounts} where ${storeCounts.name} = ${name}), 0)`.mapWith(
    Number,
  );
}
