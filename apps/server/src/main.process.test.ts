import { HEALTH_PATH } from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from './db/schema';
import { databaseTargets, type TestStore } from './test-support/database-targets';
import { listeningUrl, type ServerProcess, spawnServer } from './test-support/server-process';

const START_TIMEOUT_MS = 45_000;
const EXIT_TIMEOUT_MS = 15_000;
const PINO_ERROR_LEVEL = 50;
/** Two starts and two stops, each bounded above; the test itself needs no tighter clock. */
const TWO_RUNS_TIMEOUT_MS = 2 * (START_TIMEOUT_MS + EXIT_TIMEOUT_MS);

describe.each(databaseTargets())('the server process on $name', (target) => {
  let store: TestStore;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    store = await target.createStore();
    // A new data directory's first start is first-start.process.test.ts's; this one still starts without a secret.
    await store.prepare();
  });

  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await store?.dispose();
  });

  function start(): ServerProcess {
    running = spawnServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: store.config.dataDir,
      DATABASE_URL: store.config.databaseUrl ?? '',
      WEB_DIST_DIR: store.config.webDistDir,
      LOG_LEVEL: 'info',
    });
    return running;
  }

  async function storedJwtSecret(): Promise<string | undefined> {
    const database = await store.open();
    try {
      const [row] = await database.db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
      return row?.value;
    } finally {
      await database.close();
    }
  }

  async function serveOnceAndStop(signal: NodeJS.Signals) {
    const server = start();
    const url = await listeningUrl(server, START_TIMEOUT_MS);
    const health = await fetch(`${url}${HEALTH_PATH}`);
    server.child.kill(signal);
    const exitCode = await server.exited(EXIT_TIMEOUT_MS);
    return { server, healthStatus: health.status, exitCode };
  }

  it(
    'serves, shuts down cleanly on SIGTERM, and serves again from the same data with the same secret',
    async () => {
      const first = await serveOnceAndStop('SIGTERM');

      expect(first.healthStatus).toBe(200);
      expect(first.exitCode).toBe(0);
      expect(first.server.stderr()).toBe('');
      expect(first.server.logLines().filter((line) => line.level >= PINO_ERROR_LEVEL)).toEqual([]);
      expect(first.server.logLines().map((line) => line.msg)).toEqual(
        expect.arrayContaining([expect.stringMatching(/build it/i), 'Shut down cleanly']),
      );
      const secretAfterFirstRun = await storedJwtSecret();
      expect(secretAfterFirstRun).toBeTruthy();

      const second = await serveOnceAndStop('SIGINT');

      expect(second.healthStatus).toBe(200);
      expect(second.exitCode).toBe(0);
      expect(second.server.stderr()).toBe('');
      expect(await storedJwtSecret()).toBe(secretAfterFirstRun);
    },
    TWO_RUNS_TIMEOUT_MS,
  );
});

describe('the server process with a bad environment', () => {
  it('exits with code 1 and one clear line', async () => {
    const server = spawnServer({ PORT: 'not-a-port', LOG_LEVEL: 'silent' });

    const exitCode = await server.exited(START_TIMEOUT_MS);

    expect(exitCode).toBe(1);
    expect(server.stderr().trim()).toBe(
      'Aurora Store could not start: Invalid environment: PORT: must be a whole number from 0 to 65535',
    );
  });
});
