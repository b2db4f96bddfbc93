import type { myReviewsResponseSchema } from '../../contract/my-reviews';
import { MY_REVIEWS_PATH } from '../../contract/paths';
import type { AnswerOf, ApiRequest } from '../request';

/** The product ids once each, sorted: the same set of products is one request and one cache entry. */
function productIdSet(productIds: readonly string[]): string[] {
  return [...new Set(productIds)].sort();
}

export function reviewCalls(request: ApiRequest) {
  return {
    /** The signed-in shopper's own reviews of these products (beyond the spec); a product not reviewed is absent. */
    myReviews: (productIds: readonly string[], signal?: AbortSignal) =>
      request<AnswerOf<typeof myReviewsResponseSchema>>('GET', MY_REVIEWS_PATH, {
        query: { productIds: productIdSet(productIds).join(',') },
        signal,
      }),
  };
}

/** SWR keys for the shopper's own reviews. */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** null without products, so SWR does not call at all. */
  mine: (productIds: readonly string[]) =>
    productIds.length === 0 ? null : (['reviews', 'mine', productIdSet(productIds).join(',')] as const),
};
