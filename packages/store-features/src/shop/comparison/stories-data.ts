import type { Product } from '@aurora-store/api';
import { fn } from 'storybook/test';
import { answers, products } from '../../common/story-support/fixtures';
import { type MockRoutes, ok } from '../../common/story-support/mock-routes';

function productNamed(name: string): Product {
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No fixture product named ${name}`);
  return product;
}

/** $429, reduced from $499, in good supply. */
export const monitor: Product = { ...productNamed('View 27 4K Monitor'), rating: 4.8, reviewCount: 112 };
export const smartwatch: Product = {
  ...productNamed('Pulse Fitness Smartwatch'),
  rating: 4.2,
  reviewCount: 37,
};
/** 4 left of a low-stock threshold of 5. */
export const sunglasses = productNamed('Polarized Aviator Sunglasses');
export const soldOutDress: Product = { ...productNamed('Wrap Midi Dress'), stock: 0 };

const catalogue = [monitor, smartwatch, sunglasses, soldOutDress];

/** What Add to Cart sent, for the play functions to check. */
export const addToCartRequests = fn();

/** The compare call answers the asked products the fixture knows, in the list's order. */
export const comparisonRoutes: MockRoutes = {
  'POST /api/user/compare': ({ body }) => {
    const { productIds } = body as { productIds: string[] };
    return ok({
      success: true,
      data: { products: productIds.flatMap((id) => catalogue.filter((product) => product._id === id)) },
    });
  },
  'POST /api/cart/add': ({ body }) => {
    addToCartRequests(body);
    return ok(answers.cart);
  },
};
