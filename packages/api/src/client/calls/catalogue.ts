import {
  FEATURED_PRODUCTS_PATH,
  featuredProductsResponseSchema,
  PRODUCTS_PATH,
  type ProductListQuery,
  productDetailResponseSchema,
  productListResponseSchema,
  productPath,
  productReviewsPath,
  type ReviewBody,
  reviewResponseSchema,
  SEARCH_SUGGESTIONS_MIN_CHARS,
  SEARCH_SUGGESTIONS_PATH,
  searchSuggestionsResponseSchema,
} from '../../contract';
import type { ApiRequest } from '../request';

export function catalogueCalls(request: ApiRequest) {
  return {
    /** `GET /api/products`: a page of the catalogue with its filters. */
    listProducts: (query: ProductListQuery = {}, signal?: AbortSignal) =>
      request('GET', PRODUCTS_PATH, { answer: productListResponseSchema, query, signal }),
    getFeaturedProducts: (signal?: AbortSignal) =>
      request('GET', FEATURED_PRODUCTS_PATH, { answer: featuredProductsResponseSchema, signal }),
    getSearchSuggestions: (q: string, signal?: AbortSignal) =>
      request('GET', SEARCH_SUGGESTIONS_PATH, {
        answer: searchSuggestionsResponseSchema,
        query: { q },
        signal,
      }),
    /** The product page: the product with its reviews, related products and whether the caller may review it. */
    getProduct: (id: string, signal?: AbortSignal) =>
      request('GET', productPath(id), { answer: productDetailResponseSchema, signal }),
    addReview: (productId: string, body: ReviewBody) =>
      request('POST', productReviewsPath(productId), { answer: reviewResponseSchema, body }),
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
