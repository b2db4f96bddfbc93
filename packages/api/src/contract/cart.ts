import { z } from 'zod';
import { idSchema } from './common';
import { CART_QUANTITY_MAX } from './constants';
import { successEnvelopeSchema } from './envelope';
import { productSchema } from './product';

const quantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .max(CART_QUANTITY_MAX, `Quantity must be at most ${CART_QUANTITY_MAX}`);

/** One line of the cart: `_id` is the product's id, as a cart holds each product once. */
export const cartLineSchema = z.object({
  _id: z.string(),
  product: productSchema,
  quantity: z.number().int().min(1),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Every cart call answers the whole cart as it now is, oldest line first. */
export const cartResponseSchema = successEnvelopeSchema(z.object({ cart: z.array(cartLineSchema) }));
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** `POST /api/cart/add`: adds to the line of that product if there is one. */
export const addToCartBodySchema = z.object({
  productId: idSchema,
  quantity: quantitySchema.min(1, 'Quantity must be at least 1').default(1),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

/**
 * `PUT /api/cart/update`: sets the quantity of a line already in the cart (404 'Item not in cart' otherwise);
 * 0 removes the line.
 */
export const updateCartBodySchema = z.object({
  productId: idSchema,
  quantity: quantitySchema.min(0, 'Quantity cannot be negative'),
});
export type UpdateCartBody = z.input<typeof updateCartBodySchema>;
