import type { MyReview } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { reviewStanding } from './review-standing';

const review: MyReview = {
  _id: 'r1',
  product: 'p1',
  rating: 4,
  comment: 'Pours evenly',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('reviewStanding', () => {
  it('asks a signed-out visitor to sign in, whatever else is known', () => {
    expect(reviewStanding(false, false, undefined)).toEqual({ kind: 'signed-out' });
  });

  it('offers the form when the server allows a review', () => {
    expect(reviewStanding(true, true, null)).toEqual({ kind: 'may-review' });
  });

  it("tells the two refusals apart by the shopper's own review", () => {
    expect(reviewStanding(true, false, review)).toEqual({ kind: 'reviewed', review });
    expect(reviewStanding(true, false, null)).toEqual({ kind: 'not-delivered' });
  });

  it("says nothing while the shopper's review is still being looked up", () => {
    expect(reviewStanding(true, false, undefined)).toEqual({ kind: 'checking' });
  });
});
