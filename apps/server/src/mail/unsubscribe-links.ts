import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailPreference, type MailPreference, UNSUBSCRIBE_PAGE_PATH } from '@aurora-store/api/contract';

/** A mail preference a person can stop with one click: every kind of mail that is not about security. */
export type { MailPreference } from '@aurora-store/api/contract';
/** The web app's page that a mail's unsubscribe link opens; one-click POSTs (RFC 8058) go to the same address. */
export { UNSUBSCRIBE_PAGE_PATH } from '@aurora-store/api/contract';

/**
 * The signature of one person's one preference. Keyed by the store's JWT secret through its own label, so an
 * unsubscribe token is never a valid session token and a session token never stops a mail.
 */
function signature(secret: string, userId: string, preference: MailPreference): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${preference}`).digest();
}

/** `{user id}.{preference}.{HMAC}`: nothing in it can be guessed, and it needs no expiry (it only stops mail). */
export function unsubscribeToken(secret: string, userId: string, preference: MailPreference): string {
  return `${userId}.${preference}.${signature(secret, userId, preference).toString('base64url')}`;
}

/** Whose preference a token stops, or undefined for anything this store did not sign. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; preference: MailPreference } | undefined {
  const [userId = '', preference = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !isMailPreference(preference)) return undefined;
  // Compared as written, not as decoded: base64url decoding forgives stray and altered padding bits, and a
  // token should be exactly the one this store sent.
  const given = Buffer.from(mac);
  const expected = Buffer.from(signature(secret, userId, preference).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, preference }
    : undefined;
}

/**
 * What a mail people can stop carries: the link for its body, and the header fields with which mailbox
 * providers show their own Unsubscribe button and POST to the same link (RFC 8058 one-click).
 */
export interface UnsubscribeLinks {
  link: string;
  headers: Record<string, string>;
}

export function unsubscribeLinks(
  publicUrl: string,
  secret: string,
  userId: string,
  preference: MailPreference,
): UnsubscribeLinks {
  const link = `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(unsubscribeToken(secret, userId, preference))}`;
  return {
    link,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
