import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  INVALID_UNSUBSCRIBE_TOKEN_MESSAGE,
  ME_PATH,
  type NotificationPreferences,
  UNSUBSCRIBE_PATH,
  unsubscribeResponseSchema,
  userResponseSchema,
} from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, putStatus, type TestUser } from '../admin/operations/operations-test-support';
import { call, randomIp } from '../auth/auth-test-support';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server';
import { unsubscribeToken } from '../mail/unsubscribe-links';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createWebBuild } from '../test-support/web-build';

const PUBLIC_URL = 'https://shop.aurora.test';

describe.each(databaseTargets())('one-click unsubscribe on $name', (target) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let admin: TestUser;
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    webBuild = await createWebBuild();
    testApp = await createTestApp(target, {
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      mailRetryDelayMs: 20,
      webDistDir: webBuild.dir,
    });
    admin = await createUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
    await webBuild?.remove();
  });

  const shopper = () => createUser(testApp, { email: `shopper-${randomUUID()}@aurora.test` });

  /** The order of a fresh shopper and its confirmation mail, read from the SMTP server. */
  async function shopperWithOrderMail() {
    const person = await shopper();
    const product = await createProduct(testApp.db);
    const orderId = await placeOrder(testApp, person, [{ product, quantity: 1 }]);
    const mail = await smtp.waitForMail(
      (received) =>
        received.envelopeTo.includes(person.user.email) && received.subject.endsWith('is confirmed'),
    );
    return { person, orderId, mail };
  }

  /** The link List-Unsubscribe names, `<https://…>`. */
  function listUnsubscribeLink(mail: ReceivedMail): string {
    const link = /^<(https:\/\/[^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
    if (!link) throw new Error(`no https List-Unsubscribe in ${mail.subject}`);
    return link;
  }

  /** What a mailbox provider sends when its Unsubscribe button is pressed (RFC 8058). */
  function oneClickPost(link: string, payload = 'List-Unsubscribe=One-Click') {
    const url = new URL(link);
    return testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
      remoteAddress: randomIp(),
    });
  }

  async function preferencesOf(person: TestUser): Promise<NotificationPreferences> {
    const response = await call(testApp.app, 'GET', ME_PATH, { token: person.token });
    return userResponseSchema.parse(response.json()).data.user.preferences;
  }

  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('puts the one-click headers and a visible link to the same address in an order mail', async () => {
    const { person, mail } = await shopperWithOrderMail();

    const link = listUnsubscribeLink(mail);
    expect(link.startsWith(`${PUBLIC_URL}/unsubscribe?token=`)).toBe(true);
    expect(tokenOf(link).startsWith(`${person.user.id}.orderUpdates.`)).toBe(true);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Stop order update emails: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('turns Order updates off on a one-click POST, and the next order update is not mailed', async () => {
    const { person, orderId, mail } = await shopperWithOrderMail();

    const response = await oneClickPost(listUnsubscribeLink(mail));

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You will no longer receive order update emails');
    expect(await preferencesOf(person)).toEqual({
      orderUpdates: false,
      promotions: true,
      newProducts: false,
    });
    expect((await putStatus(testApp, admin, orderId, 'shipped')).statusCode).toBe(200);
    await testApp.app.mail.deliverDue();
    expect(smtp.received.filter((received) => received.envelopeTo.includes(person.user.email))).toHaveLength(
      1,
    );
  });

  it('takes a one-click POST with an empty body, or a multipart one, and a second one harmlessly', async () => {
    const { person, mail } = await shopperWithOrderMail();
    const url = new URL(listUnsubscribeLink(mail));
    const bare = await testApp.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    const boundary = 'aurora-boundary';
    const multipart = await testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });

    expect([bare.statusCode, multipart.statusCode]).toEqual([200, 200]);
    expect((await preferencesOf(person)).orderUpdates).toBe(false);
  });

  it('changes nothing on a GET of the link: that is the page, with its button', async () => {
    const { person, mail } = await shopperWithOrderMail();
    const url = new URL(listUnsubscribeLink(mail));

    const page = await testApp.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'text/html' },
    });
    await testApp.app.inject({
      method: 'HEAD',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'text/html' },
    });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Unsubscribe | Aurora Store</title>');
    expect((await preferencesOf(person)).orderUpdates).toBe(true);
  });

  it('refuses a forged or altered token with 400 and changes nothing', async () => {
    const { person, mail } = await shopperWithOrderMail();
    const other = await shopper();
    const token = tokenOf(listUnsubscribeLink(mail));
    const [, , signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
    const forgeries = [
      `${person.user.id}.orderUpdates.${flipped}`,
      `${other.user.id}.orderUpdates.${signature}`,
      `${person.user.id}.promotions.${signature}`,
      `${person.user.id}.orderUpdates.${signature}x`,
      `${person.user.id}.orderUpdates`,
      unsubscribeToken('not-the-store-secret', person.user.id, 'orderUpdates'),
    ];

    for (const forged of forgeries) {
      const oneClick = await oneClickPost(`${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(forged)}`);
      const api = await call(testApp.app, 'POST', UNSUBSCRIBE_PATH, { body: { token: forged } });
      for (const response of [oneClick, api]) {
        expect(response.statusCode, forged).toBe(400);
        expect(errorEnvelopeSchema.parse(response.json()).message).toBe(INVALID_UNSUBSCRIBE_TOKEN_MESSAGE);
      }
    }
    expect(await preferencesOf(person)).toEqual({ orderUpdates: true, promotions: true, newProducts: false });
    expect((await preferencesOf(other)).orderUpdates).toBe(true);
  });

  it("answers the page's button with the preference it turned off, signed in or not", async () => {
    const person = await shopper();
    const token = unsubscribeToken(testApp.app.jwtSecret, person.user.id, 'promotions');

    const response = await call(testApp.app, 'POST', UNSUBSCRIBE_PATH, { body: { token } });

    expect(response.statusCode).toBe(200);
    const answer = unsubscribeResponseSchema.parse(response.json());
    expect(answer.data).toEqual({ preference: 'promotions' });
    expect(answer.message).toBe('You will no longer receive promotional emails');
    expect(await preferencesOf(person)).toEqual({
      orderUpdates: true,
      promotions: false,
      newProducts: false,
    });
    const missing = await call(testApp.app, 'POST', UNSUBSCRIBE_PATH, { body: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('limits the page’s button per address', async () => {
    const ip = randomIp();
    const token = 'not.a.token';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await call(testApp.app, 'POST', UNSUBSCRIBE_PATH, { body: { token }, ip })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
