import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { AppDatabase, Database } from '../db/open-database';
import type { DatabaseTarget, TestStore } from './database-targets';

export interface TestApp {
  app: FastifyInstance;
  db: AppDatabase;
  /** The open database itself, for a test that takes it away under the app. */
  database: Database;
  store: TestStore;
  close(): Promise<void>;
}

/** The whole server on a fresh database of the target, for `app.inject` tests. */
export async function createTestApp(
  target: DatabaseTarget,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const store = await target.createStore(overrides);
  const database = await store.open();
  const app = await buildApp({ config: store.config, database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    store,
    close: async () => {
      await app.close();
      await store.dispose();
    },
  };
}
