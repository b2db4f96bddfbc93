import { LOGIN_PATH, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { LOGIN_FAILURES_PER_IP } from './auth-limits';
import { call, randomIp, uniqueEmail } from './auth-test-support';

/** The load balancer in front of the store, as `TRUST_PROXY` names it. */
const BALANCER = '10.255.0.1';

/*
 * Issue 16, item 11: behind a load balancer every request comes from the balancer's address. With TRUST_PROXY
 * naming it, the limits per address count the client the balancer names in X-Forwarded-For; without it (the
 * default) that header is anyone's to write and is ignored.
 */
describe.each(databaseTargets())('the client’s address behind a proxy on $name', (target) => {
  let direct: TestApp;
  let behindBalancer: TestApp;

  beforeAll(async () => {
    [direct, behindBalancer] = await Promise.all([
      createTestApp(target),
      createTestApp(target, { trustProxy: [BALANCER] }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([direct?.close(), behindBalancer?.close()]);
  });

  /** One failed login (an unknown email), from `ip`, carrying the X-Forwarded-For given. */
  function failLogin(testApp: TestApp, ip: string, forwardedFor: string) {
    return call(testApp.app, 'POST', LOGIN_PATH, {
      body: { email: uniqueEmail('guess'), password: 'a wrong guess' },
      ip,
      forwardedFor,
    });
  }

  async function useUpLoginFailures(testApp: TestApp, ip: string, forwardedFor: () => string) {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_IP.points; attempt++) {
      expect((await failLogin(testApp, ip, forwardedFor())).statusCode).toBe(401);
    }
  }

  it('counts each client behind the trusted balancer on its own', async () => {
    const client = randomIp();
    await useUpLoginFailures(behindBalancer, BALANCER, () => client);

    const refused = await failLogin(behindBalancer, BALANCER, client);
    const neighbour = await failLogin(behindBalancer, BALANCER, randomIp());

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE });
    expect(neighbour.statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For by default, so a forged one does not get round the limit', async () => {
    const sender = randomIp();
    await useUpLoginFailures(direct, sender, randomIp);

    expect((await failLogin(direct, sender, randomIp())).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from an address that is not the trusted balancer', async () => {
    const sender = randomIp();
    await useUpLoginFailures(behindBalancer, sender, randomIp);

    expect((await failLogin(behindBalancer, sender, randomIp())).statusCode).toBe(429);
  });
});
