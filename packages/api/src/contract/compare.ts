import { z } from 'zod';
import { idSchema } from './common';
import { COMPARE_MAX_PRODUCTS } from './constants';
import { successEnvelopeSchema } from './envelope';
import { COMPARE_LIMIT_MESSAGE } from './messages';
import { productSchema } from './product';

/**
 * `POST /api/user/compare`, open to anyone. A repeated id counts once; ids naming no product a shopper can
 * see are left out of the answer rather than refused, as a saved comparison list may outlive a product.
 */
export const compareBodySchema = z.object({
  productIds: z
    .array(idSchema, { error: 'productIds must be a list of product ids' })
    .min(1, 'Choose at least one product to compare')
    .max(COMPARE_MAX_PRODUCTS, COMPARE_LIMIT_MESSAGE),
});
export type CompareBody = z.infer<typeof compareBodySchema>;

/** The products in the order they were asked for. */
export const compareResponseSchema = successEnvelopeSchema(z.object({ products: z.array(productSchema) }));
export type CompareResponse = z.infer<typeof compareResponseSchema>;
