import type { Product, WishlistResponse } from '@aurora-store/api';
import { fn } from 'storybook/test';
import { answers } from '../../common/story-support/fixtures';
import { type MockRoutes, ok } from '../../common/story-support/mock-routes';

/** The demo shopper's wishlist: a backpack and a kettle in stock, and a desk lamp out of stock. */
export const wishlistProducts = answers.wishlist.data.wishlist;
export const backpack = wishlistProducts[0] as Product;
export const deskLamp = wishlistProducts[1] as Product;

export const wishlistAnswer = (products: readonly Product[]): WishlistResponse => ({
  success: true,
  data: { wishlist: [...products] },
});

/** What each mutation was sent, for the play functions to check. */
export const wishlistRequests = { addToCart: fn(), remove: fn() };

export function resetWishlistRequests() {
  for (const spy of Object.values(wishlistRequests)) spy.mockClear();
}

export const wishlistRoutes: MockRoutes = {
  'GET /api/user/wishlist': ok(answers.wishlist),
  'DELETE /api/user/wishlist/remove/:productId': ({ params }) => {
    wishlistRequests.remove(params.productId);
    return ok(wishlistAnswer(wishlistProducts.filter((product) => product._id !== params.productId)));
  },
  'POST /api/cart/add': ({ body }) => {
    wishlistRequests.addToCart(body);
    return ok(answers.cart);
  },
};
