import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/** A session lasts 7 days from sign-in. */
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/**
 * How far the clock may have moved between signing and checking: a fresh machine's clock steps when it first
 * syncs, and servers behind one load balancer disagree by a second or two. Without it a token signed a moment
 * ago reads as issued in the future and the shopper is signed out.
 */
const CLOCK_TOLERANCE_SECONDS = 30;

export interface TokenClaims {
  /** The user's id. */
  userId: string;
  /** The user's token version when it was signed; raising the version ends the token. */
  version: number;
}

export function signingKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(key: Uint8Array, claims: TokenClaims): Promise<string> {
  // One reading of the clock for both times: jose reads it again for a relative expiry, and a token signed as
  // a second ticked over lived one second longer than a session, which verifyToken refuses (a sign-in whose
  // every call then answered 401).
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

/**
 * The claims of a token signed with our key by HS256, issued within a session's lifetime and not expired; null
 * for anything else (another algorithm such as `none`, an edited payload, a wrong signature, an expired or
 * malformed token, one without an expiry or issue time, or one that would outlive a session: a key that leaked
 * must not mint tokens that never end).
 */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: TOKEN_LIFETIME_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    const { exp = 0, iat = 0 } = payload;
    if (exp - iat > TOKEN_LIFETIME_SECONDS) return null;
    return { userId: payload.sub, version: payload.ver };
  } catch {
    return null;
  }
}
