import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Bearer <token>`; the scheme's name is case-insensitive (RFC 7235). */
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Whether an Authorization header carries exactly `token`. Both sides are compared as SHA-256 digests: equal
 * lengths, as timingSafeEqual needs, and the time taken tells nothing about how much of a guess was right.
 */
export function bearerTokenCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const offered = BEARER.exec(authorization ?? '')?.[1];
    return offered !== undefined && timingSafeEqual(digest(offered), expected);
  };
}
