import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { signingKey, signToken, verifyToken } from './tokens';

const key = signingKey('a-test-secret-of-at-least-32-characters!');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token as another server (or this one before its clock stepped back) signed it `skew` seconds ahead. */
function signedAhead(skew: number) {
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('3f0c1d9e-8d7a-4a4f-9a43-0d1c2b3a4e5f')
    .setIssuedAt(nowSeconds() + skew)
    .setExpirationTime(nowSeconds() + skew + 3600)
    .sign(key);
}

describe('verifyToken and clocks that disagree', () => {
  it('accepts a token whose issue time is a few seconds ahead of this clock', async () => {
    expect(await verifyToken(key, await signedAhead(5))).toEqual({
      userId: '3f0c1d9e-8d7a-4a4f-9a43-0d1c2b3a4e5f',
      version: 0,
    });
  });

  it('refuses a token issued minutes in the future', async () => {
    expect(await verifyToken(key, await signedAhead(300))).toBeNull();
  });
});

describe('signToken', () => {
  it('signs a token that verifies even when a second ticks over while it is signed', async () => {
    // A clock that moves a whole second at every reading, as a loaded machine's can between two readings.
    const RealDate = Date;
    const start = RealDate.now();
    let readings = 0;
    const nextReading = () => {
      readings += 1;
      return start + readings * 1000;
    };
    class SteppingDate extends RealDate {
      constructor(...args: unknown[]) {
        super(args.length === 0 ? nextReading() : (args[0] as number));
      }
      static override now() {
        return nextReading();
      }
    }
    vi.stubGlobal('Date', SteppingDate);
    let token: string;
    try {
      token = await signToken(key, { userId: '3f0c1d9e-8d7a-4a4f-9a43-0d1c2b3a4e5f', version: 2 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(await verifyToken(key, token)).toEqual({
      userId: '3f0c1d9e-8d7a-4a4f-9a43-0d1c2b3a4e5f',
      version: 2,
    });
  });
});
