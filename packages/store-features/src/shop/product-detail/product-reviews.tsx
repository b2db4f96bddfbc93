import type { ProductDetail, PublicUser, Review } from '@aurora-store/api';
import { Button, Spinner } from '@aurora-store/ui';
import { lazy, Suspense } from 'react';
import { ReviewList } from '../reviews/review-list';
import { reviewStanding } from '../reviews/review-standing';
import { useMyReviews } from '../reviews/use-my-reviews';
import { ReviewRefusalNote } from '../reviews/your-review';

// Only a shopper with a delivered order may review, so the form (and the contract's schemas it validates with,
// a fifth of the product page's download) loads when it is shown, not with every product page.
const ReviewForm = lazy(() =>
  import('../reviews/review-form').then((module) => ({ default: module.ReviewForm })),
);

export interface ProductReviewsProps {
  product: ProductDetail;
  user: PublicUser | null;
  /** The server's verdict: signed in, with this product in a delivered order, not yet reviewed. */
  canReview: boolean;
  onReviewSubmitted: () => void;
  /** Sends a signed-out visitor to log in with the spec's message, and back to this product after. */
  onRequireLogin: (message: string) => void;
}

const REVIEW_LOGIN_MESSAGE = 'Please login to submit a review';

/**
 * Customer reviews: the form for a shopper the server lets review (spec section 6: a delivered order), a
 * login prompt for a signed-out visitor (section 5), why not for any other shopper (their review is in, or
 * their order has not arrived), then the reviews, newest first.
 */
export function ProductReviews({
  product,
  user,
  canReview,
  onReviewSubmitted,
  onRequireLogin,
}: ProductReviewsProps) {
  // Only a refused shopper needs their own review looked up: it tells why they were refused.
  const myReviews = useMyReviews([product._id], user !== null && !canReview);
  const standing = reviewStanding(user !== null, canReview, myReviews.reviewOf(product._id));
  const submitted = (review: Review) => {
    myReviews.recordReview(product._id, review);
    onReviewSubmitted();
  };

  return (
    <section aria-labelledby="product-reviews-title" className="flex flex-col gap-6">
      <h2 id="product-reviews-title" className="font-semibold text-2xl text-foreground">
        Customer Reviews
      </h2>
      {standing.kind === 'may-review' && (
        <div className="rounded-card border border-border bg-surface p-5">
          <h3 id="write-review-title" className="mb-4 font-semibold text-foreground text-lg">
            Write a Review
          </h3>
          <Suspense fallback={<Spinner aria-label="Loading the review form" />}>
            <ReviewForm
              productId={product._id}
              aria-labelledby="write-review-title"
              onSubmitted={submitted}
            />
          </Suspense>
        </div>
      )}
      {standing.kind === 'signed-out' && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-5">
          <p className="text-foreground">{REVIEW_LOGIN_MESSAGE}</p>
          <Button variant="secondary" onPress={() => onRequireLogin(REVIEW_LOGIN_MESSAGE)}>
            Login
          </Button>
        </div>
      )}
      {standing.kind === 'reviewed' && <ReviewRefusalNote review={standing.review} />}
      {standing.kind === 'not-delivered' && <ReviewRefusalNote review={null} />}
      <ReviewList
        reviews={product.reviews}
        headingLevel={3}
        invitesReview={standing.kind === 'may-review' || standing.kind === 'signed-out'}
      />
    </section>
  );
}
