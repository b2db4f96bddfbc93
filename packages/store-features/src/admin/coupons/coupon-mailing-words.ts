import { type CouponMailing, subscribersText } from '@aurora-store/api';
import { formatCouponDateTime } from './coupon-display';

/*
 * What the 'Email to subscribers' confirmation says (issue 40). Pure, so the wording is tested beside it and
 * the dialog only chooses which sentence fits its state.
 */

/** The question once the count is known ('Email SPRING10 to 42 subscribers?'); before, and with nobody, a title. */
export function couponMailingTitle(code: string, recipients: number | undefined): string {
  return recipients === undefined || recipients === 0
    ? `Email ${code} to subscribers`
    : `Email ${code} to ${subscribersText(recipients)}?`;
}

/** 'It last went out on Nov 20, 2026, 9:30 AM to 40 subscribers.', on the admin's clock; null if never. */
export function lastSentText(
  mailing: Pick<CouponMailing, 'lastEmailedAt' | 'lastEmailedCount'>,
  timeZone: string,
): string | null {
  if (mailing.lastEmailedAt === null) return null;
  const when = formatCouponDateTime(mailing.lastEmailedAt, timeZone);
  const count = mailing.lastEmailedCount ?? 0;
  return `It last went out on ${when} to ${subscribersText(count)}.`;
}

export const MAILING_EXPLAINED =
  'Each shopper who chose Promotional emails gets the code, its discount and when it ends, with a link to stop these mails.';
export const NOBODY_SUBSCRIBED =
  'No subscriber has opted in to promotional emails yet, so there is nobody to send it to.';
export const COUNTING_SUBSCRIBERS = 'Counting subscribers...';
export const COUNT_SUBSCRIBERS_FAILED_MESSAGE = 'Failed to count subscribers';
export const EMAIL_COUPON_FAILED_MESSAGE = 'Failed to email coupon';
