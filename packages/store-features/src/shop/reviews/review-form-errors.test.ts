import { REVIEW_COMMENT_MAX_LENGTH } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { hasReviewFormErrors, reviewFormErrors } from './review-form-errors';

describe('reviewFormErrors', () => {
  it('accepts a rating from 1 to 5 with a comment', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewFormErrors({ rating, comment: 'Lovely kettle.' })).toEqual({});
    }
  });

  it('requires a comment', () => {
    expect(reviewFormErrors({ rating: 5, comment: '' })).toEqual({ comment: 'Comment is required' });
  });

  it('counts a comment of spaces only as empty', () => {
    expect(reviewFormErrors({ rating: 5, comment: '   \n ' })).toEqual({ comment: 'Comment is required' });
  });

  it('refuses a comment over the contract limit', () => {
    const comment = 'a'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1);
    expect(reviewFormErrors({ rating: 5, comment })).toEqual({
      comment: `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`,
    });
    expect(reviewFormErrors({ rating: 5, comment: 'a'.repeat(REVIEW_COMMENT_MAX_LENGTH) })).toEqual({});
  });

  it('refuses a rating outside 1-5 or not whole', () => {
    const message = 'Rating must be a whole number from 1 to 5';
    expect(reviewFormErrors({ rating: 0, comment: 'Fine.' })).toEqual({ rating: message });
    expect(reviewFormErrors({ rating: 6, comment: 'Fine.' })).toEqual({ rating: message });
    expect(reviewFormErrors({ rating: 3.5, comment: 'Fine.' })).toEqual({ rating: message });
  });

  it('reports both fields at once', () => {
    expect(reviewFormErrors({ rating: 0, comment: '' })).toEqual({
      rating: 'Rating must be a whole number from 1 to 5',
      comment: 'Comment is required',
    });
  });
});

describe('hasReviewFormErrors', () => {
  it('is true only when a field has a message', () => {
    expect(hasReviewFormErrors({})).toBe(false);
    expect(hasReviewFormErrors({ comment: 'Comment is required' })).toBe(true);
  });
});
