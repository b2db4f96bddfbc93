import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollRankingWindows } from '../admin/operations/ranking-windows';
import { buildApp } from '../app';
import { media, orderItems, products, settings, users } from '../db/schema';
import { orderPayload, postOrder } from '../orders/order-test-support';
import { storeToday } from '../settings/store-today';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { scratchFolder } from '../test-support/scratch-folder';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { orderIds, runBackupCli, storeContents } from './backup-test-support';
import { restoreBackup } from './restore-backup';

const STOCK = 1000;
const ORDER_PAUSE_MS = 50;

describe.each(databaseTargets())('backups on $name', (target) => {
  let source: TestApp;
  let scratch: string;
  let backupFile: string;
  const stores: TestStore[] = [];

  /** The environment `pnpm backup` and `pnpm restore` would be run with for that store. */
  const storeEnvironment = (store: TestStore): Record<string, string> =>
    store.config.databaseUrl
      ? { DATABASE_URL: store.config.databaseUrl }
      : { DATA_DIR: store.config.dataDir };

  async function newStore(): Promise<TestStore> {
    const store = await target.createStore();
    stores.push(store);
    return store;
  }

  beforeAll(async () => {
    source = await createTestApp(target);
    scratch = await mkdtemp(path.join(scratchFolder(), 'aurora-backup-test-'));
    backupFile = path.join(scratch, 'store.backup');
  });

  afterAll(async () => {
    await source?.close();
    await Promise.all(stores.map((store) => store.dispose()));
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('backs up a store while orders are placed; the restored store has every acknowledged order', async () => {
    const goods = [
      await createProduct(source.db, { stock: STOCK }),
      await createProduct(source.db, { stock: STOCK }),
    ];
    const shoppers = [await createUser(source), await createUser(source)];
    await createUser(source, { role: 'admin' });
    await source.db.insert(settings).values({ key: 'backup-test', value: 'kept' });
    await source.db.insert(media).values({
      id: `photo-${randomBytes(4).toString('hex')}`,
      contentType: 'image/jpeg',
      width: 4,
      height: 3,
      bytes: 64,
      data: randomBytes(64),
    });

    // The store's own roll of its ranking windows (a minute after start) would write its settings row after the
    // backup when the machine is busy, and the two stores would differ by it: roll now, so that one finds it done.
    await rollRankingWindows(source.db, storeToday(source.store.config.storeTimeZone));

    const acknowledged: string[] = [];
    const refused: string[] = [];
    let placing = true;
    const keepOrdering = async (index: number) => {
      const [shopper, product] = [shoppers[index], goods[index]];
      if (!shopper || !product) throw new Error('a shopper for each product');
      while (placing) {
        const payload = orderPayload([{ product, quantity: 1 }]);
        const response = await postOrder(source, shopper.authorization, payload);
        if (response.statusCode !== 201) {
          refused.push(response.body);
          placing = false;
        } else acknowledged.push(response.json().data.order._id);
        // A steady trickle, as shoppers place them: a loop without pauses would starve the backup of the CPU.
        await new Promise((resolve) => setTimeout(resolve, ORDER_PAUSE_MS));
      }
    };
    const ordering = [keepOrdering(0), keepOrdering(1)];
    while (acknowledged.length < 4 && placing) await new Promise((resolve) => setTimeout(resolve, 10));
    const beforeBackup = [...acknowledged];

    const run = await runBackupCli('backup', [backupFile], storeEnvironment(source.store)).finally(() => {
      placing = false;
    });
    await Promise.all(ordering);
    expect(refused).toEqual([]);
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('Backup written');
    // Orders went on while the backup was taken.
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);

    const restored = await newStore();
    await restoreBackup(restored.config, backupFile);
    const database = await restored.open();
    const app = await buildApp({ config: restored.config, database });
    try {
      const restoredOrders = await orderIds(database.db);
      expect(restoredOrders).toEqual(expect.arrayContaining(beforeBackup));
      // No order the source never acknowledged, and no half of one: each product's stock and its ordered units
      // add up to what it started with.
      expect(acknowledged).toEqual(expect.arrayContaining(restoredOrders));
      for (const product of goods) {
        const [stock] = await database.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, product.id));
        const [ordered] = await database.db
          .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
          .from(orderItems)
          .where(eq(orderItems.productId, product.id));
        expect((stock?.stock ?? 0) + (ordered?.units ?? 0)).toBe(STOCK);
      }
      expect(await storeContents(database.db)).toEqual(await storeContents(source.db));

      // The restored server knows the shopper's session (its signing key is a setting) and serves their orders.
      const shopper = shoppers[0];
      if (!shopper) throw new Error('a shopper');
      const mine = await app.inject({
        method: 'GET',
        url: '/api/orders/my-orders',
        headers: { authorization: shopper.authorization },
      });
      expect(mine.statusCode).toBe(200);
      const served: string[] = mine.json().data.orders.map((order: { _id: string }) => order._id);
      expect(served.length).toBeGreaterThan(0);
      expect(restoredOrders).toEqual(expect.arrayContaining(served));
    } finally {
      await app.close();
    }
  });

  it('refuses a damaged or truncated backup with a clear message and leaves the store there as it was', async () => {
    const bytes = await readFile(backupFile);
    const truncated = path.join(scratch, 'truncated.backup');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const damaged = path.join(scratch, 'damaged.backup');
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    await writeFile(damaged, flipped);

    const existing = await newStore();
    const database = await existing.open();
    const [marker] = await database.db
      .insert(users)
      .values({ email: 'kept@aurora.test', passwordHash: 'x', firstName: 'Kept', lastName: 'There' })
      .returning();
    await database.close();

    const run = await runBackupCli('restore', [truncated, '--force'], storeEnvironment(existing));
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^\S+truncated\.backup is (incomplete|damaged)[^\n]*Nothing was restored\.$/,
    );
    await expect(restoreBackup(existing.config, damaged, { replace: true })).rejects.toThrow(
      /damaged\.backup is damaged.*Nothing was restored/,
    );

    const reopened = await existing.open();
    const [kept] = await reopened.db
      .select()
      .from(users)
      .where(eq(users.id, marker?.id ?? ''));
    expect(kept?.email).toBe('kept@aurora.test');
    await reopened.close();
  });

  it('restores over a store only when told to replace it', async () => {
    const existing = await newStore();
    const database = await existing.open();
    await database.db
      .insert(users)
      .values({ email: 'replaced@aurora.test', passwordHash: 'x', firstName: 'Soon', lastName: 'Gone' });
    await database.close();

    await expect(restoreBackup(existing.config, backupFile)).rejects.toThrow(
      /already holds a store, which restoring would replace\. Nothing was changed\. .*--force/,
    );
    await restoreBackup(existing.config, backupFile, { replace: true });

    const reopened = await existing.open();
    const emails = (await reopened.db.select({ email: users.email }).from(users)).map((user) => user.email);
    const sourceEmails = (await source.db.select({ email: users.email }).from(users)).map(
      (user) => user.email,
    );
    expect(emails.sort()).toEqual(sourceEmails.sort());
    await reopened.close();
  });

  it.runIf(target.name === 'postgres')(
    "restores pg_dump's own archive, and refuses one cut short",
    async () => {
      const ours = await readFile(backupFile);
      // pg_dump's archive is ours without the checksum line at its end.
      const archive = ours.subarray(0, ours.lastIndexOf('\nAURORA-STORE-SHA256 '));
      const plain = path.join(scratch, 'plain.dump');
      await writeFile(plain, archive);
      const cut = path.join(scratch, 'cut.dump');
      await writeFile(cut, archive.subarray(0, Math.floor(archive.length * 0.8)));

      const empty = await newStore();
      await expect(restoreBackup(empty.config, cut)).rejects.toThrow(
        /cut\.dump is damaged or incomplete: pg_restore cannot read it \(.+\)\. Nothing was restored\./,
      );
      await restoreBackup(empty.config, plain);

      const database = await empty.open();
      expect((await storeContents(database.db)).users).toEqual((await storeContents(source.db)).users);
      await database.close();
    },
  );

  it('refuses a file that is not a backup, or is missing', async () => {
    const other = path.join(scratch, 'notes.txt');
    await writeFile(other, 'not a backup');
    const empty = await newStore();
    await expect(restoreBackup(empty.config, other)).rejects.toThrow(
      /notes\.txt is not an Aurora Store backup\./,
    );
    await expect(restoreBackup(empty.config, path.join(scratch, 'missing.backup'))).rejects.toThrow(
      /missing\.backup does not exist\./,
    );
    expect(existsSync(path.join(empty.config.dataDir, 'pglite'))).toBe(false);
  });
});
