import {
  errorEnvelopeSchema,
  HEALTH_PATH,
  healthResponseSchema,
  LIVENESS_PATH,
  livenessResponseSchema,
} from '@aurora-store/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe.each(databaseTargets())('GET /api/health on $name', (target) => {
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

  it('answers 200 with the contract shape while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: HEALTH_PATH });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthResponseSchema.parse(response.json());
    expect(body.message).toBe('Server is running');
    expect(body.data).toMatchObject({ status: 'ok', database: 'connected' });
  });

  it('answers 503 with the error envelope once the database is gone, while liveness still answers', async () => {
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
});
