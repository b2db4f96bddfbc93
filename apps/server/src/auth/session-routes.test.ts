import {
  authSessionResponseSchema,
  EMAIL_TAKEN_MESSAGE,
  errorEnvelopeSchema,
  INVALID_CREDENTIALS_MESSAGE,
  LOGGED_IN_MESSAGE,
  LOGIN_PATH,
  ME_PATH,
  REGISTER_PATH,
  REGISTERED_MESSAGE,
  userResponseSchema,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createUser, TEST_PASSWORD } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { call, registration, uniqueEmail } from './auth-test-support';

const ARGON2ID_OWASP_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

describe.each(databaseTargets())('register, login and me on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function storedUser(email: string) {
    const [row] = await testApp.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  describe('POST /api/auth/register', () => {
    it('creates the account and signs it in (201)', async () => {
      const body = registration({ email: '  Ada.Lovelace@Example.COM ' });

      const response = await call(testApp.app, 'POST', REGISTER_PATH, { body });

      expect(response.statusCode).toBe(201);
      const answer = authSessionResponseSchema.parse(response.json());
      expect(answer.message).toBe(REGISTERED_MESSAGE);
      expect(answer.data.user).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada.lovelace@example.com',
        phone: null,
        role: 'user',
        isEmailVerified: false,
        preferences: { orderUpdates: true, promotions: true, newProducts: false },
      });
      const me = await call(testApp.app, 'GET', ME_PATH, { token: answer.data.token });
      expect(userResponseSchema.parse(me.json()).data.user).toEqual(answer.data.user);
    });

    it('stores the email lower-case and the password as argon2id with OWASP’s parameters', async () => {
      const body = registration({ email: uniqueEmail('Mixed.Case').toUpperCase() });

      await call(testApp.app, 'POST', REGISTER_PATH, { body });

      const row = await storedUser(body.email.toLowerCase());
      expect(row?.passwordHash.startsWith(ARGON2ID_OWASP_PREFIX)).toBe(true);
      expect(row?.passwordHash).not.toContain(body.password);
    });

    it('refuses an email that already has an account, whatever its case (409)', async () => {
      const body = registration();
      await call(testApp.app, 'POST', REGISTER_PATH, { body });

      const response = await call(testApp.app, 'POST', REGISTER_PATH, {
        body: { ...body, email: body.email.toUpperCase(), firstName: 'Other' },
      });

      expect(response.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(response.json())).toEqual({
        success: false,
        message: EMAIL_TAKEN_MESSAGE,
      });
      expect((await storedUser(body.email))?.firstName).toBe('Ada');
    });

    it('lets exactly one of two simultaneous registrations of one email through', async () => {
      const body = registration();

      const responses = await Promise.all([
        call(testApp.app, 'POST', REGISTER_PATH, { body }),
        call(testApp.app, 'POST', REGISTER_PATH, { body }),
      ]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });

    it('never takes role or verification from the body', async () => {
      const body = { ...registration(), role: 'admin', isEmailVerified: true, tokenVersion: 99 };

      const response = await call(testApp.app, 'POST', REGISTER_PATH, { body });

      expect(response.statusCode).toBe(201);
      const { user } = authSessionResponseSchema.parse(response.json()).data;
      expect(user).toMatchObject({ role: 'user', isEmailVerified: false });
      expect(await storedUser(body.email)).toMatchObject({
        role: 'user',
        isEmailVerified: false,
        tokenVersion: 0,
      });
    });

    it('answers 400 with one error per invalid field, in the spec’s words', async () => {
      const response = await call(testApp.app, 'POST', REGISTER_PATH, {
        body: { firstName: ' ', email: 'not-an-email', password: '12345' },
      });

      expect(response.statusCode).toBe(400);
      const answer = errorEnvelopeSchema.parse(response.json());
      expect(answer.message).toBe('Validation failed');
      expect(answer.errors).toEqual(
        expect.arrayContaining([
          { field: 'firstName', message: 'First name is required' },
          { field: 'lastName', message: 'Last name is required' },
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'password', message: 'Password must be at least 6 characters long' },
        ]),
      );
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, whatever the email’s case', async () => {
      const { user } = await createUser(testApp);

      const response = await call(testApp.app, 'POST', LOGIN_PATH, {
        body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
      });

      expect(response.statusCode).toBe(200);
      const answer = authSessionResponseSchema.parse(response.json());
      expect(answer.message).toBe(LOGGED_IN_MESSAGE);
      expect(answer.data.user._id).toBe(user.id);
      const me = await call(testApp.app, 'GET', ME_PATH, { token: answer.data.token });
      expect(me.statusCode).toBe(200);
    });

    it('gives an unknown email and a wrong password the same 401', async () => {
      const { user } = await createUser(testApp);

      const wrongPassword = await call(testApp.app, 'POST', LOGIN_PATH, {
        body: { email: user.email, password: 'not the password' },
      });
      const unknownEmail = await call(testApp.app, 'POST', LOGIN_PATH, {
        body: { email: uniqueEmail('nobody'), password: 'not the password' },
      });

      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: INVALID_CREDENTIALS_MESSAGE });
      }
      expect(wrongPassword.body).toBe(unknownEmail.body);
      expect(Object.keys(wrongPassword.headers).sort()).toEqual(Object.keys(unknownEmail.headers).sort());
    });

    it('answers 400 with field errors for a missing email or password', async () => {
      const response = await call(testApp.app, 'POST', LOGIN_PATH, { body: { email: '' } });

      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors).toEqual([
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ]);
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the signed-in user’s public fields only', async () => {
      const { user, token } = await createUser(testApp, { phone: '555-0100', role: 'admin' });

      const response = await call(testApp.app, 'GET', ME_PATH, { token });

      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(userResponseSchema.parse(answer).data.user).toEqual({
        _id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: '555-0100',
        role: 'admin',
        isEmailVerified: false,
        preferences: { orderUpdates: true, promotions: true, newProducts: false },
        createdAt: user.createdAt.toISOString(),
      });
      expect(response.body).not.toMatch(/password|hash|tokenVersion|deletedAt|\$argon2/i);
    });

    it('answers 401 without a token', async () => {
      const response = await call(testApp.app, 'GET', ME_PATH);

      expect(response.statusCode).toBe(401);
      expect(errorEnvelopeSchema.parse(response.json()).success).toBe(false);
    });
  });
});
