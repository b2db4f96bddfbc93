import { WISHLIST_ADD_PATH, WISHLIST_PATH, wishlistRemovePath } from '../../contract/paths';
import type { AddToWishlistBody, wishlistResponseSchema } from '../../contract/wishlist';
import type { AnswerOf, ApiRequest } from '../request';

/** Every wishlist call answers the whole updated wishlist. */
export function wishlistCalls(request: ApiRequest) {
  return {
    getWishlist: (signal?: AbortSignal) =>
      request<AnswerOf<typeof wishlistResponseSchema>>('GET', WISHLIST_PATH, { signal }),
    addToWishlist: (body: AddToWishlistBody) =>
      request<AnswerOf<typeof wishlistResponseSchema>>('POST', WISHLIST_ADD_PATH, { body }),
    removeFromWishlist: (productId: string) =>
      request<AnswerOf<typeof wishlistResponseSchema>>('DELETE', wishlistRemovePath(productId)),
  };
}

/** The SWR key of the signed-in shopper's wishlist; a mutation's answer can be written straight into it. */
export const wishlistKeys = {
  wishlist: () => ['wishlist'] as const,
};
