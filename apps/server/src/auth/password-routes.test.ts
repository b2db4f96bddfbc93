import {
  CHANGE_PASSWORD_PATH,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  changePasswordResponseSchema,
  errorEnvelopeSchema,
  FORGOT_PASSWORD_PATH,
  INVALID_RESET_TOKEN_MESSAGE,
  LOGIN_PATH,
  ME_PATH,
  messageOnlyResponseSchema,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  RESET_PASSWORD_PATH,
} from '@aurora-store/api/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, users } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createUser, TEST_PASSWORD } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { call, uniqueEmail } from './auth-test-support';
import { hashResetToken } from './reset-tokens';

const PUBLIC_URL = 'https://shop.aurora.test';

describe.each(databaseTargets())('password calls on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target, { publicUrl: PUBLIC_URL });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function login(email: string, password: string) {
    return call(testApp.app, 'POST', LOGIN_PATH, { body: { email, password } });
  }

  async function outbox(to: string) {
    return testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.createdAt));
  }

  /** Asks for a reset link and reads the token out of the mail, as the person would. */
  async function mailedResetToken(email: string): Promise<string> {
    const response = await call(testApp.app, 'POST', FORGOT_PASSWORD_PATH, { body: { email } });
    expect(response.statusCode).toBe(200);
    const [mail] = await outbox(email);
    const link = mail?.textBody.match(/https:\/\/\S+/)?.[0];
    if (!link) throw new Error('no reset link in the mail');
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    const token = url.searchParams.get('token');
    if (!token) throw new Error('no token in the reset link');
    return token;
  }

  describe('PUT /api/auth/change-password', () => {
    it('changes the password, ends other sessions and keeps this one with a fresh token', async () => {
      const { user, token: thisSession } = await createUser(testApp);
      const otherSession = await login(user.email, TEST_PASSWORD).then(
        (response) => response.json().data.token,
      );

      const response = await call(testApp.app, 'PUT', CHANGE_PASSWORD_PATH, {
        token: thisSession,
        body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' },
      });

      expect(response.statusCode).toBe(200);
      const answer = changePasswordResponseSchema.parse(response.json());
      expect(answer.message).toBe(PASSWORD_CHANGED_MESSAGE);
      expect((await call(testApp.app, 'GET', ME_PATH, { token: answer.data.token })).statusCode).toBe(200);
      expect((await call(testApp.app, 'GET', ME_PATH, { token: otherSession })).statusCode).toBe(401);
      expect((await call(testApp.app, 'GET', ME_PATH, { token: thisSession })).statusCode).toBe(401);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, 'a brand new secret')).statusCode).toBe(200);
    });

    it('answers 400 for a wrong current password and keeps the old one', async () => {
      const { user, token } = await createUser(testApp);

      const response = await call(testApp.app, 'PUT', CHANGE_PASSWORD_PATH, {
        token,
        body: { currentPassword: 'not it', newPassword: 'a brand new secret' },
      });

      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json())).toEqual({
        success: false,
        message: CURRENT_PASSWORD_INCORRECT_MESSAGE,
        errors: [{ field: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT_MESSAGE }],
      });
      expect((await call(testApp.app, 'GET', ME_PATH, { token })).statusCode).toBe(200);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 400 for a new password that is too short, and 401 without a token', async () => {
      const { token } = await createUser(testApp);

      const short = await call(testApp.app, 'PUT', CHANGE_PASSWORD_PATH, {
        token,
        body: { currentPassword: TEST_PASSWORD, newPassword: '12345' },
      });
      const anonymous = await call(testApp.app, 'PUT', CHANGE_PASSWORD_PATH, {
        body: { currentPassword: TEST_PASSWORD, newPassword: '123456' },
      });

      expect(short.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(short.json()).errors).toEqual([
        { field: 'newPassword', message: 'Password must be at least 6 characters long' },
      ]);
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/forgot-password', () => {
    it('answers an existing and an unknown email alike, and mails only the existing one', async () => {
      const { user } = await createUser(testApp);
      const unknown = uniqueEmail('nobody');

      const known = await call(testApp.app, 'POST', FORGOT_PASSWORD_PATH, { body: { email: user.email } });
      const notKnown = await call(testApp.app, 'POST', FORGOT_PASSWORD_PATH, { body: { email: unknown } });

      expect(known.statusCode).toBe(200);
      expect(notKnown.statusCode).toBe(200);
      expect(known.body).toBe(notKnown.body);
      expect(messageOnlyResponseSchema.parse(known.json())).toEqual({
        success: true,
        message: RESET_LINK_SENT_MESSAGE,
        data: {},
      });
      expect(await outbox(unknown)).toEqual([]);
      const [mail] = await outbox(user.email);
      expect(mail?.subject).toBe('Reset your Aurora Store password');
      expect(mail?.textBody).toContain(`${PUBLIC_URL}/reset-password?token=`);
    });

    it('keeps only the token’s SHA-256, valid for an hour', async () => {
      const { user } = await createUser(testApp);

      const token = await mailedResetToken(user.email);

      const rows = await testApp.db
        .select({
          tokenHash: passwordResetTokens.tokenHash,
          minutesLeft: sql<number>`extract(epoch from ${passwordResetTokens.expiresAt} - now()) / 60`,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashResetToken(token));
      expect(rows[0]?.tokenHash).not.toContain(token);
      expect(Number(rows[0]?.minutesLeft)).toBeGreaterThan(59);
      expect(Number(rows[0]?.minutesLeft)).toBeLessThanOrEqual(60);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    });

    it('answers 400 for an invalid email', async () => {
      const response = await call(testApp.app, 'POST', FORGOT_PASSWORD_PATH, { body: { email: 'nope' } });

      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors).toEqual([
        { field: 'email', message: 'Please enter a valid email address' },
      ]);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('follows the mailed link to a new password, ending every session', async () => {
      const { user, token: session } = await createUser(testApp);
      const resetToken = await mailedResetToken(user.email);

      const response = await call(testApp.app, 'POST', RESET_PASSWORD_PATH, {
        body: { token: resetToken, password: 'reset and renewed' },
      });

      expect(response.statusCode).toBe(200);
      expect(messageOnlyResponseSchema.parse(response.json()).message).toBe(PASSWORD_RESET_MESSAGE);
      expect((await login(user.email, 'reset and renewed')).statusCode).toBe(200);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await call(testApp.app, 'GET', ME_PATH, { token: session })).statusCode).toBe(401);
      const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
      expect(stored?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    });

    it('works once only', async () => {
      const { user } = await createUser(testApp);
      const resetToken = await mailedResetToken(user.email);
      await call(testApp.app, 'POST', RESET_PASSWORD_PATH, {
        body: { token: resetToken, password: 'first reset' },
      });

      const again = await call(testApp.app, 'POST', RESET_PASSWORD_PATH, {
        body: { token: resetToken, password: 'second reset' },
      });

      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ success: false, message: INVALID_RESET_TOKEN_MESSAGE });
      expect((await login(user.email, 'first reset')).statusCode).toBe(200);
    });

    it('lets exactly one of two simultaneous uses of a link through', async () => {
      const { user } = await createUser(testApp);
      const resetToken = await mailedResetToken(user.email);

      const responses = await Promise.all(
        ['racing one', 'racing two'].map((password) =>
          call(testApp.app, 'POST', RESET_PASSWORD_PATH, { body: { token: resetToken, password } }),
        ),
      );

      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses an expired link', async () => {
      const { user } = await createUser(testApp);
      const resetToken = await mailedResetToken(user.email);
      await testApp.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResetTokens.tokenHash, hashResetToken(resetToken)));

      const response = await call(testApp.app, 'POST', RESET_PASSWORD_PATH, {
        body: { token: resetToken, password: 'too late now' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: INVALID_RESET_TOKEN_MESSAGE });
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a made-up token', async () => {
      const response = await call(testApp.app, 'POST', RESET_PASSWORD_PATH, {
        body: { token: 'made-up', password: 'whatever it is' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: INVALID_RESET_TOKEN_MESSAGE });
    });

    it('ends older links once one of them was used', async () => {
      const { user } = await createUser(testApp);
      const older = await mailedResetToken(user.email);
      const newer = await mailedResetToken(user.email);
      await call(testApp.app, 'POST', RESET_PASSWORD_PATH, {
        body: { token: newer, password: 'newest one' },
      });

      const response = await call(testApp.app, 'POST', RESET_PASSWORD_PATH, {
        body: { token: older, password: 'older one' },
      });

      expect(response.statusCode).toBe(400);
    });

    it('ends pending links when the password is changed', async () => {
      const { user, token } = await createUser(testApp);
      const resetToken = await mailedResetToken(user.email);
      await call(testApp.app, 'PUT', CHANGE_PASSWORD_PATH, {
        token,
        body: { currentPassword: TEST_PASSWORD, newPassword: 'changed meanwhile' },
      });

      const response = await call(testApp.app, 'POST', RESET_PASSWORD_PATH, {
        body: { token: resetToken, password: 'would override' },
      });

      expect(response.statusCode).toBe(400);
    });

    it('answers 400 with field errors for a missing token or short password', async () => {
      const response = await call(testApp.app, 'POST', RESET_PASSWORD_PATH, { body: { password: '123' } });

      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors).toEqual([
        { field: 'token', message: 'Reset token is required' },
        { field: 'password', message: 'Password must be at least 6 characters long' },
      ]);
    });
  });
});
