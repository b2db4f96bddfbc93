import type { MyReview } from '@aurora-store/api';
import { StarRating } from '@aurora-store/ui';
import { useId } from 'react';
import { ReviewStarsAndDate } from './review-stars-and-date';

/** In place of 'Write Review' on an order's line the shopper has reviewed: that they did, and their stars. */
export function ReviewedMark({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-muted">Reviewed</span>
      <StarRating value={rating} size="sm" />
    </p>
  );
}

const noteClass = 'flex flex-col gap-2 rounded-card border border-border bg-surface p-5';

/** The product page to a signed-in shopper who may not review it: why, instead of a form they cannot use. */
export function ReviewRefusalNote({ review }: { review: MyReview | null }) {
  const titleId = useId();
  if (!review) {
    return <p className={noteClass}>You can review this product once an order with it has been delivered.</p>;
  }
  return (
    <section aria-labelledby={titleId} className={noteClass}>
      <h3 id={titleId} className="font-semibold text-foreground">
        You have reviewed this product
      </h3>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStarsAndDate rating={review.rating} createdAt={review.createdAt} />
      </div>
    </section>
  );
}
