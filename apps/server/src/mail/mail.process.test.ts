import { adminOrderListResponseSchema, authSessionResponseSchema } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { listeningUrl, type ServerProcess, spawnServer } from '../test-support/server-process';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

// The first start seeds the demo store (argon2 hashes, hundreds of rows): on a busy machine that takes a while.
const START_TIMEOUT_MS = 90_000;
const PINO_ERROR_LEVEL = 50;
const ADMIN = { email: 'admin@aurora.test', password: 'admin-password-for-tests' };

/*
 * The store as a process, configured the way an operator (or an end-to-end test) does it: SMTP_URL names the
 * SMTP server, and shipping an order mails its shopper through it. The worker's SQL is tested on both
 * databases in mail-transport.test.ts; here PGlite is enough.
 */
const [pglite] = databaseTargets();

describe('the server process with SMTP_URL', () => {
  let store: TestStore;
  let smtp: TestSmtpServer;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a target');
    [store, smtp] = await Promise.all([pglite.createStore(), startTestSmtpServer()]);
    await store.prepare();
  });

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await smtp?.close();
    await store?.dispose();
  });

  it(
    'mails the shopper of an order the admin ships, then shuts down cleanly',
    async () => {
      server = spawnServer({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: store.config.dataDir,
        WEB_DIST_DIR: store.config.webDistDir,
        LOG_LEVEL: 'info',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Aurora Store <orders@aurora.test>',
        MAIL_POLL_INTERVAL_MS: '500',
      });
      const url = await listeningUrl(server, START_TIMEOUT_MS);
      const call = async (method: string, path: string, token?: string, body?: object) => {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(200);
        return response.json() as Promise<unknown>;
      };
      const { token } = authSessionResponseSchema.parse(
        await call('POST', '/api/auth/login', undefined, ADMIN),
      ).data;
      const { orders } = adminOrderListResponseSchema.parse(
        await call('GET', '/api/admin/orders?status=processing', token),
      ).data;
      const order = orders[0];
      if (!order) throw new Error('The demo store has no processing order');

      await call('PUT', `/api/admin/orders/${order._id}/status`, token, { status: 'shipped' });
      const mail = await smtp.waitForMail((received) => received.subject.endsWith('has shipped'), 10_000);

      expect(mail).toMatchObject({
        envelopeTo: [order.user.email],
        fromAddress: 'orders@aurora.test',
        subject: `Your Aurora Store order ${order.orderNumber} has shipped`,
      });
      server.child.kill('SIGTERM');
      expect(await server.exited(15_000)).toBe(0);
      expect(server.logLines().filter((line) => line.level >= PINO_ERROR_LEVEL)).toEqual([]);
      // The seeded orders were placed by the seed, not through checkout: shipping one is the only mail.
      expect(smtp.received).toHaveLength(1);
    },
    START_TIMEOUT_MS + 30_000,
  );
});
