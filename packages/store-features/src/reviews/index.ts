export { formatReviewDate, reviewAuthorName } from './review-author';
export { ReviewForm, type ReviewFormProps } from './review-form';
export { hasReviewFormErrors, type ReviewFormErrors, reviewFormErrors } from './review-form-errors';
export { ReviewList, type ReviewListProps } from './review-list';
