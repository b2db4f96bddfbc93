import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema } from '@aurora-store/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Every admin call of api.md; the walk below also finds any admin route added later. */
const EXPECTED_ADMIN_ROUTES = [
  'GET /api/admin/dashboard',
  'GET /api/admin/products',
  'POST /api/admin/products',
  'GET /api/admin/products/:id',
  'PUT /api/admin/products/:id',
  'DELETE /api/admin/products/:id',
  'GET /api/admin/orders',
  'GET /api/admin/orders/:id',
  'PUT /api/admin/orders/:id/status',
  'PUT /api/admin/orders/:id/payment',
  'GET /api/admin/users',
  'PUT /api/admin/users/:id/role',
  'GET /api/admin/categories',
  'POST /api/admin/categories',
  'PUT /api/admin/categories/:id',
  'DELETE /api/admin/categories/:id',
  'GET /api/admin/coupons',
  'POST /api/admin/coupons',
  'PUT /api/admin/coupons/:id',
  'DELETE /api/admin/coupons/:id',
  'GET /api/admin/analytics',
  'GET /api/admin/analytics/products',
  'GET /api/admin/analytics/customers',
  'GET /api/admin/reports/sales.csv',
];

/** Every `METHOD /path` the app serves, read from Fastify's own route tree (HEAD mirrors GET). */
function servedRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(\S+) \(([^)]+)\)$/);
    if (!match?.[2] || !match[3]) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe.each(databaseTargets())('the admin guard on $name', (target) => {
  let testApp: TestApp;
  let adminRoutes: string[];
  let shopperAuthorization: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    adminRoutes = servedRoutes(testApp.app).filter((route) => route.split(' ')[1]?.startsWith('/api/admin'));
    shopperAuthorization = (await createUser(testApp)).authorization;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('serves every admin call of the API', () => {
    expect(adminRoutes).toEqual(expect.arrayContaining(EXPECTED_ADMIN_ROUTES));
  });

  it('answers 401 without a token and 403 to a shopper, on every admin route', async () => {
    for (const route of adminRoutes) {
      const [method = 'GET', path = ''] = route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, randomUUID());
      const request = {
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      };

      const anonymous = await testApp.app.inject(request);
      expect(anonymous.statusCode, `${route} without a token`).toBe(401);
      expect(errorEnvelopeSchema.safeParse(anonymous.json()).success, route).toBe(true);

      const shopper = await testApp.app.inject({
        ...request,
        headers: { authorization: shopperAuthorization },
      });
      expect(shopper.statusCode, `${route} as a shopper`).toBe(403);
      expect(errorEnvelopeSchema.parse(shopper.json()).message).toBe('Admin access required');
    }
  });
});
