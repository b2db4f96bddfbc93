import {
  ADMIN_CATEGORIES_PATH,
  ADMIN_USERS_PATH,
  BAD_URL_MESSAGE,
  BODY_TOO_DEEP_MESSAGE,
  JSON_MAX_DEPTH,
  NUL_CHARACTER_MESSAGE,
  ORDERS_PATH,
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

  /** `{"a":[{"a":[...]}]}` nested `levels` deep, written as text: a value this deep cannot be stringified. */
  const nestedBody = (levels: number) => '{"a":['.repeat(levels / 2) + ']}'.repeat(levels / 2);

  it.each([
    ['register', 'POST', REGISTER_PATH],
    ['an order', 'POST', ORDERS_PATH],
    ['the profile', 'PUT', PROFILE_PATH],
    ['a category', 'POST', ADMIN_CATEGORIES_PATH],
  ] as const)(
    'refuses a body nested 50,000 levels deep in %s with 400, not a 500',
    async (_where, method, url) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { authorization: admin.authorization, 'content-type': 'application/json' },
        payload: nestedBody(50_000),
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: BODY_TOO_DEEP_MESSAGE });
    },
  );

  it('reads a body at the depth limit as usual, brackets inside its strings not counted', async () => {
    const send = (payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: ADMIN_CATEGORIES_PATH,
        headers: { authorization: admin.authorization, 'content-type': 'application/json' },
        payload,
      });

    const atLimit = await send(nestedBody(JSON_MAX_DEPTH));
    const oneDeeper = await send(`[${nestedBody(JSON_MAX_DEPTH)}]`);
    const bracketsInText = await send(JSON.stringify({ name: `Tools ${'[{'.repeat(20)}`, description: '' }));

    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(BODY_TOO_DEEP_MESSAGE);
    expect(oneDeeper.json()).toEqual({ success: false, message: BODY_TOO_DEEP_MESSAGE });
    expect(bracketsInText.statusCode).toBe(201);
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
