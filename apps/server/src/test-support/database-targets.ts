import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MEDIA_MAX_BYTES } from '@aurora-store/api/contract';
import pg from 'pg';
import { type Config, DEFAULT_REGISTRATIONS_PER_ADDRESS } from '../config';
import { type Database, openDatabase } from '../db/open-database';
import { copyPgliteTemplate, TEST_PGLITE_SHARED_BUFFERS_MB } from './pglite-template';
import { scratchFolder } from './scratch-folder';

/** One place for a test's data: a temporary PGlite directory, or a PostgreSQL database of its own. */
export interface TestStore {
  /** A complete server config pointing at this store; nothing in it touches the repository. */
  config: Config;
  /** Opens and migrates a new connection; `dispose` closes any still open. */
  open(): Promise<Database>;
  /**
   * Gives PGlite its migrated, empty database without opening it, as `open` does first. A process started on it
   * then skips initdb and the migrations (7-8 s of CPU a start on a slow 2-core machine) and still makes its own
   * first start: the secret, the admin, the demo seed. Only a test about a new data directory's first start leaves
   * it out. PostgreSQL's database exists already; the process migrates it, which costs little there.
   */
  prepare(): Promise<void>;
  /** Closes every connection and deletes the store. */
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  createStore(overrides?: Partial<Config>): Promise<TestStore>;
}

/**
 * PGlite always; PostgreSQL too when `DATABASE_URL` is set (the admin URL used to create test databases), or
 * PostgreSQL alone when `SERVER_TESTS_ON=postgres` is set as well.
 */
export function databaseTargets(): DatabaseTarget[] {
  const adminUrl = process.env.DATABASE_URL;
  const pglite: DatabaseTarget = { name: 'pglite', createStore: (overrides) => createStore(overrides) };
  if (!adminUrl) return [pglite];
  const postgres: DatabaseTarget = {
    name: 'postgres',
    createStore: (overrides) => createPostgresStore(adminUrl, overrides),
  };
  // CI's second pass, after `pnpm test` has run every test on PGlite already, asks for PostgreSQL alone.
  return process.env.SERVER_TESTS_ON === 'postgres' ? [postgres] : [pglite, postgres];
}

/** A config for tests: silent logs, a port the OS picks, and temporary folders. */
export function testConfig(tempDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(tempDir, 'data'),
    databaseUrl: undefined,
    pgliteSharedBuffersMb: TEST_PGLITE_SHARED_BUFFERS_MB,
    webDistDir: path.join(tempDir, 'no-web-build'),
    logLevel: 'silent',
    jwtSecret: undefined,
    adminEmail: 'admin@aurora.test',
    adminPassword: 'admin-password-for-tests',
    redisUrl: undefined,
    metricsToken: undefined,
    smtpUrl: undefined,
    mailFrom: 'Aurora Store <no-reply@aurora.test>',
    mailPollIntervalMs: 10_000,
    mailRetryDelayMs: 30_000,
    announcementIntervalMs: 86_400_000,
    publicUrl: 'http://localhost:3000',
    catalogueCacheMs: 0,
    storeTimeZone: 'UTC',
    corsOrigins: [],
    trustProxy: false,
    registrationsPerAddress: DEFAULT_REGISTRATIONS_PER_ADDRESS,
    serveSourceMaps: false,
    mediaMaxBytes: DEFAULT_MEDIA_MAX_BYTES,
    backups: undefined,
    ...overrides,
  };
}

async function createStore(
  overrides: Partial<Config> = {},
  dropDatabase: () => Promise<void> = async () => {},
): Promise<TestStore> {
  const tempDir = await mkdtemp(path.join(scratchFolder(), 'aurora-server-test-'));
  const config = testConfig(tempDir, overrides);
  const opened: Database[] = [];
  // PGlite starts from a copy of the migrated template; a process test that neither opens nor prepares the store
  // sees an empty data directory and runs a real first start.
  let prepared: Promise<void> | undefined;
  const prepare = () => {
    prepared ??= (async () => {
      const directory = path.join(config.dataDir, 'pglite');
      if (!config.databaseUrl && !existsSync(directory)) await copyPgliteTemplate(directory);
    })();
    return prepared;
  };
  return {
    config,
    prepare,
    open: async () => {
      await prepare();
      const database = await openDatabase(config);
      opened.push(database);
      return database;
    },
    dispose: async () => {
      await Promise.all(opened.map((database) => database.close()));
      await dropDatabase();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresStore(adminUrl: string, overrides: Partial<Config> = {}): Promise<TestStore> {
  const name = `aurora_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return createStore({ ...overrides, databaseUrl: databaseUrl.toString() }, () =>
    runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
