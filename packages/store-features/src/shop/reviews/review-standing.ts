import type { MyReview } from '@aurora-store/api';

/** Where a visitor stands with reviewing a product, which decides what the product page offers them. */
export type ReviewStanding =
  | { kind: 'signed-out' }
  | { kind: 'may-review' }
  /** Signed in and not allowed, while their own review is still being looked up. */
  | { kind: 'checking' }
  | { kind: 'reviewed'; review: MyReview }
  /** Signed in, allowed no review and with none of their own: no delivered order holds the product yet. */
  | { kind: 'not-delivered' };

/**
 * The server allows a review once per shopper, for a product in one of their delivered orders (`canReview`).
 * When it refuses, the shopper's own review tells the two reasons apart: with one they have reviewed it,
 * without one their order has not arrived.
 */
export function reviewStanding(
  isSignedIn: boolean,
  canReview: boolean,
  myReview: MyReview | null | undefined,
): ReviewStanding {
  if (!isSignedIn) return { kind: 'signed-out' };
  if (canReview) return { kind: 'may-review' };
  if (myReview === undefined) return { kind: 'checking' };
  return myReview ? { kind: 'reviewed', review: myReview } : { kind: 'not-delivered' };
}
