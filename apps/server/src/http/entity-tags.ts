import { createHash } from 'node:crypto';

/**
 * A validator for an answer, from its bytes. Weak (`W/`): the same answer travels as Brotli, gzip or plain
 * text, and a strong tag would have to differ between those encodings.
 */
export function weakEntityTag(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * Whether a request's If-None-Match names this tag, compared weakly as RFC 9110 asks for If-None-Match (the
 * `W/` prefix does not count), or is `*`. Then the browser's copy is current and a 304 saves sending it again.
 */
export function isNoneMatchSatisfied(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (candidate: string) => candidate.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}
