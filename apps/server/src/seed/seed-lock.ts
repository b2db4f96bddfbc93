import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { products, users } from '../db/schema';

/** Any fixed number, the same in every process: "AURS". */
const SEED_LOCK_ID = 0x41555253;

/**
 * Held until the transaction ends: server processes starting together on one PostgreSQL seed once, the
 * others wait and then find the store already there.
 */
export async function lockSeeding(tx: AppDatabase): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
}

/** "Empty" as the first start means it: nobody has an account and nothing is for sale. */
export async function storeIsEmpty(db: AppDatabase): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  return anyUser === undefined && anyProduct === undefined;
}
