import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProgress, saveProgress } from '../announcements/announcement-progress';
import { verifyPassword } from '../auth/passwords';
import type { Database } from '../db/open-database';
import { users } from '../db/schema';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { reseed } from './reseed';
import { seedIfEmpty } from './seed-if-empty';
import { capturedOutput, counts, readStore } from './seed-test-support';

describe.each(databaseTargets())('the administrator and pnpm seed on $name', (target) => {
  let testStore: TestStore;
  let database: Database;
  let seededCounts: ReturnType<typeof counts>;

  beforeAll(async () => {
    testStore = await target.createStore({
      adminEmail: 'admin@aurora.test',
      adminPassword: 'chosen-by-the-operator',
    });
    database = await testStore.open();
    await seedIfEmpty(database.db, testStore.config, capturedOutput().output);
    seededCounts = counts(await readStore(database.db));
  });

  afterAll(async () => {
    await testStore?.dispose();
  });

  it('gives the administrator ADMIN_PASSWORD, and never prints it', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@aurora.test'));

    expect(admin?.role).toBe('admin');
    expect(admin && (await verifyPassword(admin.passwordHash, 'chosen-by-the-operator'))).toBe(true);
  });

  it('creates a newly configured administrator on a seeded store, and leaves the shop as it was', async () => {
    const output = capturedOutput();
    const config = { adminEmail: 'second-admin@aurora.test', adminPassword: undefined };

    const outcome = await seedIfEmpty(database.db, config, output.output);

    expect(outcome).toEqual({ seeded: undefined, adminCreated: true });
    const [admin] = await database.db.select().from(users).where(eq(users.email, config.adminEmail));
    expect(admin).toMatchObject({ role: 'admin', isEmailVerified: true });
    const password = output.notices[0]
      ?.find((line) => line.includes('password:'))
      ?.split('password:')[1]
      ?.trim();
    expect(admin && password && (await verifyPassword(admin.passwordHash, password))).toBe(true);
    const after = counts(await readStore(database.db));
    expect(after).toEqual({ ...seededCounts, users: seededCounts.users + 1 });
  });

  it('reseeds on demand: wipes every account and order and seeds the same demo store again', async () => {
    const [extra] = await database.db
      .insert(users)
      .values({ email: 'someone@aurora.test', passwordHash: 'x', firstName: 'Some', lastName: 'One' })
      .returning();
    // Announcements that last ran a year ago would otherwise take the reseeded catalogue for news.
    await saveProgress(database.db, { announcedThrough: '2025-11-29 08:00:00+00', mailedOn: '2025-11-29' });
    const output = capturedOutput();

    const summary = await reseed(database.db, testStore.config, output.output);

    const after = await readStore(database.db);
    expect(counts(after)).toEqual(seededCounts);
    expect(after.users.map((user) => user.id)).not.toContain(extra?.id);
    expect(after.users.map((user) => user.email)).not.toContain('second-admin@aurora.test');
    expect(summary).toMatchObject({
      categories: 4,
      products: seededCounts.products,
      orders: seededCounts.orders,
    });
    expect(output.infos[0]).toMatch(/^Seeded the demo store: /);
    expect(output.notices).toEqual([]);
    expect(await readProgress(database.db)).toEqual({ announcedThrough: undefined, mailedOn: undefined });
  });
});
