import type { SeedProduct } from './plan-orders';
import type { Random } from './random';

export interface PlannedShopping {
  cart: { shopperIndex: number; product: SeedProduct; quantity: number }[];
  wishlist: { shopperIndex: number; product: SeedProduct }[];
}

/**
 * The first two demo shoppers have something in their cart and on their wishlist, so signing in as them
 * shows those screens filled. Carts hold only what can be bought; a wishlist may hold a sold-out product.
 */
export function planShopping(products: readonly SeedProduct[], random: Random): PlannedShopping {
  const buyable = products.filter((product) => product.isActive && product.stock >= 5);
  const soldOut = products.filter((product) => product.isActive && product.stock === 0);
  const [firstCart, secondCart] = [random.sample(buyable, 2), random.sample(buyable, 1)];
  const firstWishlist = [...random.sample(soldOut, 1), ...random.sample(buyable, 2)];
  const secondWishlist = random.sample(buyable, 2);
  return {
    cart: [
      ...firstCart.map((product) => ({ shopperIndex: 0, product, quantity: random.integer(1, 2) })),
      ...secondCart.map((product) => ({ shopperIndex: 1, product, quantity: 1 })),
    ],
    wishlist: [
      ...firstWishlist.map((product) => ({ shopperIndex: 0, product })),
      ...secondWishlist.map((product) => ({ shopperIndex: 1, product })),
    ],
  };
}
