import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe.each(databaseTargets())('security headers on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it.each([
    ['an API answer', '/api/products', 200],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['a refused request', '/api/products?page=0', 400],
  ])('sends them with %s, the same on every request', async (_name, url, status) => {
    for (let request = 0; request < 2; request += 1) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("img-src 'self' data: blob: https:");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
