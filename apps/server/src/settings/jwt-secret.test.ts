import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { resolveJwtSecret } from './jwt-secret';

describe.each(databaseTargets())('the JWT secret on $name', (target) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await target.createStore();
  });

  afterAll(async () => {
    await store?.dispose();
  });

  it('is generated once and stays the same when the store is opened again', async () => {
    const first = await store.open();
    const generated = await resolveJwtSecret(first.db, undefined);
    await first.close();

    const second = await store.open();
    const app = await buildApp({ config: store.config, database: second });
    await app.close();

    expect(generated).toMatch(/^[\w-]{64}$/);
    expect(app.jwtSecret).toBe(generated);
  }, 60_000); // opens PGlite twice, a few seconds each on a busy machine

  // PGlite is a single connection, so the race between processes can only happen on PostgreSQL.
  it.runIf(target.name === 'postgres')(
    'is the same for processes starting together on one PostgreSQL',
    async () => {
      const fresh = await target.createStore();
      try {
        const [one, two] = await Promise.all([fresh.open(), fresh.open()]);
        const secrets = await Promise.all([
          resolveJwtSecret(one.db, undefined),
          resolveJwtSecret(two.db, undefined),
        ]);

        expect(secrets[0]).toBe(secrets[1]);
      } finally {
        await fresh.dispose();
      }
    },
  );

  it('is the one from JWT_SECRET when the operator gives it', async () => {
    const configured = 'an-operator-chosen-secret-of-enough-length';
    const database = await store.open();
    const app = await buildApp({ config: { ...store.config, jwtSecret: configured }, database });
    await app.close();

    expect(app.jwtSecret).toBe(configured);
  });
});
