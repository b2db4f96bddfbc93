import {
  addToCartBodySchema,
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_PATH,
  CART_UPDATE_PATH,
  cartResponseSchema,
  productIdParamsSchema,
  updateCartBodySchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate';
import { existingId } from '../http/ids';
import { addToCart, clearCart, loadCart, removeFromCart, setCartQuantity } from './cart-lines';

const PRODUCT_NOT_FOUND = 'Product not found';
const response = { 200: cartResponseSchema };

/** The signed-in shopper's cart; every call answers the cart as it now is. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const cartOf = async (userId: string) => ({ cart: await loadCart(db, userId) });

  app.get(CART_PATH, { preHandler: requireUser, schema: { response } }, async (request) => ({
    success: true as const,
    data: await cartOf(currentUser(request).id),
  }));

  app.post(
    CART_ADD_PATH,
    { preHandler: requireUser, schema: { body: addToCartBodySchema, response } },
    async (request) => {
      const { id: userId } = currentUser(request);
      const { productId, quantity } = request.body;
      await addToCart(db, userId, existingId(productId, PRODUCT_NOT_FOUND), quantity);
      return { success: true as const, message: 'Added to cart!', data: await cartOf(userId) };
    },
  );

  app.put(
    CART_UPDATE_PATH,
    { preHandler: requireUser, schema: { body: updateCartBodySchema, response } },
    async (request) => {
      const { id: userId } = currentUser(request);
      const { productId, quantity } = request.body;
      await setCartQuantity(db, userId, existingId(productId, PRODUCT_NOT_FOUND), quantity);
      return { success: true as const, data: await cartOf(userId) };
    },
  );

  app.delete(
    '/api/cart/remove/:productId',
    { preHandler: requireUser, schema: { params: productIdParamsSchema, response } },
    async (request) => {
      const { id: userId } = currentUser(request);
      await removeFromCart(db, userId, existingId(request.params.productId, PRODUCT_NOT_FOUND));
      return { success: true as const, data: await cartOf(userId) };
    },
  );

  app.delete(CART_CLEAR_PATH, { preHandler: requireUser, schema: { response } }, async (request) => {
    const { id: userId } = currentUser(request);
    await clearCart(db, userId);
    return { success: true as const, data: await cartOf(userId) };
  });
};
