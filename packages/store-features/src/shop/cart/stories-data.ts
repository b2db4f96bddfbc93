import type { CartLine, CartResponse } from '@aurora-store/api';
import { fn } from 'storybook/test';
import { answers } from '../../common/story-support/fixtures';
import { type MockRoutes, ok } from '../../common/story-support/mock-routes';

/** The demo shopper's cart: a $1,199 camera (9 in stock) and an $89 throw (5 in stock), one of each. */
export const cartLines = answers.cart.data.cart;
export const camera = cartLines[0] as CartLine;
export const knitThrow = cartLines[1] as CartLine;

export const cartAnswer = (lines: readonly CartLine[]): CartResponse => ({
  success: true,
  data: { cart: [...lines] },
});

/** The throw already at its stock of 5: its stepper cannot go higher. */
export const cartAtStock = cartAnswer([camera, { ...knitThrow, quantity: knitThrow.product.stock }]);

/** What each mutation was sent, for the play functions to check. */
export const cartRequests = {
  update: fn(),
  remove: fn(),
  clear: fn(),
};

export function resetCartRequests() {
  for (const spy of Object.values(cartRequests)) spy.mockClear();
}

/**
 * A fake cart server over the fixture: each mutation answers the fixture cart with that one change applied,
 * as the real server answers the whole cart.
 */
export const cartRoutes: MockRoutes = {
  'GET /api/cart': ok(answers.cart),
  'PUT /api/cart/update': ({ body }) => {
    cartRequests.update(body);
    const { productId, quantity } = body as { productId: string; quantity: number };
    return ok(cartAnswer(cartLines.map((line) => (line._id === productId ? { ...line, quantity } : line))));
  },
  'DELETE /api/cart/remove/:productId': ({ params }) => {
    cartRequests.remove(params.productId);
    return ok(cartAnswer(cartLines.filter((line) => line._id !== params.productId)));
  },
  'DELETE /api/cart/clear': () => {
    cartRequests.clear();
    return ok(cartAnswer([]));
  },
};
