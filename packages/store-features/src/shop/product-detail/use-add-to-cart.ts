import type { PublicUser } from '@aurora-store/api';
import { useAddToCart } from '../cart';

/** The product page's Add to Cart: a signed-out shopper is sent to log in first (spec sections 6 and 8). */
export function useAddToCartOrLogin(user: PublicUser | null, onRequireLogin: (message: string) => void) {
  const { addToCart, pendingProductId } = useAddToCart();
  return {
    addToCart: async (productId: string, quantity: number) => {
      if (user) await addToCart(productId, quantity);
      else onRequireLogin('Please login to add items to cart');
    },
    isAdding: pendingProductId !== null,
  };
}
