import {
  addToWishlistBodySchema,
  productIdParamsSchema,
  WISHLIST_ADD_PATH,
  WISHLIST_PATH,
  wishlistResponseSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate';
import { existingId } from '../http/ids';
import { addToWishlist, loadWishlist, removeFromWishlist } from './wishlist-entries';

const PRODUCT_NOT_FOUND = 'Product not found';
const response = { 200: wishlistResponseSchema };

/** The signed-in shopper's wishlist; every call answers the wishlist as it now is. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const wishlistOf = async (userId: string) => ({ wishlist: await loadWishlist(db, userId) });

  app.get(WISHLIST_PATH, { preHandler: requireUser, schema: { response } }, async (request) => ({
    success: true as const,
    data: await wishlistOf(currentUser(request).id),
  }));

  app.post(
    WISHLIST_ADD_PATH,
    { preHandler: requireUser, schema: { body: addToWishlistBodySchema, response } },
    async (request) => {
      const { id: userId } = currentUser(request);
      await addToWishlist(db, userId, existingId(request.body.productId, PRODUCT_NOT_FOUND));
      return { success: true as const, message: 'Added to wishlist!', data: await wishlistOf(userId) };
    },
  );

  app.delete(
    '/api/user/wishlist/remove/:productId',
    { preHandler: requireUser, schema: { params: productIdParamsSchema, response } },
    async (request) => {
      const { id: userId } = currentUser(request);
      await removeFromWishlist(db, userId, existingId(request.params.productId, PRODUCT_NOT_FOUND));
      return { success: true as const, message: 'Removed from wishlist', data: await wishlistOf(userId) };
    },
  );
};
