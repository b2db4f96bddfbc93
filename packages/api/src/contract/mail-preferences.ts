/*
 * The kinds of mail a person can stop (the account page's email notifications), and what their one-click
 * unsubscribe links say. Free of zod on purpose: the unsubscribe page's first visit needs only these.
 */

/** Every mail that is not about security belongs to one of these; security mails cannot be stopped. */
export const MAIL_PREFERENCES = ['orderUpdates', 'promotions', 'newProducts'] as const;
export type MailPreference = (typeof MAIL_PREFERENCES)[number];

/** The mails a preference stands for, as a sentence names them ('You will no longer receive …'). */
export const MAIL_PREFERENCE_EMAILS: Readonly<Record<MailPreference, string>> = {
  orderUpdates: 'order update emails',
  promotions: 'promotional emails',
  newProducts: 'new product announcements',
};

export function isMailPreference(value: string): value is MailPreference {
  return (MAIL_PREFERENCES as readonly string[]).includes(value);
}

/**
 * The preference an unsubscribe token (`{user id}.{preference}.{signature}`) names, read without checking its
 * signature: enough for the page to ask the right question before anything is sent. Only the server, which
 * holds the key, can tell whether the token is real; undefined for anything not shaped like one.
 */
export function preferenceOfUnsubscribeToken(token: string): MailPreference | undefined {
  const parts = token.split('.');
  const [userId, preference, signature] = parts;
  if (parts.length !== 3 || !userId || !signature || preference === undefined) return undefined;
  return isMailPreference(preference) ? preference : undefined;
}
