import type { AdminProductBody } from '@aurora-store/api/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { AppDatabase } from '../../db/open-database';
import { auditEvents } from '../../db/schema';
import type { DatabaseTarget } from '../../test-support/database-targets';
import { createCategory, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An administrator and a shopper of the test app, each with a way to call the API as them. */
export async function adminAndShopper(testApp: TestApp) {
  const admin = await createUser(testApp, { role: 'admin', firstName: 'Grace', lastName: 'Hopper' });
  const shopper = await createUser(testApp);
  return { admin, shopper, asAdmin: caller(testApp, admin.authorization) };
}

/** `app.inject` with that Authorization header (none for undefined). */
export function caller(testApp: TestApp, authorization: string | undefined) {
  return (method: Method, url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/**
 * A file of admin product tests' set-up, as hooks: an app over a store of its own, an administrator to call it
 * as, and the 'home' category `productForm` names. Read its fields inside the tests, once the hooks have run.
 */
export function adminProductsTestApp(target: DatabaseTarget) {
  const given = {} as { testApp: TestApp; call: ReturnType<typeof caller> };
  beforeAll(async () => {
    given.testApp = await createTestApp(target);
    given.call = (await adminAndShopper(given.testApp)).asAdmin;
    await createCategory(given.testApp.db, 'home');
  });
  afterAll(async () => {
    await given.testApp?.close();
  });
  return given;
}

/** A complete admin product form, for a category that must exist. */
export function productForm(overrides: Partial<AdminProductBody> = {}): AdminProductBody {
  return {
    name: 'Aurora Desk Lamp',
    sku: `LAMP-${Math.random().toString(36).slice(2, 10)}`,
    brand: 'Lumen',
    category: 'home',
    subcategory: 'lighting',
    description: 'A warm desk lamp with a dimmer.',
    price: 49.99,
    stock: 12,
    images: [{ url: '/api/images/products/lamp.svg', alt: 'The lamp' }],
    ...overrides,
  };
}

/** The audit entries about one object, oldest first. */
export function auditOf(db: AppDatabase, objectType: string, objectId: string) {
  return db
    .select({
      actorId: auditEvents.actorId,
      action: auditEvents.action,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, objectType), eq(auditEvents.objectId, objectId)))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
}

/** The field errors of a 400 answer, as `{ field: message }`. */
export function fieldErrors(body: { errors?: { field: string; message: string }[] }): Record<string, string> {
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));
}
