import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { ORDER_MAX_LINES, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './constants';
import { successEnvelopeSchema } from './envelope';

const PRODUCT_IDS_MESSAGE = `productIds must list 1 to ${ORDER_MAX_LINES} product ids, separated by commas`;

/**
 * `GET /api/user/reviews?productIds=a,b` (beyond the spec): the caller's own reviews of these products. A
 * product page's reviews name their authors only, so this is how a shopper's screens know what they have
 * reviewed already. Up to ORDER_MAX_LINES ids, enough for the lines of any one order; a repeated id counts once.
 */
export const myReviewsQuerySchema = z.object({
  productIds: z
    .string({ error: PRODUCT_IDS_MESSAGE })
    .transform((list) => [...new Set(list.split(',').map((id) => id.trim()))].filter((id) => id !== ''))
    .pipe(
      z
        .array(idSchema, { error: PRODUCT_IDS_MESSAGE })
        .min(1, PRODUCT_IDS_MESSAGE)
        .max(ORDER_MAX_LINES, PRODUCT_IDS_MESSAGE),
    ),
});

/** One of the caller's reviews: which product it is of, and what they gave it. */
export const myReviewSchema = z.object({
  _id: z.string(),
  /** The reviewed product's id. */
  product: z.string(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  comment: z.string(),
  createdAt: isoDateSchema,
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** The caller's reviews of the products asked for, in no particular order; a product not reviewed is absent. */
export const myReviewsResponseSchema = successEnvelopeSchema(z.object({ reviews: z.array(myReviewSchema) }));
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;
