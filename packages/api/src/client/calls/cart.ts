import {
  type AddToCartBody,
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_PATH,
  CART_UPDATE_PATH,
  cartRemovePath,
  cartResponseSchema,
  type UpdateCartBody,
} from '../../contract';
import type { ApiRequest } from '../request';

/** Every cart call answers the whole updated cart. */
export function cartCalls(request: ApiRequest) {
  return {
    getCart: (signal?: AbortSignal) => request('GET', CART_PATH, { answer: cartResponseSchema, signal }),
    addToCart: (body: AddToCartBody) => request('POST', CART_ADD_PATH, { answer: cartResponseSchema, body }),
    /** Sets a line's quantity; 0 removes it. */
    updateCartItem: (body: UpdateCartBody) =>
      request('PUT', CART_UPDATE_PATH, { answer: cartResponseSchema, body }),
    removeFromCart: (productId: string) =>
      request('DELETE', cartRemovePath(productId), { answer: cartResponseSchema }),
    clearCart: () => request('DELETE', CART_CLEAR_PATH, { answer: cartResponseSchema }),
  };
}

/** The SWR key of the signed-in shopper's cart; a mutation's answer can be written straight into it. */
export const cartKeys = {
  cart: () => ['cart'] as const,
};
