import {
  errorEnvelopeSchema,
  HEALTH_PATH,
  healthResponseSchema,
  LIVENESS_PATH,
  livenessResponseSchema,
  READINESS_PATH,
  readinessResponseSchema,
} from '@aurora-store/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { knownMigrationTimes } from '../db/migration-journal';
import type { Database } from '../db/open-database';
import { rawRows } from '../db/raw-rows';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { openRedisProbe } from './redis-probe';

/** The machine's Redis (and CI's). */
const REDIS_URL = 'redis://127.0.0.1:6379';
/** A port nothing listens on: the connection is refused at once. */
const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: READINESS_PATH });

describe.each(databaseTargets())('the health routes on $name', (target) => {
  let testApp: TestApp;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    ({ database, app } = testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('health answers 200 with the contract shape while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: HEALTH_PATH });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthResponseSchema.parse(response.json());
    expect(body.message).toBe('Server is running');
    expect(body.data).toMatchObject({ status: 'ok', database: 'connected' });
  });

  it('readiness answers 200 while the database answers with every migration applied', async () => {
    const response = await ready(app);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(readinessResponseSchema.parse(response.json()).data).toEqual({
      status: 'ready',
      database: 'connected',
      migrations: 'applied',
      redis: 'not-configured',
    });
  });

  it('readiness answers 503 while the database lacks a migration this version expects (an older backup restored under it)', async () => {
    const [newest] = await rawRows<{ hash: string; created_at: string }>(
      database.db,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning hash, created_at::text`,
    );
    if (!newest) throw new Error('no migration recorded');

    const behind = await ready(app);
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest.hash}, ${newest.created_at}::bigint)`,
    );
    const caughtUp = await ready(app);

    expect(behind.statusCode).toBe(503);
    expect(errorEnvelopeSchema.parse(behind.json())).toEqual({
      success: false,
      message: 'Not ready',
      errors: [
        {
          field: 'migrations',
          message: `The database lacks 1 of the ${knownMigrationTimes().length} migrations this version expects`,
        },
      ],
    });
    expect(caughtUp.statusCode).toBe(200);
  });

  it('health answers 503 with the error envelope once the database is gone, while liveness still answers', async () => {
    await database.close();

    const live = await app.inject({ method: 'GET', url: LIVENESS_PATH });
    expect(live.statusCode).toBe(200);
    expect(livenessResponseSchema.parse(live.json()).data.status).toBe('ok');

    const response = await app.inject({ method: 'GET', url: HEALTH_PATH });

    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: 'Database unavailable',
    });
  });

  it('readiness answers 503 once the database is gone, while liveness still answers', async () => {
    await database.close();

    const response = await ready(app);

    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: 'Not ready',
      errors: [{ field: 'database', message: 'The database did not answer' }],
    });
    expect((await app.inject({ method: 'GET', url: LIVENESS_PATH })).statusCode).toBe(200);
  });
});

describe('GET /api/health/ready with REDIS_URL', () => {
  const [target] = databaseTargets();
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers 200 with Redis connected while Redis answers', async () => {
    if (!target) throw new Error('no database target');
    testApp = await createTestApp(target, { redisUrl: REDIS_URL });

    const response = await ready(testApp.app);

    expect(response.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(response.json()).data.redis).toBe('connected');
  });

  it('stays ready while Redis cannot be reached, saying so without waiting on retries', async () => {
    if (!target) throw new Error('no database target');
    testApp = await createTestApp(target, { redisUrl: UNREACHABLE_REDIS_URL });

    const response = await ready(testApp.app);
    // Refused for want of a connection (no offline queue), not after the ping's 1 s deadline ran out.
    const probe = await openRedisProbe(UNREACHABLE_REDIS_URL);
    const refusal = await probe.ping().then(
      () => undefined,
      (error: unknown) => error,
    );
    probe.close();

    // Every process shares the one Redis: failing on it would take them all out of the load balancer at once.
    expect(response.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(response.json()).data).toEqual({
      status: 'ready',
      database: 'connected',
      migrations: 'applied',
      redis: 'unreachable',
    });
    expect(String(refusal)).toMatch(/enableOfflineQueue/);
  });
});
