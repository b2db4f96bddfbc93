import { errorEnvelopeSchema, MAX_BODY_BYTES } from '@aurora-store/api/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { databaseTargets, type TestStore } from '../test-support/database-targets';

/** The real JSON routes arrive with later issues; these stand-ins exercise body parsing and failures now. */
function addProbeRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/probe/echo',
      { schema: { body: z.object({ name: z.string().min(1), address: z.object({ city: z.string() }) }) } },
      async (request) => ({ success: true, data: request.body }),
    );
  app.get('/api/probe/explode', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
}

describe.each(databaseTargets())('error envelope on $name', (target) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await target.createStore();
    app = await buildApp({ config: store.config, database: await store.open() });
    addProbeRoutes(app);
  });

  afterAll(async () => {
    await app?.close();
    await store?.dispose();
  });

  function postJson(payload: string, contentType = 'application/json') {
    return app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': contentType },
      payload,
    });
  }

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: 'Route not found',
    });
  });

  it('answers a page path with a JSON 404 while there is no web build', async () => {
    const response = await app.inject({ method: 'GET', url: '/product/x', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe('Route not found');
  });

  it('accepts a valid body', async () => {
    const response = await postJson(JSON.stringify({ name: 'Ada', address: { city: 'London' }, extra: 1 }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { name: 'Ada', address: { city: 'London' } } });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await postJson('{"name": "Ada",');

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: 'Malformed JSON in request body',
    });
  });

  it('answers a schema violation with 400 and one error per field', async () => {
    const response = await postJson(JSON.stringify({ name: '', address: {} }));

    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.message).toBe('Validation failed');
    expect(body.errors?.map((error) => error.field).sort()).toEqual(['address.city', 'name']);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const twoMebibytes = JSON.stringify({ name: 'x'.repeat(2 * MAX_BODY_BYTES), address: { city: 'x' } });

    const response = await postJson(twoMebibytes);

    expect(response.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: 'Request body is too large',
    });
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await postJson('<name>Ada</name>', 'application/xml');

    expect(response.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: 'Unsupported media type',
    });
  });

  it('answers a thrown error with a generic 500 that reveals nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/explode' });

    expect(response.statusCode).toBe(500);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: 'Internal server error',
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|at .*\.ts/);
  });
});
