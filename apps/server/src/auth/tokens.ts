import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const TOKEN_LIFETIME = '7d';

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
  return new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(key);
}

/**
 * The claims of a token signed with our key by HS256 and not expired; null for anything else (another
 * algorithm such as `none`, an edited payload, a wrong signature, an expired or malformed token).
 */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, version: payload.ver };
  } catch {
    return null;
  }
}
