import { centsToDollars, dollarsToCents, orderSummary } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, type TestStore } from './test-support/database-targets';
import { listeningUrl, type ServerProcess, spawnServer } from './test-support/server-process';

const START_TIMEOUT_MS = 60_000;
const EXIT_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 3 * START_TIMEOUT_MS;

const pglite = databaseTargets().find((target) => target.name === 'pglite');

/**
 * An answered write is never lost: what the embedded database acknowledged before the process stopped,
 * politely (SIGTERM) or not at all (SIGKILL), is there after a restart on the same data directory.
 */
// CI's PostgreSQL-only pass (SERVER_TESTS_ON=postgres) has no embedded target: `pnpm test` ran this already.
describe.skipIf(!pglite).each(['SIGTERM', 'SIGKILL'] as const)('the embedded database after %s', (signal) => {
  let store: TestStore;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    if (!pglite) return;
    store = await pglite.createStore();
    // The durability of writes is the question here, not initdb: the restart is what must find them.
    await store.prepare();
  });

  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await store?.dispose();
  });

  async function start(): Promise<string> {
    running = spawnServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: store.config.dataDir,
      WEB_DIST_DIR: store.config.webDistDir,
      ADMIN_PASSWORD: 'admin-password-for-tests',
      LOG_LEVEL: 'info',
    });
    return listeningUrl(running, START_TIMEOUT_MS);
  }

  async function call<Data>(
    url: string,
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<{ status: number; data: Data }> {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as { data: Data };
    return { status: response.status, data: body.data };
  }

  it(
    'keeps a registered shopper and their order',
    async () => {
      const email = `durable-${signal.toLowerCase()}@aurora.test`;
      const password = 'durable-password';
      let url = await start();

      const registered = await call<{ token: string }>(url, '/api/auth/register', {
        method: 'POST',
        body: { firstName: 'Dora', lastName: 'Durable', email, password },
      });
      expect(registered.status).toBe(201);
      const token = registered.data.token;

      const listed = await call<{ products: { _id: string; name: string; price: number; stock: number }[] }>(
        url,
        '/api/products?sort=popular&limit=48',
      );
      const products = listed.data.products;
      const product = products.find((candidate) => candidate.stock > 0);
      if (!product) throw new Error('the seeded catalogue has nothing in stock');
      const summary = orderSummary([{ priceCents: dollarsToCents(product.price), quantity: 1 }]);
      const address = {
        firstName: 'Dora',
        lastName: 'Durable',
        street: '1 Main St',
        city: 'Springfield',
        state: 'Oregon',
        zipCode: '97477',
        country: 'US',
      };
      const placed = await call<{ order: { orderNumber: string } }>(url, '/api/orders', {
        method: 'POST',
        token,
        body: {
          orderItems: [
            { product: product._id, name: product.name, image: '', price: product.price, quantity: 1 },
          ],
          shippingAddress: { ...address, phone: '5415550100' },
          billingAddress: address,
          paymentMethod: 'stripe',
          taxPrice: centsToDollars(summary.taxCents),
          shippingPrice: centsToDollars(summary.shippingCents),
          totalPrice: centsToDollars(summary.totalCents),
        },
      });
      expect(placed.status).toBe(201);
      const orderNumber = placed.data.order.orderNumber;

      running?.child.kill(signal);
      const exitCode = await running?.exited(EXIT_TIMEOUT_MS);
      expect(exitCode).toBe(signal === 'SIGTERM' ? 0 : null);

      url = await start();
      const login = await call<{ token: string }>(url, '/api/auth/login', {
        method: 'POST',
        body: { email, password },
      });
      expect(login.status).toBe(200);
      const freshToken = login.data.token;
      const mine = await call<{ orders: { orderNumber: string }[] }>(url, '/api/orders/my-orders', {
        token: freshToken,
      });
      expect(mine.status).toBe(200);
      expect(mine.data.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
    },
    TEST_TIMEOUT_MS,
  );
});
