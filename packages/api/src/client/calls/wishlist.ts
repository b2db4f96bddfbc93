import {
  type AddToWishlistBody,
  WISHLIST_ADD_PATH,
  WISHLIST_PATH,
  wishlistRemovePath,
  wishlistResponseSchema,
} from '../../contract';
import type { ApiRequest } from '../request';

/** Every wishlist call answers the whole updated wishlist. */
export function wishlistCalls(request: ApiRequest) {
  return {
    getWishlist: (signal?: AbortSignal) =>
      request('GET', WISHLIST_PATH, { answer: wishlistResponseSchema, signal }),
    addToWishlist: (body: AddToWishlistBody) =>
      request('POST', WISHLIST_ADD_PATH, { answer: wishlistResponseSchema, body }),
    removeFromWishlist: (productId: string) =>
      request('DELETE', wishlistRemovePath(productId), { answer: wishlistResponseSchema }),
  };
}

/** The SWR key of the signed-in shopper's wishlist; a mutation's answer can be written straight into it. */
export const wishlistKeys = {
  wishlist: () => ['wishlist'] as const,
};
