import { type ReviewBody, reviewBodySchema } from '@aurora-store/api';

export type ReviewFormErrors = Partial<Record<keyof ReviewBody, string>>;

/**
 * What is wrong with a review before it is sent (spec section 5, Reviews: comment required, rating 1-5), in
 * the server's own words: the contract's schema is the one rule both ends apply. Empty when it may be sent.
 */
export function reviewFormErrors(values: { rating: number; comment: string }): ReviewFormErrors {
  const result = reviewBodySchema.safeParse(values);
  if (result.success) return {};
  const errors: ReviewFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'rating' || field === 'comment') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

export function hasReviewFormErrors(errors: ReviewFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
