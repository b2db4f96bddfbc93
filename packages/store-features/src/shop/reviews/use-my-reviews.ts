import { type MyReview, type MyReviewsResponse, type Review, reviewKeys } from '@aurora-store/api';
import useSWR, { useSWRConfig } from 'swr';
import { useApiClient } from '../../common/api-client';

export interface MyReviews {
  /** The shopper's review of the product; null when they have none, undefined while that is not known. */
  reviewOf: (productId: string) => MyReview | null | undefined;
  /** The reviews could not be loaded: the server still refuses a second review, with its own message. */
  hasFailed: boolean;
  /** Keeps a review the server just saved, so the screen shows it without asking again. */
  recordReview: (productId: string, review: Review) => void;
}

/**
 * The signed-in shopper's own reviews of some products (the product page's reviews do not say whose they
 * are). `shouldAsk` false asks nothing, yet a review recorded meanwhile is there once it is true.
 */
export function useMyReviews(productIds: readonly string[], shouldAsk = true): MyReviews {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const key = reviewKeys.mine(productIds);
  const { data, error } = useSWR(shouldAsk ? key : null, () => client.myReviews(productIds));
  const reviews = data?.data.reviews;

  return {
    reviewOf: (productId) =>
      reviews ? (reviews.find((review) => review.product === productId) ?? null) : undefined,
    hasFailed: error !== undefined && data === undefined,
    recordReview: (productId, review) => {
      const mine: MyReview = {
        _id: review._id,
        product: productId,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt,
      };
      const withReview = (current: MyReviewsResponse | undefined): MyReviewsResponse => ({
        success: true,
        data: {
          reviews: [...(current?.data.reviews ?? []).filter((entry) => entry.product !== productId), mine],
        },
      });
      // What the server would answer now, so no second request is needed.
      if (key) void mutate(key, withReview, { revalidate: false });
    },
  };
}
