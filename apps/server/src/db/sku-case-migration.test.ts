import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { AppDatabase } from './open-database';

/*
 * Migration 0015 makes SKUs unique apart from case. A store migrated before it may hold two products whose SKUs
 * differ only by case; the migration must then stop and name them rather than fail on the index. A store here
 * is migrated already, so each test puts back what 0015 replaced, in a transaction it rolls back, and runs the
 * migration's own statements, as the migrator would.
 */
const migrationStatements = readFileSync(
  path.join(migrationsFolder, '0015_order_search_and_sku_case.sql'),
  'utf8',
).split('--> statement-breakpoint');

/** The indexes as migration 0014 left them. */
const BEFORE_0015 = [
  'DROP INDEX "orders_order_number_trgm_idx"',
  'DROP INDEX "products_sku_key"',
  'CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku")',
];

class RolledBack extends Error {}

/** Runs `work` on a store as it was before 0015, then undoes everything; answers what 0015's statements threw. */
async function migrateFromBefore0015(db: AppDatabase, work: (tx: AppDatabase) => Promise<void>) {
  let migrationError: unknown;
  await db
    .transaction(async (tx) => {
      for (const statement of BEFORE_0015) await tx.execute(sql.raw(statement));
      await work(tx);
      try {
        for (const statement of migrationStatements) await tx.execute(sql.raw(statement));
      } catch (error) {
        migrationError = error;
      }
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return migrationError;
}

/** The database's own message, wherever the driver and Drizzle put it. */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join('\n');
}

describe.each(databaseTargets())('migration 0015 (SKUs unique apart from case) on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('applies to a store whose SKUs differ in more than case', async () => {
    const error = await migrateFromBefore0015(testApp.db, async (tx) => {
      await createProduct(tx, { sku: 'PRB-001' });
      await createProduct(tx, { sku: 'PRB-002' });
    });

    expect(error).toBeUndefined();
  });

  it('refuses a store with two SKUs equal apart from case, naming both products', async () => {
    let upper = '';
    let lower = '';
    const error = await migrateFromBefore0015(testApp.db, async (tx) => {
      upper = (await createProduct(tx, { sku: 'PRB-001' })).id;
      lower = (await createProduct(tx, { sku: 'prb-001' })).id;
    });

    const [first, second] =
      upper < lower
        ? [`PRB-001 (id ${upper})`, `prb-001 (id ${lower})`]
        : [`prb-001 (id ${lower})`, `PRB-001 (id ${upper})`];
    expect(messagesOf(error)).toContain(
      `Products ${first} and ${second} have the same SKU apart from case: rename one, then start the store again`,
    );
  });
});
