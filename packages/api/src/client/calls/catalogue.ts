import type {
  featuredProductsResponseSchema,
  ProductListQuery,
  productDetailResponseSchema,
  productListResponseSchema,
  ReviewBody,
  reviewResponseSchema,
  searchSuggestionsResponseSchema,
} from '../../contract/catalogue';
import { SEARCH_SUGGESTIONS_MIN_CHARS } from '../../contract/constants';
import {
  FEATURED_PRODUCTS_PATH,
  PRODUCTS_PATH,
  productPath,
  productReviewsPath,
  SEARCH_SUGGESTIONS_PATH,
} from '../../contract/paths';
import type { AnswerOf, ApiRequest } from '../request';

export function catalogueCalls(request: ApiRequest) {
  return {
    /** `GET /api/products`: a page of the catalogue with its filters. */
    listProducts: (query: ProductListQuery = {}, signal?: AbortSignal) =>
      request<AnswerOf<typeof productListResponseSchema>>('GET', PRODUCTS_PATH, { query, signal }),
    getFeaturedProducts: (signal?: AbortSignal) =>
      request<AnswerOf<typeof featuredProductsResponseSchema>>('GET', FEATURED_PRODUCTS_PATH, { signal }),
    getSearchSuggestions: (q: string, signal?: AbortSignal) =>
      request<AnswerOf<typeof searchSuggestionsResponseSchema>>('GET', SEARCH_SUGGESTIONS_PATH, {
        query: { q },
        signal,
      }),
    /** The product page: the product with its reviews, related products and whether the caller may review it. */
    getProduct: (id: string, signal?: AbortSignal) =>
      request<AnswerOf<typeof productDetailResponseSchema>>('GET', productPath(id), { signal }),
    addReview: (productId: string, body: ReviewBody) =>
      request<AnswerOf<typeof reviewResponseSchema>>('POST', productReviewsPath(productId), { body }),
  };
}

/**
 * SWR keys for the catalogue's reads: stable arrays, equal whenever the request is the same. Everything starts
 * with 'catalogue', so `mutate((key) => Array.isArray(key) && key[0] === 'catalogue')` refreshes it all.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (query: ProductListQuery = {}) => ['catalogue', 'list', normalizedListQuery(query)] as const,
  featured: () => ['catalogue', 'featured'] as const,
  /** null while the text is too short to ask for suggestions, so SWR does not call at all. */
  suggestions: (q: string) => {
    const text = q.trim();
    return text.length < SEARCH_SUGGESTIONS_MIN_CHARS ? null : (['catalogue', 'suggestions', text] as const);
  },
  /** The answer depends on who asks (canReview), so the viewer is part of the key. */
  detail: (id: string, viewerId: string | null = null) => ['catalogue', 'detail', id, viewerId] as const,
};

/** Leaves out what the server treats as absent, so `{}` and `{ search: '' }` share one cache entry. */
function normalizedListQuery(query: ProductListQuery): ProductListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}
