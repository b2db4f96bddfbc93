import {
  type ApiClient,
  createApiClient,
  EMAIL_TAKEN_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
  INVALID_VERIFICATION_TOKEN_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  VERIFICATION_LINK_SENT_MESSAGE,
} from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../apps/server/src/db/schema';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

describe.each(databaseTargets())('the auth calls through the typed client on $name', (target) => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** A client as the web app holds one: the token it keeps is the one it sends. */
  function browser() {
    const session = { token: null as string | null };
    const client: ApiClient = createApiClient({ baseUrl, getToken: () => session.token });
    return { client, session };
  }

  let counter = 0;
  /** A freshly registered shopper, signed in. */
  async function registered(password = 'analytical-engine') {
    const { client, session } = browser();
    counter += 1;
    const email = `contract-${counter}-${Date.now()}@aurora.test`;
    const answer = await client.register({ firstName: 'Ada', lastName: 'Lovelace', email, password });
    session.token = answer.data.token;
    return { client, session, email, password, user: answer.data.user };
  }

  it('register signs the new account in, and refuses its email a second time', async () => {
    const { client, email, user } = await registered();

    expect(user).toMatchObject({ email, role: 'user', isEmailVerified: false });
    const again = await apiFailure(
      client.register({ firstName: 'Ada', lastName: 'L', email, password: 'analytical-engine' }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe(EMAIL_TAKEN_MESSAGE);
  });

  it('register reports each invalid field', async () => {
    const error = await apiFailure(
      browser().client.register({ firstName: 'Ada', lastName: 'L', email: 'nope', password: '123' }),
    );

    expect(error.status).toBe(400);
    expect(error.fieldErrors()).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('login answers the user and a working token, and one message for any wrong credentials', async () => {
    const { email, password, user } = await registered();
    const { client, session } = browser();

    const answer = await client.login({ email, password });
    session.token = answer.data.token;

    expect(answer.data.user).toEqual(user);
    expect((await client.me()).data.user._id).toBe(user._id);
    const wrong = await apiFailure(client.login({ email, password: 'not it' }));
    expect(wrong.status).toBe(401);
    expect(wrong.message).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('me answers the signed-in user, and 401 to a client without a token', async () => {
    const { client, user } = await registered();

    expect((await client.me()).data.user).toEqual(user);
    expect((await apiFailure(browser().client.me())).status).toBe(401);
  });

  it('updateProfile changes names and phone but not the email', async () => {
    const { client, email } = await registered();

    const answer = await client.updateProfile({ firstName: 'Grace', lastName: 'Hopper', phone: '555-0100' });

    expect(answer.data.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '555-0100',
      email,
    });
  });

  it('updatePreferences saves the notification choices', async () => {
    const { client } = await registered();

    const answer = await client.updatePreferences({ promotions: false });

    expect(answer.data.user.preferences).toEqual({
      orderUpdates: true,
      promotions: false,
      newProducts: false,
    });
  });

  it('changePassword hands back the token that keeps this session signed in', async () => {
    const { client, session, email, password } = await registered();

    const answer = await client.changePassword({ currentPassword: password, newPassword: 'a new secret' });
    const oldToken = session.token;
    session.token = answer.data.token;

    expect((await client.me()).data.user.email).toBe(email);
    const stale = createApiClient({ baseUrl, getToken: () => oldToken });
    expect((await apiFailure(stale.me())).status).toBe(401);
    const wrong = await apiFailure(
      client.changePassword({ currentPassword: password, newPassword: 'another' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.fieldErrors()).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('forgotPassword and resetPassword take a shopper from the mailed link to a new password', async () => {
    const { email } = await registered();
    const { client } = browser();

    const asked = await client.forgotPassword({ email });
    expect(asked.message).toBe(RESET_LINK_SENT_MESSAGE);
    expect((await client.forgotPassword({ email: 'nobody@aurora.test' })).message).toBe(
      RESET_LINK_SENT_MESSAGE,
    );
    const mail = (await testApp.db.select().from(mailOutbox)).find(
      (row) => row.toAddress === email && row.textBody.includes('/reset-password?token='),
    );
    const token = new URL(mail?.textBody.match(/http\S+/)?.[0] ?? 'http://x').searchParams.get('token') ?? '';

    await client.resetPassword({ token, password: 'reset and renewed' });

    expect((await client.login({ email, password: 'reset and renewed' })).data.user.email).toBe(email);
    const reused = await apiFailure(client.resetPassword({ token, password: 'once more' }));
    expect(reused.status).toBe(400);
    expect(reused.message).toBe(INVALID_RESET_TOKEN_MESSAGE);
  });

  it('verifyEmail takes the mailed link once; resendVerification answers alike before and after', async () => {
    const { client, email } = await registered();
    const mail = (await testApp.db.select().from(mailOutbox)).find(
      (row) => row.toAddress === email && row.textBody.includes('/verify-email?token='),
    );
    const token = new URL(mail?.textBody.match(/http\S+/)?.[0] ?? 'http://x').searchParams.get('token') ?? '';

    expect((await client.resendVerification()).message).toBe(VERIFICATION_LINK_SENT_MESSAGE);
    expect((await browser().client.verifyEmail({ token })).message).toBe(EMAIL_VERIFIED_MESSAGE);

    expect((await client.me()).data.user.isEmailVerified).toBe(true);
    expect((await client.resendVerification()).message).toBe(VERIFICATION_LINK_SENT_MESSAGE);
    const reused = await apiFailure(client.verifyEmail({ token }));
    expect(reused.status).toBe(400);
    expect(reused.message).toBe(INVALID_VERIFICATION_TOKEN_MESSAGE);
  });

  it('deleteAccount erases the account: its token and its password stop working', async () => {
    const { client, email, password } = await registered();

    const wrong = await apiFailure(client.deleteAccount({ password: 'not it' }));
    expect(wrong.status).toBe(400);
    await client.deleteAccount({ password });

    expect((await apiFailure(client.me())).status).toBe(401);
    expect((await apiFailure(browser().client.login({ email, password }))).status).toBe(401);
  });
});
