import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  IDEMPOTENT_REPLAY_HEADER,
  productPath,
  REGISTER_PATH,
} from '@aurora-store/api/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { orderPayload, postOrder } from '../orders/order-test-support';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { METRICS_PATH } from './metrics-route';
import { parseSamples, type Sample, scrape, seriesValue } from './metrics-test-support';

const TOKEN = 'scraper-token-for-the-metrics-tests';

/** The headers of a request with this Authorization header, or none. */
const authorizedBy = (authorization: string | undefined) => (authorization ? { authorization } : {});

/** How much a series grew between two scrapes; a series first seen in the second grew from 0. */
function growth(before: readonly Sample[], after: readonly Sample[], name: string, labels = {}) {
  return (seriesValue(after, name, labels) ?? 0) - (seriesValue(before, name, labels) ?? 0);
}

describe.each(databaseTargets())('GET /metrics on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    // One registration per address, so the second one meets the rate limit.
    testApp = await createTestApp(target, { metricsToken: TOKEN, registrationsPerAddress: 1 });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a scraper with the token in the text format, never from a cache, and no one else', async () => {
    const { app } = testApp;
    for (const authorization of [undefined, 'Bearer not-the-token', TOKEN, `Basic ${TOKEN}`]) {
      const refused = await app.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: authorizedBy(authorization),
      });
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(errorEnvelopeSchema.parse(refused.json()).message).toBe('The metrics need their bearer token');
    }

    const answer = await app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `bearer ${TOKEN}` },
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const samples = parseSamples(answer.body);
    // The process's own figures.
    expect(seriesValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(seriesValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(seriesValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts requests and their latency by route pattern, never by the path asked for', async () => {
    const product = await createProduct(testApp.db);
    const before = await scrape(testApp.app, TOKEN);

    for (let time = 0; time < 2; time += 1) {
      expect((await testApp.app.inject({ method: 'GET', url: productPath(product.id) })).statusCode).toBe(
        200,
      );
    }
    const unknownPath = `/api/no-such-thing-${randomUUID()}`;
    expect((await testApp.app.inject({ method: 'GET', url: unknownPath })).statusCode).toBe(404);
    const after = await scrape(testApp.app, TOKEN);

    const productRoute = { method: 'GET', route: '/api/products/:id' };
    expect(growth(before, after, 'aurora_http_requests_total', { ...productRoute, status_code: '200' })).toBe(
      2,
    );
    expect(growth(before, after, 'aurora_http_request_duration_seconds_count', productRoute)).toBe(2);
    expect(growth(before, after, 'aurora_http_request_duration_seconds_sum', productRoute)).toBeGreaterThan(
      0,
    );
    expect(
      growth(before, after, 'aurora_http_request_duration_seconds_bucket', { ...productRoute, le: '+Inf' }),
    ).toBe(2);
    expect(
      growth(before, after, 'aurora_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBe(1);
    const routes = new Set(after.map((sample) => sample.labels.route).filter(Boolean));
    expect(
      [...routes].filter((route) => route?.includes(product.id) || route?.includes('no-such-thing')),
    ).toEqual([]);
    // The scrapes themselves are not counted.
    expect(routes.has(METRICS_PATH)).toBe(false);
  });

  it('counts an order and its revenue once, however often the shopper retries it', async () => {
    const product = await createProduct(testApp.db, { priceCents: 25_00 });
    const { authorization } = await createUser(testApp);
    const payload = orderPayload([{ product, quantity: 2 }]);
    const before = await scrape(testApp.app, TOKEN);

    const key = randomUUID();
    const placed = await postOrder(testApp, authorization, payload, key);
    const retried = await postOrder(testApp, authorization, payload, key);
    const after = await scrape(testApp.app, TOKEN);

    expect(placed.statusCode).toBe(201);
    expect(retried.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(growth(before, after, 'aurora_orders_placed_total')).toBe(1);
    // 2 x $25 + $10 shipping + 8% tax on $50
    expect(growth(before, after, 'aurora_order_revenue_dollars_total')).toBeCloseTo(64, 6);
  });

  it('counts the requests a rate limit refused, by route', async () => {
    const before = await scrape(testApp.app, TOKEN);

    const answers = [];
    for (let time = 0; time < 2; time += 1) {
      answers.push(
        await testApp.app.inject({
          method: 'POST',
          url: REGISTER_PATH,
          payload: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: `ada-${randomUUID()}@aurora.test`,
            password: 'a-good-password',
          },
        }),
      );
    }
    const after = await scrape(testApp.app, TOKEN);

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 429]);
    expect(growth(before, after, 'aurora_rate_limit_refusals_total', { route: REGISTER_PATH })).toBe(1);
    expect(
      growth(before, after, 'aurora_http_requests_total', {
        method: 'POST',
        route: REGISTER_PATH,
        status_code: '429',
      }),
    ).toBe(1);
  });

  it('reports the mail waiting to be sent and how long the oldest has waited', async () => {
    // The earlier tests' mails go at once (logged and kept, without SMTP): start from an empty backlog.
    await expect
      .poll(async () => seriesValue(await scrape(testApp.app, TOKEN), 'aurora_mail_outbox_backlog'))
      .toBe(0);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const [waiting] = await testApp.db
      .insert(mailOutbox)
      .values({
        toAddress: 'ada@aurora.test',
        subject: 'Your order has shipped',
        textBody: 'On its way.',
        attempts: 1,
        error: 'SMTP server down',
        // Failed ten minutes ago, retried in an hour: a backlog the delivery worker leaves alone meanwhile.
        createdAt: tenMinutesAgo,
        nextAttemptAt: new Date(Date.now() + 60 * 60_000),
      })
      .returning({ id: mailOutbox.id });
    if (!waiting) throw new Error('mail not queued');

    const stuck = await scrape(testApp.app, TOKEN);
    expect(seriesValue(stuck, 'aurora_mail_outbox_backlog')).toBe(1);
    expect(seriesValue(stuck, 'aurora_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(seriesValue(stuck, 'aurora_mail_outbox_oldest_age_seconds')).toBeLessThan(660);

    await testApp.db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, nextAttemptAt: null })
      .where(eq(mailOutbox.id, waiting.id));
    const sent = await scrape(testApp.app, TOKEN);
    expect(seriesValue(sent, 'aurora_mail_outbox_backlog')).toBe(0);
    expect(seriesValue(sent, 'aurora_mail_outbox_oldest_age_seconds')).toBe(0);
  });

  it('reports the connections in use and the queries waiting while every connection is busy', async () => {
    const { database } = testApp.app;
    const idle = await scrape(testApp.app, TOKEN);
    const max = database.connectionUse().max;
    expect(seriesValue(idle, 'aurora_database_connections_max')).toBe(max);
    expect(seriesValue(idle, 'aurora_database_connections_waiting')).toBe(0);

    // Every connection holds a transaction until released, and one more query waits for a connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: max }, () =>
      testApp.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await released;
      }),
    );
    // Drizzle runs a statement once it is awaited: `then` sends it now.
    const queued = testApp.db.execute(sql`select 1`).then(() => {});
    await expect.poll(() => database.connectionUse()).toEqual({ inUse: max, waiting: 1, max });
    // The scrape's own outbox read queues too, after the connection gauges were read: then let everything go.
    const scraping = scrape(testApp.app, TOKEN);
    await expect.poll(() => database.connectionUse().waiting).toBeGreaterThanOrEqual(2);
    release();
    const busy = await scraping;
    await Promise.all([...holders, queued]);

    expect(seriesValue(busy, 'aurora_database_connections_in_use')).toBe(max);
    expect(seriesValue(busy, 'aurora_database_connections_waiting')).toBeGreaterThanOrEqual(1);
  });

  // Last: it closes the database.
  it('still answers once the database is gone, with the outbox figures unknown rather than zero', async () => {
    await testApp.app.database.close();

    const samples = await scrape(testApp.app, TOKEN);

    expect(seriesValue(samples, 'aurora_mail_outbox_backlog')).toBeNaN();
    expect(seriesValue(samples, 'aurora_mail_outbox_oldest_age_seconds')).toBeNaN();
    expect(seriesValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const [target] = databaseTargets();
    if (!target) throw new Error('no database target');
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers as any unknown path does, token or not', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/no-such-page' });
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const metrics = await testApp.app.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: authorizedBy(authorization),
      });

      expect(metrics.statusCode).toBe(404);
      expect(metrics.json()).toEqual(unknown.json());
    }
  });
});
