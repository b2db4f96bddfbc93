import { LOGIN_PATH } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { listeningUrl, type ServerProcess, spawnServer } from '../test-support/server-process';
import { DEMO_SHOPPER_PASSWORD } from './demo-shoppers';

const START_TIMEOUT_MS = 45_000;
const EXIT_TIMEOUT_MS = 15_000;
const TWO_RUNS_TIMEOUT_MS = 2 * (START_TIMEOUT_MS + EXIT_TIMEOUT_MS);
const ADMIN_EMAIL = 'first-start@aurora.test';

describe.each(databaseTargets())('the first start of the server on $name', (target) => {
  let store: TestStore;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    store = await target.createStore();
  });

  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await store?.dispose();
  });

  async function start() {
    running = spawnServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: store.config.dataDir,
      DATABASE_URL: store.config.databaseUrl ?? '',
      WEB_DIST_DIR: store.config.webDistDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL,
    });
    return { server: running, url: await listeningUrl(running, START_TIMEOUT_MS) };
  }

  async function stop(server: ServerProcess) {
    server.child.kill('SIGTERM');
    expect(await server.exited(EXIT_TIMEOUT_MS)).toBe(0);
  }

  const login = (url: string, email: string, password: string) =>
    fetch(`${url}${LOGIN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  it(
    'seeds the demo store and prints a working administrator password once, and never again',
    async () => {
      const first = await start();

      const messages = first.server.logLines().map((line) => line.msg);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Seeded the demo store: 48 products in 4 categories/),
          expect.stringMatching(/^Demo shoppers sign in with the password demo1234/),
        ]),
      );
      const passwords = [...first.server.stdout().matchAll(/│ {3}password: (\S+)/g)].map((match) => match[1]);
      expect(passwords).toHaveLength(1);
      const [password] = passwords;
      expect(first.server.logLines().some((line) => password && line.msg.includes(password))).toBe(false);
      expect((await login(first.url, ADMIN_EMAIL, password ?? '')).status).toBe(200);
      expect((await login(first.url, 'emma.wilson@example.com', DEMO_SHOPPER_PASSWORD)).status).toBe(200);
      expect((await fetch(`${first.url}/api/images/products/el-son-001.svg`)).status).toBe(200);
      await stop(first.server);

      const second = await start();

      expect(second.server.stdout()).not.toContain('password:');
      expect(second.server.logLines().map((line) => line.msg)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^Seeded the demo store/)]),
      );
      expect((await login(second.url, ADMIN_EMAIL, password ?? '')).status).toBe(200);
      await stop(second.server);
    },
    TWO_RUNS_TIMEOUT_MS,
  );
});
