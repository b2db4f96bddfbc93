import { z } from 'zod';
import { idSchema } from './common';
import { successEnvelopeSchema } from './envelope';
import { productSchema } from './product';

/** Every wishlist call answers the whole wishlist, most recently added first, products a shopper can see only. */
export const wishlistResponseSchema = successEnvelopeSchema(z.object({ wishlist: z.array(productSchema) }));
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** `POST /api/user/wishlist/add`: adding a product already there changes nothing. */
export const addToWishlistBodySchema = z.object({ productId: idSchema });
export type AddToWishlistBody = z.infer<typeof addToWishlistBodySchema>;
