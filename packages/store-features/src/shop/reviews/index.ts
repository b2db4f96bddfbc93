export { formatReviewDate, reviewAuthorName } from './review-author';
export { ReviewForm, type ReviewFormProps } from './review-form';
export { hasReviewFormErrors, type ReviewFormErrors, reviewFormErrors } from './review-form-errors';
export { ReviewList, type ReviewListProps } from './review-list';
export { type ReviewStanding, reviewStanding } from './review-standing';
export { type MyReviews, useMyReviews } from './use-my-reviews';
export { ReviewedMark, ReviewRefusalNote } from './your-review';
