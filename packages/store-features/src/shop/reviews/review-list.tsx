import type { Review } from '@aurora-store/api';
import { EmptyState } from '@aurora-store/ui';
import { reviewAuthorName } from './review-author';
import { ReviewStarsAndDate } from './review-stars-and-date';

export interface ReviewListProps {
  reviews: readonly Review[];
  /** The empty state's heading level, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Whether the empty state invites the reader to write the first review; not someone who may not. @default true */
  invitesReview?: boolean;
}

/** A product's reviews, newest first as the server sends them: stars, comment, who wrote it and when. */
export function ReviewList({ reviews, headingLevel = 3, invitesReview = true }: ReviewListProps) {
  if (reviews.length === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title="No reviews yet"
        description={invitesReview ? 'Be the first to share what you think of this product.' : undefined}
        className="py-8"
      />
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border">
      {reviews.map((review) => (
        <li key={review._id}>
          <article
            className="flex flex-col gap-2 py-4"
            aria-label={`Review by ${reviewAuthorName(review.user)}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <ReviewStarsAndDate rating={review.rating} createdAt={review.createdAt} />
            </div>
            <p className="whitespace-pre-line break-words text-foreground">{review.comment}</p>
            <p className="font-medium text-muted text-sm">{reviewAuthorName(review.user)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
