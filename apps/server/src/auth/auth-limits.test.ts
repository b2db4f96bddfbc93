import {
  errorEnvelopeSchema,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
  TOO_MANY_REGISTRATIONS_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATIONS_PER_ADDRESS } from '../config';
import { passwordResetTokens } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createUser, TEST_PASSWORD } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  LOGIN_FAILURES_PER_EMAIL,
  LOGIN_FAILURES_PER_IP,
  RESET_REQUESTS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
} from './auth-limits';
import { call, randomIp, registration, uniqueEmail } from './auth-test-support';
import { hashResetToken } from './reset-tokens';

/** The machine's Redis; the two-process test keeps its counters apart by fresh emails and addresses. */
const REDIS_URL = 'redis://127.0.0.1:6379';

function expectTooMany(response: Awaited<ReturnType<typeof call>>, message: string) {
  expect(response.statusCode).toBe(429);
  expect(errorEnvelopeSchema.parse(response.json())).toEqual({ success: false, message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
}

describe.each(databaseTargets())('auth rate limits on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function login(email: string, password: string, ip = randomIp()) {
    return call(testApp.app, 'POST', LOGIN_PATH, { body: { email, password }, ip });
  }

  describe('login', () => {
    it('refuses an email after its failures with 429, even with the right password and from elsewhere', async () => {
      const { user } = await createUser(testApp);
      for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL.points; attempt++) {
        expect((await login(user.email, 'a wrong guess')).statusCode).toBe(401);
      }

      expectTooMany(await login(user.email, 'another guess'), TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
      expectTooMany(await login(user.email.toUpperCase(), TEST_PASSWORD), TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
    });

    it('limits an unknown email exactly like a known one, so a 429 reveals nothing', async () => {
      const { user } = await createUser(testApp);
      const unknown = uniqueEmail('nobody');
      const statuses = { known: [] as number[], unknown: [] as number[] };

      for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_EMAIL.points; attempt++) {
        statuses.known.push((await login(user.email, 'a wrong guess')).statusCode);
        statuses.unknown.push((await login(unknown, 'a wrong guess')).statusCode);
      }

      expect(statuses.known).toEqual([401, 401, 401, 401, 401, 429]);
      expect(statuses.unknown).toEqual(statuses.known);
    });

    it('starts an email’s count afresh after a successful login', async () => {
      const { user } = await createUser(testApp);
      for (let attempt = 1; attempt < LOGIN_FAILURES_PER_EMAIL.points; attempt++) {
        await login(user.email, 'a wrong guess');
      }

      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);

      for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL.points; attempt++) {
        expect((await login(user.email, 'a wrong guess')).statusCode).toBe(401);
      }
    });

    it('refuses an address that failed too often, whichever emails it tries', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < LOGIN_FAILURES_PER_IP.points; attempt++) {
        expect((await login(uniqueEmail('spray'), 'a wrong guess', ip)).statusCode).toBe(401);
      }
      const { user } = await createUser(testApp);

      expectTooMany(await login(user.email, TEST_PASSWORD, ip), TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('does not count an address’s successful logins', async () => {
      const ip = randomIp();
      const { user } = await createUser(testApp);

      for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_IP.points; attempt++) {
        expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
      }
    });

    it('lets no more than the allowed failures through a burst of parallel guesses', async () => {
      const { user } = await createUser(testApp);

      const responses = await Promise.all(
        Array.from({ length: 12 }, () => login(user.email, 'parallel guess')),
      );

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_EMAIL.points);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LOGIN_FAILURES_PER_EMAIL.points);
    });
  });

  describe('register', () => {
    it('limits the accounts one address creates (429), counting taken emails too', async () => {
      const ip = randomIp();
      const taken = registration();
      for (let attempt = 0; attempt < DEFAULT_REGISTRATIONS_PER_ADDRESS; attempt++) {
        const body = attempt === 0 ? taken : attempt === 1 ? { ...taken } : registration();
        const response = await call(testApp.app, 'POST', REGISTER_PATH, { body, ip });
        expect(response.statusCode).toBe(attempt === 1 ? 409 : 201);
      }

      const refused = await call(testApp.app, 'POST', REGISTER_PATH, { body: registration(), ip });
      const elsewhere = await call(testApp.app, 'POST', REGISTER_PATH, { body: registration() });

      expectTooMany(refused, TOO_MANY_REGISTRATIONS_MESSAGE);
      expect(elsewhere.statusCode).toBe(201);
    });
  });

  describe('forgot password', () => {
    it('limits requests per email alike for known and unknown emails (429)', async () => {
      const { user } = await createUser(testApp);
      const unknown = uniqueEmail('nobody');
      const statuses = { known: [] as number[], unknown: [] as number[] };

      for (let attempt = 0; attempt <= RESET_REQUESTS_PER_EMAIL.points; attempt++) {
        for (const [which, email] of [
          ['known', user.email],
          ['unknown', unknown],
        ] as const) {
          const response = await call(testApp.app, 'POST', FORGOT_PASSWORD_PATH, { body: { email } });
          statuses[which].push(response.statusCode);
          if (response.statusCode === 429) expectTooMany(response, TOO_MANY_RESET_REQUESTS_MESSAGE);
        }
      }

      expect(statuses.known).toEqual([200, 200, 200, 429]);
      expect(statuses.unknown).toEqual(statuses.known);
    });

    it('limits requests per address', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < RESET_REQUESTS_PER_IP.points; attempt++) {
        const response = await call(testApp.app, 'POST', FORGOT_PASSWORD_PATH, {
          body: { email: uniqueEmail() },
          ip,
        });
        expect(response.statusCode).toBe(200);
      }

      const response = await call(testApp.app, 'POST', FORGOT_PASSWORD_PATH, {
        body: { email: uniqueEmail() },
        ip,
      });

      expectTooMany(response, TOO_MANY_RESET_REQUESTS_MESSAGE);
    });
  });

  it('lifts an email’s login lock once its password is reset through the mailed link', async () => {
    const { user } = await createUser(testApp);
    for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_EMAIL.points; attempt++) {
      await login(user.email, 'someone else guessing');
    }
    await call(testApp.app, 'POST', FORGOT_PASSWORD_PATH, { body: { email: user.email } });
    // The test knows the token only by its digest in the database, so it plants a known one in its place.
    const token = 'a-token-this-test-knows';
    await testApp.db
      .update(passwordResetTokens)
      .set({ tokenHash: hashResetToken(token) })
      .where(eq(passwordResetTokens.userId, user.id));

    await call(testApp.app, 'POST', RESET_PASSWORD_PATH, { body: { token, password: 'mine again' } });

    expect((await login(user.email, 'mine again')).statusCode).toBe(200);
  });
});

describe.each(databaseTargets())('auth rate limits in Redis on $name', (target) => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      createTestApp(target, { redisUrl: REDIS_URL }),
      createTestApp(target, { redisUrl: REDIS_URL }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts one email’s failures across two server processes', async () => {
    const email = uniqueEmail('shared');
    const statuses: number[] = [];

    for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_EMAIL.points; attempt++) {
      const app = attempt % 2 === 0 ? first.app : second.app;
      statuses.push(
        (await call(app, 'POST', LOGIN_PATH, { body: { email, password: 'a wrong guess' } })).statusCode,
      );
    }

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
