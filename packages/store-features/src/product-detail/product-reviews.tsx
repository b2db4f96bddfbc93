import type { ProductDetail, PublicUser } from '@aurora-store/api';
import { Button, Spinner } from '@aurora-store/ui';
import { lazy, Suspense } from 'react';
import { ReviewList } from '../reviews/review-list';

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
 * login prompt for a signed-out visitor (section 5), then the reviews, newest first.
 */
export function ProductReviews({
  product,
  user,
  canReview,
  onReviewSubmitted,
  onRequireLogin,
}: ProductReviewsProps) {
  return (
    <section aria-labelledby="product-reviews-title" className="flex flex-col gap-6">
      <h2 id="product-reviews-title" className="font-semibold text-2xl text-foreground">
        Customer Reviews
      </h2>
      {canReview && (
        <div className="rounded-card border border-border bg-surface p-5">
          <h3 id="write-review-title" className="mb-4 font-semibold text-foreground text-lg">
            Write a Review
          </h3>
          <Suspense fallback={<Spinner aria-label="Loading the review form" />}>
            <ReviewForm
              productId={product._id}
              aria-labelledby="write-review-title"
              onSubmitted={onReviewSubmitted}
            />
          </Suspense>
        </div>
      )}
      {!user && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-5">
          <p className="text-foreground">{REVIEW_LOGIN_MESSAGE}</p>
          <Button variant="secondary" onPress={() => onRequireLogin(REVIEW_LOGIN_MESSAGE)}>
            Login
          </Button>
        </div>
      )}
      <ReviewList reviews={product.reviews} headingLevel={3} />
    </section>
  );
}
