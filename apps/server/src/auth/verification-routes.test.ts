import {
  ADMIN_USERS_PATH,
  adminUserListResponseSchema,
  EMAIL_VERIFIED_MESSAGE,
  errorEnvelopeSchema,
  INVALID_VERIFICATION_TOKEN_MESSAGE,
  ME_PATH,
  messageOnlyResponseSchema,
  REGISTER_PATH,
  RESEND_VERIFICATION_PATH,
  TOO_MANY_VERIFICATION_REQUESTS_MESSAGE,
  userResponseSchema,
  VERIFICATION_LINK_SENT_MESSAGE,
  VERIFY_EMAIL_PATH,
} from '@aurora-store/api/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens, mailOutbox } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { call, registration } from './auth-test-support';
import { hashVerificationToken } from './verification-tokens';

const PUBLIC_URL = 'https://shop.aurora.test';

describe.each(databaseTargets())('email verification on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target, { publicUrl: PUBLIC_URL });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function mailsTo(to: string) {
    return testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(asc(mailOutbox.createdAt));
  }

  /** Registers through the API, as the form does: the new account's session and its email. */
  async function register() {
    const body = registration();
    const response = await call(testApp.app, 'POST', REGISTER_PATH, { body });
    expect(response.statusCode, response.body).toBe(201);
    const token: string = response.json().data.token;
    return { email: body.email, session: token };
  }

  /** The token of the newest link mailed to `email`, read out of the mail as the person would. */
  async function mailedToken(email: string): Promise<string> {
    const link = (await mailsTo(email)).at(-1)?.textBody.match(/https:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no link in the mail to ${email}`);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/verify-email`);
    const token = url.searchParams.get('token');
    if (!token) throw new Error('no token in the verification link');
    return token;
  }

  const verify = (token: string) => call(testApp.app, 'POST', VERIFY_EMAIL_PATH, { body: { token } });
  const resend = (session: string) => call(testApp.app, 'POST', RESEND_VERIFICATION_PATH, { token: session });

  async function isVerified(session: string): Promise<boolean> {
    const me = await call(testApp.app, 'GET', ME_PATH, { token: session });
    return userResponseSchema.parse(me.json()).data.user.isEmailVerified;
  }

  function expectInvalidLink(response: Awaited<ReturnType<typeof verify>>) {
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: INVALID_VERIFICATION_TOKEN_MESSAGE,
    });
  }

  it('registering mails a link, whose token is kept only as its SHA-256, for 48 hours', async () => {
    const { email, session } = await register();

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Verify your Aurora Store email');
    expect(mails[0]?.textBody).toContain('Hello Ada,');
    const token = await mailedToken(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await testApp.db
      .select({
        tokenHash: emailVerificationTokens.tokenHash,
        hoursLeft: sql<number>`extract(epoch from ${emailVerificationTokens.expiresAt} - now()) / 3600`,
      })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashVerificationToken(token)));
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.hoursLeft)).toBeGreaterThan(47.9);
    expect(Number(rows[0]?.hoursLeft)).toBeLessThanOrEqual(48);
    expect(await isVerified(session)).toBe(false);
  });

  it('the mailed link verifies the account once; the same link a second time is refused', async () => {
    const { email, session } = await register();
    const token = await mailedToken(email);

    const first = await verify(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(messageOnlyResponseSchema.parse(first.json())).toEqual({
      success: true,
      message: EMAIL_VERIFIED_MESSAGE,
      data: {},
    });
    expect(await isVerified(session)).toBe(true);

    expectInvalidLink(await verify(token));
    expect(await isVerified(session)).toBe(true);
  });

  it('of two requests racing with one link, exactly one succeeds', async () => {
    const { email } = await register();
    const token = await mailedToken(email);

    const answers = await Promise.all([verify(token), verify(token)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { email, session } = await register();
    const token = await mailedToken(email);
    await testApp.db
      .update(emailVerificationTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerificationTokens.tokenHash, hashVerificationToken(token)));

    expectInvalidLink(await verify(token));
    expect(await isVerified(session)).toBe(false);
  });

  it('refuses a token it never made, and an empty one with its field', async () => {
    expectInvalidLink(await verify('bm90LWEtcmVhbC10b2tlbi1qdXN0LWEtZ3Vlc3MtYXQtb25l'));

    const empty = await verify('  ');
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(empty.json()).errors).toEqual([
      { field: 'token', message: 'Verification token is required' },
    ]);
  });

  it('resending mails a new working link, at most 3 an hour, then 429 with Retry-After', async () => {
    const { email, session } = await register();

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await resend(session);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(messageOnlyResponseSchema.parse(answer.json()).message).toBe(VERIFICATION_LINK_SENT_MESSAGE);
    }
    const fourth = await resend(session);

    expect(fourth.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(fourth.json()).message).toBe(TOO_MANY_VERIFICATION_REQUESTS_MESSAGE);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(4);
    expect((await verify(await mailedToken(email))).statusCode).toBe(200);
    expect(await isVerified(session)).toBe(true);
  });

  it('answers a verified account alike, without mailing it', async () => {
    const unverified = await register();
    const verified = await register();
    await verify(await mailedToken(verified.email));

    const toUnverified = await resend(unverified.session);
    const toVerified = await resend(verified.session);

    expect(toVerified.statusCode).toBe(200);
    expect(toVerified.body).toBe(toUnverified.body);
    expect(await mailsTo(verified.email)).toHaveLength(1);
    expect(await mailsTo(unverified.email)).toHaveLength(2);
  });

  it('resending needs a signed-in account', async () => {
    const anonymous = await call(testApp.app, 'POST', RESEND_VERIFICATION_PATH);
    expect(anonymous.statusCode).toBe(401);
  });

  it("the admin's user list shows the account verified once its link was followed", async () => {
    const { email } = await register();
    const admin = await createUser(testApp, { role: 'admin', isEmailVerified: true });
    const listed = async () => {
      const response = await call(testApp.app, 'GET', `${ADMIN_USERS_PATH}?search=${email}`, {
        token: admin.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return adminUserListResponseSchema
        .parse(response.json())
        .data.users.map((user) => [user.email, user.isEmailVerified]);
    };
    expect(await listed()).toEqual([[email, false]]);

    await verify(await mailedToken(email));

    expect(await listed()).toEqual([[email, true]]);
  });
});
