import type { coupons } from '../../db/schema';
import { html, mailDocument, mailStyles } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mail-outbox';
import { formatCents } from '../../orders/order-mail-templates';

/*
 * The promotional mail that carries a coupon to one subscriber: the code, what it takes off, until when, the
 * minimum order, a link to the shop, and the way out (an unsubscribe link in the body and List-Unsubscribe
 * headers, so the mailbox's own Unsubscribe button works too).
 */

export type CouponMailTerms = Pick<
  typeof coupons.$inferSelect,
  | 'code'
  | 'description'
  | 'type'
  | 'value'
  | 'minimumAmountCents'
  | 'maximumDiscountCents'
  | 'validFrom'
  | 'validUntil'
>;

export interface CouponMailRecipient {
  email: string;
  firstName: string;
  /** Stops this person's promotional mails (unsubscribe-links.ts). */
  unsubscribe: { link: string; headers: Record<string, string> };
}

/** What the coupon takes off, as the admin list words its value: '15%' or '$10.00'. */
function discountText(terms: Pick<CouponMailTerms, 'type' | 'value'>): string {
  return terms.type === 'fixed' ? formatCents(terms.value) : `${terms.value}%`;
}

/** '15% off your order (up to $50.00)' or '$10.00 off your order'. */
export function couponOfferText(
  terms: Pick<CouponMailTerms, 'type' | 'value' | 'maximumDiscountCents'>,
): string {
  const cap =
    terms.type === 'percentage' && terms.maximumDiscountCents !== null
      ? ` (up to ${formatCents(terms.maximumDiscountCents)})`
      : '';
  return `${discountText(terms)} off your order${cap}`;
}

/** 'Dec 24, 2026, 11:59 PM EST': on the store's clock, with the zone named, so no reader has to guess it. */
export function storeDateTimeText(date: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    date,
  );
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${when} ${zone}`;
}

export interface CouponMailContext {
  publicUrl: string;
  storeTimeZone: string;
  /** When the mail is sent: a coupon that starts later says from when. */
  now: Date;
}

/**
 * The coupon's mail for each subscriber. Everything but the greeting and the unsubscribe link is the same for all
 * of them, so it is worded once per send (date formats are slow to build) and each mail only fills in the person.
 */
export function couponMailer(
  terms: CouponMailTerms,
  { publicUrl, storeTimeZone, now }: CouponMailContext,
): (recipient: CouponMailRecipient) => MailMessage {
  const offer = couponOfferText(terms);
  const subject = `${discountText(terms)} off with code ${terms.code} at Aurora Store`;
  const shopLink = `${publicUrl}/products`;
  const conditions = [
    ...(terms.validFrom > now ? [`Valid from ${storeDateTimeText(terms.validFrom, storeTimeZone)}`] : []),
    `Valid until ${storeDateTimeText(terms.validUntil, storeTimeZone)}`,
    ...(terms.minimumAmountCents > 0
      ? [`On orders of ${formatCents(terms.minimumAmountCents)} or more`]
      : []),
  ];
  const reason =
    'You get this mail because “Promotional emails” is on in your Aurora Store account settings.';
  const textOffer = [
    ...(terms.description ? [terms.description, ''] : []),
    `Use the code ${terms.code} at checkout for ${offer}.`,
    ...conditions,
    '',
    `Shop now: ${shopLink}`,
    '',
    reason,
  ].join('\n');
  const htmlOffer = html`<p style="${mailStyles.paragraph}">Use the code <strong style="font-family:monospace;font-size:18px">${terms.code}</strong> at checkout.</p>
<ul style="${mailStyles.paragraph}">${conditions.map((condition) => html`<li>${condition}</li>`)}</ul>
<p style="${mailStyles.paragraph}"><a href="${shopLink}" style="${mailStyles.button}">Shop now</a></p>`;
  const description = terms.description ? html` ${terms.description}` : '';

  return (recipient) => {
    const text = [
      `Hello ${recipient.firstName},`,
      '',
      textOffer,
      `Stop promotional emails: ${recipient.unsubscribe.link}`,
    ].join('\n');
    const content = html`<h1 style="${mailStyles.heading}">${offer}</h1>
<p style="${mailStyles.paragraph}">Hello ${recipient.firstName},${description}</p>
${htmlOffer}
<p style="${mailStyles.footer}">${reason} <a href="${recipient.unsubscribe.link}" style="${mailStyles.link}">Stop promotional emails</a></p>`;
    return {
      to: recipient.email,
      subject,
      text,
      html: mailDocument(subject, content),
      headers: recipient.unsubscribe.headers,
    };
  };
}
