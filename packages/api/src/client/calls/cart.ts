import type { AddToCartBody, cartResponseSchema, UpdateCartBody } from '../../contract/cart';
import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_PATH,
  CART_UPDATE_PATH,
  cartRemovePath,
} from '../../contract/paths';
import type { AnswerOf, ApiRequest } from '../request';

/** Every cart call answers the whole updated cart. */
export function cartCalls(request: ApiRequest) {
  return {
    getCart: (signal?: AbortSignal) =>
      request<AnswerOf<typeof cartResponseSchema>>('GET', CART_PATH, { signal }),
    addToCart: (body: AddToCartBody) =>
      request<AnswerOf<typeof cartResponseSchema>>('POST', CART_ADD_PATH, { body }),
    /** Sets a line's quantity; 0 removes it. */
    updateCartItem: (body: UpdateCartBody) =>
      request<AnswerOf<typeof cartResponseSchema>>('PUT', CART_UPDATE_PATH, { body }),
    removeFromCart: (productId: string) =>
      request<AnswerOf<typeof cartResponseSchema>>('DELETE', cartRemovePath(productId)),
    clearCart: () => request<AnswerOf<typeof cartResponseSchema>>('DELETE', CART_CLEAR_PATH),
  };
}

/** The SWR key of the signed-in shopper's cart; a mutation's answer can be written straight into it. */
export const cartKeys = {
  cart: () => ['cart'] as const,
};
