import { hashPassword } from '../auth/passwords';
import type { AppDatabase } from '../db/open-database';
import { refreshPlannerStatistics } from '../db/planner-statistics';
import { type AdminConfig, adminExists, createAdminIfMissing, prepareAdminAccount } from './admin-account';
import { DEMO_SHOPPER_PASSWORD } from './demo-shoppers';
import { type SeedSummary, seedDemoStore } from './seed-demo-store';
import { lockSeeding, storeIsEmpty } from './seed-lock';
import { reportAdminCreated, reportSeeded, type SeedOutput } from './seed-output';

export interface SeedOutcome {
  /** Set when this call seeded the demo store. */
  seeded: SeedSummary | undefined;
  adminCreated: boolean;
}

/**
 * At every start: an empty database (no accounts, no products) gets the demo store and the administrator;
 * any other database gets the configured administrator if no account has that email yet. Otherwise it
 * changes nothing, so it is safe on every start and in every process.
 */
export async function seedIfEmpty(
  db: AppDatabase,
  config: AdminConfig,
  output: SeedOutput,
  now = new Date(),
): Promise<SeedOutcome> {
  const empty = await storeIsEmpty(db);
  if (!empty && (await adminExists(db, config.adminEmail))) return { seeded: undefined, adminCreated: false };

  // argon2 is slow on purpose: hash before the transaction, so its lock is held for the writes alone.
  const [admin, shopperPasswordHash] = await Promise.all([
    prepareAdminAccount(config),
    empty ? hashPassword(DEMO_SHOPPER_PASSWORD) : undefined,
  ]);
  const outcome = await db.transaction(async (tx): Promise<SeedOutcome> => {
    await lockSeeding(tx);
    // Another process may have seeded while this one was hashing.
    if (shopperPasswordHash !== undefined && (await storeIsEmpty(tx))) {
      return { seeded: await seedDemoStore(tx, { now, admin, shopperPasswordHash }), adminCreated: true };
    }
    return { seeded: undefined, adminCreated: await createAdminIfMissing(tx, admin) };
  });
  if (outcome.seeded) {
    await refreshPlannerStatistics(db);
    reportSeeded(output, outcome.seeded);
  }
  if (outcome.adminCreated) reportAdminCreated(output, admin);
  return outcome;
}
