import { StarRating } from '@aurora-store/ui';
import { formatReviewDate } from './review-author';

/** A review's stars and the day it was written, laid out by the row they sit in. */
export function ReviewStarsAndDate({ rating, createdAt }: { rating: number; createdAt: string }) {
  return (
    <>
      <StarRating value={rating} size="sm" />
      <time dateTime={createdAt} className="text-muted text-sm">
        {formatReviewDate(createdAt)}
      </time>
    </>
  );
}
