import { z } from 'zod';
import { dollarsSchema, isoDateSchema, pageQuerySchema, paginationSchema, trimmed } from './common';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  FEATURED_PRODUCTS_MAX,
  PRODUCT_SORTS,
  RELATED_PRODUCTS_MAX,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_TEXT_MAX_LENGTH,
} from './constants';
import { successEnvelopeSchema } from './envelope';
import { productSchema } from './product';

/**
 * A price bound in dollars, as the catalogue's price filter sends it. The bands partition the catalogue:
 * `minPrice` is inclusive and `maxPrice` exclusive, so Under $50 is price < 50, $50-$200 is 50 <= price < 200
 * and Over $200 is price >= 200; every product is in exactly one band.
 */
const priceBoundSchema = z.coerce.number<number>().nonnegative().max(10_000_000).optional();

/**
 * `GET /api/products`. Without `sort`, a search is ordered by relevance and the catalogue by newest; `sort`
 * always wins. A `limit` over CATALOGUE_MAX_PAGE_SIZE is refused (400), not clamped, so a client never gets
 * fewer products than it believes it asked for.
 */
export const productListQuerySchema = z
  .object({
    page: pageQuerySchema,
    limit: z.coerce
      .number<number>()
      .int()
      .min(1)
      .max(CATALOGUE_MAX_PAGE_SIZE, `At most ${CATALOGUE_MAX_PAGE_SIZE} products per page`)
      .default(CATALOGUE_PAGE_SIZE),
    search: trimmed().max(SEARCH_TEXT_MAX_LENGTH).optional(),
    /** A category slug; empty or ALL_CATEGORIES means every category. */
    category: trimmed().max(100).optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    minPrice: priceBoundSchema,
    maxPrice: priceBoundSchema,
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.maxPrice > query.minPrice,
    {
      path: ['maxPrice'],
      message: 'Must be greater than minPrice',
    },
  );
/** What a caller passes to list products (every field optional). */
export type ProductListQuery = Omit<z.input<typeof productListQuerySchema>, 'page'> & { page?: number };

export const productListFiltersSchema = z.object({
  /** Slugs of the active categories, for the category chips. */
  categories: z.array(z.string()),
  /** Brands of the products a shopper can see. */
  brands: z.array(z.string()),
  /** Lowest and highest price among the products a shopper can see; 0 and 0 for an empty catalogue. */
  priceRange: z.object({ min: dollarsSchema, max: dollarsSchema }),
});
export type ProductListFilters = z.infer<typeof productListFiltersSchema>;

export const productListResponseSchema = successEnvelopeSchema(
  z.object({
    products: z.array(productSchema),
    pagination: paginationSchema,
    filters: productListFiltersSchema,
  }),
);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const featuredProductsResponseSchema = successEnvelopeSchema(
  z.object({ products: z.array(productSchema).max(FEATURED_PRODUCTS_MAX) }),
);
export type FeaturedProductsResponse = z.infer<typeof featuredProductsResponseSchema>;

/** `GET /api/products/search-suggestions?q=`: a q shorter than SEARCH_SUGGESTIONS_MIN_CHARS answers no suggestions. */
export const searchSuggestionsQuerySchema = z.object({
  q: trimmed().max(SEARCH_TEXT_MAX_LENGTH).optional(),
});

export const searchSuggestionSchema = z.object({
  /** The product's id: choosing a suggestion opens its page. */
  id: z.string(),
  /** The product's name. */
  text: z.string(),
  /** The category's slug. */
  category: z.string(),
  brand: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsResponseSchema = successEnvelopeSchema(
  z.object({ suggestions: z.array(searchSuggestionSchema).max(SEARCH_SUGGESTIONS_MAX) }),
);
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  comment: z.string(),
  createdAt: isoDateSchema,
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

/** The product page's product: the product with its reviews, newest first. */
export const productDetailSchema = productSchema.extend({ reviews: z.array(reviewSchema) });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailResponseSchema = successEnvelopeSchema(
  z.object({
    product: productDetailSchema,
    /** Other products of the same category a shopper can see. */
    relatedProducts: z.array(productSchema).max(RELATED_PRODUCTS_MAX),
    /**
     * Whether the caller may review this product now: signed in, the product is in one of their delivered
     * orders and they have not reviewed it yet. Always false when signed out.
     */
    canReview: z.boolean(),
  }),
);
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

const RATING_MESSAGE = `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`;
const COMMENT_REQUIRED = 'Comment is required';

/** `POST /api/products/:id/reviews`. */
export const reviewBodySchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(REVIEW_RATING_MIN, RATING_MESSAGE)
    .max(REVIEW_RATING_MAX, RATING_MESSAGE),
  comment: z
    .string({ error: COMMENT_REQUIRED })
    .trim()
    .min(1, COMMENT_REQUIRED)
    .max(REVIEW_COMMENT_MAX_LENGTH, `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewResponseSchema = successEnvelopeSchema(z.object({ review: reviewSchema }));
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
