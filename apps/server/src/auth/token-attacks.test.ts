import { ME_PATH } from '@aurora-store/api/contract';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { call } from './auth-test-support';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe.each(databaseTargets())('bearer tokens on $name', (target) => {
  let testApp: TestApp;
  let shopper: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    shopper = await createUser(testApp);
    other = await createUser(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function meStatus(token: string) {
    const response = await call(testApp.app, 'GET', ME_PATH, { token });
    if (response.statusCode === 401) {
      expect(response.json()).toEqual({ success: false, message: 'Not authorized, please log in' });
    }
    return response.statusCode;
  }

  /** A token our key signs, with claims of the test's choosing. */
  function signed(claims: { sub?: string; ver?: unknown }, exp: number | string = '1h') {
    return new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub ?? shopper.user.id)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(testApp.app.jwtKey);
  }

  it('accepts the token the server signed', async () => {
    expect(await meStatus(shopper.token)).toBe(200);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const header = base64url({ alg: 'none', typ: 'JWT' });
    const payload = base64url({ sub: shopper.user.id, ver: 0, iat: nowSeconds(), exp: nowSeconds() + 3600 });

    expect(await meStatus(`${header}.${payload}.`)).toBe(401);
  });

  it('refuses a token whose payload was edited to name another user', async () => {
    const [header, , signature] = shopper.token.split('.');
    const payload = base64url({ sub: other.user.id, ver: 0, iat: nowSeconds(), exp: nowSeconds() + 3600 });

    expect(await meStatus(`${header}.${payload}.${signature}`)).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(shopper.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-of-at-least-32-characters'));

    expect(await meStatus(forged)).toBe(401);
  });

  it('refuses an expired token', async () => {
    expect(await meStatus(await signed({ ver: 0 }, nowSeconds() - 60))).toBe(401);
  });

  it('refuses a token without an expiry, or without an issue time', async () => {
    const endless = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(shopper.user.id)
      .setIssuedAt()
      .sign(testApp.app.jwtKey);
    const undated = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(shopper.user.id)
      .setExpirationTime('1h')
      .sign(testApp.app.jwtKey);

    expect(await meStatus(endless)).toBe(401);
    expect(await meStatus(undated)).toBe(401);
  });

  it('refuses a token that would outlive a session (7 days), or issued longer ago', async () => {
    expect(await meStatus(await signed({ ver: 0 }, nowSeconds() + 10 * 365 * 24 * 60 * 60))).toBe(401);
    expect(await meStatus(await signed({ ver: 0 }, '8d'))).toBe(401);
    expect(await meStatus(await signed({ ver: 0 }, '7d'))).toBe(200);
    const longAgo = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(shopper.user.id)
      .setIssuedAt(nowSeconds() - 8 * 24 * 60 * 60)
      .setExpirationTime('1h')
      .sign(testApp.app.jwtKey);
    expect(await meStatus(longAgo)).toBe(401);
  });

  it('refuses a token signed with RS256, even by a valid key pair', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(shopper.user.id)
      .setExpirationTime('1h')
      .sign(privateKey);

    expect(await meStatus(rs256)).toBe(401);
  });

  it('refuses HS512 with the server’s own secret: only HS256 is allowed', async () => {
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(shopper.user.id)
      .setExpirationTime('1h')
      .sign(testApp.app.jwtKey);

    expect(await meStatus(hs512)).toBe(401);
  });

  it('refuses tokens without a version, or naming no real user', async () => {
    expect(await meStatus(await signed({ ver: undefined }))).toBe(401);
    expect(await meStatus(await signed({ sub: '00000000-0000-4000-8000-000000000000', ver: 0 }))).toBe(401);
    expect(await meStatus(await signed({ sub: 'not-a-uuid', ver: 0 }))).toBe(401);
  });

  it('refuses malformed tokens and other schemes', async () => {
    expect(await meStatus('not.a.token')).toBe(401);
    const basic = await testApp.app.inject({
      method: 'GET',
      url: ME_PATH,
      headers: { authorization: `Basic ${shopper.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });
});
