import type { Review } from '@aurora-store/api';

/** How a review is signed: first name and last initial ('Ethan K.'), to keep a shopper's surname private. */
export function reviewAuthorName(user: Review['user']): string {
  const first = user.firstName.trim();
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  if (!initial) return first;
  return first ? `${first} ${initial}.` : `${initial}.`;
}

const reviewDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A review's date as 'Oct 26, 2026', in UTC so every shopper (and every screenshot) reads the same day. */
export function formatReviewDate(isoDate: string): string {
  return reviewDateFormat.format(new Date(isoDate));
}
