import { isApiError, REVIEW_RATING_MAX, type Review } from '@aurora-store/api';
import { Button, StarRatingInput, TextAreaField } from '@aurora-store/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { hasReviewFormErrors, type ReviewFormErrors, reviewFormErrors } from './review-form-errors';

/** Spec section 2, Product page: the rating starts at 5 stars. */
const DEFAULT_RATING = REVIEW_RATING_MAX;

export interface ReviewFormProps {
  productId: string;
  /** The review the server saved, once it has. */
  onSubmitted?: (review: Review) => void;
  /** Shows a Cancel button that empties the form (5 stars, no text) and then calls this. */
  onCancel?: () => void;
  /** Names the form for assistive technology, e.g. the id of the heading above it. */
  'aria-labelledby'?: string;
}

/**
 * Writes a review: 1-5 stars (5 by default) and a required comment, posted to the product. A signed-in
 * shopper with a delivered order reaches it; the product page and the order detail decide when to show it.
 */
export function ReviewForm({ productId, onSubmitted, onCancel, ...labelling }: ReviewFormProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const reset = () => {
    setRating(DEFAULT_RATING);
    setComment('');
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = reviewFormErrors({ rating, comment });
    setErrors(found);
    if (hasReviewFormErrors(found)) return;
    setSubmitting(true);
    try {
      const answer = await client.addReview(productId, { rating, comment: comment.trim() });
      toasts.success('Review submitted successfully');
      reset();
      onSubmitted?.(answer.data.review);
    } catch (error) {
      toasts.error(failureMessage(error, 'Failed to submit review'));
      if (isApiError(error)) setErrors(fieldErrorsOfReview(error.fieldErrors()));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form {...labelling} onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-5">
      <StarRatingInput
        name="rating"
        label="Your rating"
        value={rating}
        onChange={(next) => {
          setRating(next);
          setErrors(({ rating: _cleared, ...rest }) => rest);
        }}
        isRequired
        isInvalid={errors.rating !== undefined}
        errorMessage={errors.rating}
        isDisabled={isSubmitting}
      />
      <TextAreaField
        name="comment"
        label="Your review"
        placeholder="What did you think of it?"
        value={comment}
        onChange={(next) => {
          setComment(next);
          setErrors(({ comment: _cleared, ...rest }) => rest);
        }}
        isRequired
        isInvalid={errors.comment !== undefined}
        errorMessage={errors.comment}
        isDisabled={isSubmitting}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Review'}
        </Button>
        {onCancel && (
          <Button
            variant="ghost"
            isDisabled={isSubmitting}
            onPress={() => {
              reset();
              onCancel();
            }}
          >
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}

/** The server's field errors that belong to this form's two fields. */
function fieldErrorsOfReview(fieldErrors: Record<string, string>): ReviewFormErrors {
  const { rating, comment } = fieldErrors;
  return { ...(rating ? { rating } : {}), ...(comment ? { comment } : {}) };
}
