import { sql } from 'drizzle-orm';
import { forgetProgress } from '../announcements/announcement-progress';
import { hashPassword } from '../auth/passwords';
import type { AppDatabase } from '../db/open-database';
import { refreshPlannerStatistics } from '../db/planner-statistics';
import {
  auditEvents,
  cartItems,
  categories,
  coupons,
  emailVerificationTokens,
  idempotencyKeys,
  mailOutbox,
  orderEvents,
  orderItems,
  orderNotes,
  orders,
  passwordResetTokens,
  products,
  reviews,
  users,
  wishlistItems,
} from '../db/schema';
import { type AdminConfig, prepareAdminAccount } from './admin-account';
import { DEMO_SHOPPER_PASSWORD } from './demo-shoppers';
import { type SeedSummary, seedDemoStore } from './seed-demo-store';
import { lockSeeding } from './seed-lock';
import { reportAdminCreated, reportSeeded, type SeedOutput } from './seed-output';

/**
 * Every table of the shop's data. `settings` stays (the JWT secret, the store's time zone), but for the
 * announcements' progress, which describes the catalogue this wipes. A new table referencing one of these
 * makes the truncate fail until it is listed here, rather than being emptied unseen by a cascade.
 */
const SHOP_TABLES = [
  auditEvents,
  mailOutbox,
  idempotencyKeys,
  passwordResetTokens,
  emailVerificationTokens,
  orderEvents,
  orderNotes,
  orderItems,
  orders,
  reviews,
  cartItems,
  wishlistItems,
  coupons,
  products,
  categories,
  users,
];

/**
 * `pnpm seed`: wipes every account, product, order, review and coupon and seeds the demo store anew, in one
 * transaction (a failure leaves the old data as it was).
 */
export async function reseed(
  db: AppDatabase,
  config: AdminConfig,
  output: SeedOutput,
  now = new Date(),
): Promise<SeedSummary> {
  const [admin, shopperPasswordHash] = await Promise.all([
    prepareAdminAccount(config),
    hashPassword(DEMO_SHOPPER_PASSWORD),
  ]);
  const summary = await db.transaction(async (tx) => {
    await lockSeeding(tx);
    await tx.execute(sql`truncate table ${sql.join(SHOP_TABLES, sql`, `)}`);
    await forgetProgress(tx);
    return seedDemoStore(tx, { now, admin, shopperPasswordHash });
  });
  await refreshPlannerStatistics(db);
  reportSeeded(output, summary);
  reportAdminCreated(output, admin);
  return summary;
}
