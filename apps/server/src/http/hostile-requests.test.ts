import {
  ADMIN_CATEGORIES_PATH,
  ADMIN_USERS_PATH,
  BAD_URL_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  PRODUCTS_PATH,
  PROFILE_PATH,
  REGISTER_PATH,
  SEARCH_SUGGESTIONS_PATH,
  URL_TOO_LONG_MESSAGE,
} from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * Requests an attacker sends on purpose (issue 16): a NUL character, which PostgreSQL refuses in text, and paths
 * the router itself refuses. Each gets the envelope with a 4xx and plain words, never a 500 or the framework's
 * name.
 */
describe.each(databaseTargets())('hostile requests on $name', (target) => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    admin = await createUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    return testApp.app.inject({
      method,
      url,
      headers: { authorization: admin.authorization },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  it.each([
    ['the catalogue', `${PRODUCTS_PATH}?search=a%00b`],
    ['the suggestions', `${SEARCH_SUGGESTIONS_PATH}?q=a%00b`],
    ['the admin users', `${ADMIN_USERS_PATH}?search=%00`],
    ['a product by id', `${PRODUCTS_PATH}/a%00b`],
  ])('refuses a NUL character in %s with 400', async (_where, url) => {
    const response = await send('GET', url);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NUL_CHARACTER_MESSAGE });
  });

  it.each([
    [
      'register',
      'POST',
      REGISTER_PATH,
      {
        firstName: 'A\u0000da',
        lastName: 'Lovelace',
        email: 'nul@example.test',
        password: 'correct horse battery',
      },
    ],
    ['the profile', 'PUT', PROFILE_PATH, { firstName: 'A\u0000da', lastName: 'Lovelace' }],
    ['a category', 'POST', ADMIN_CATEGORIES_PATH, { name: 'Tools\u0000', description: 'Hand tools' }],
  ] as const)('refuses a NUL character in the body of %s with 400', async (_where, method, url, body) => {
    const response = await send(method, url, body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NUL_CHARACTER_MESSAGE });
  });

  it('answers a broken escape in the path with the envelope, not the framework', async () => {
    const response = await send('GET', `${PRODUCTS_PATH}/%FF`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: BAD_URL_MESSAGE });
  });

  it('answers an over-long path segment with the envelope, not the framework', async () => {
    const response = await send('GET', `${PRODUCTS_PATH}/${'a'.repeat(500)}`);

    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ success: false, message: URL_TOO_LONG_MESSAGE });
  });
});
