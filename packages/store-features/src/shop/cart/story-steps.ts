import { expect, type within } from 'storybook/test';
import { failure } from '../../common/story-support/mock-routes';

type Canvas = ReturnType<typeof within>;

/*
 * The cart and the checkout both load the shopper's cart and price it in an Order Summary: these steps are
 * what the two screens show alike.
 */

/** The story of GET /api/cart failing: the screen's error, the server's words, and the way to try again. */
export const cartLoadFails = {
  parameters: { api: { 'GET /api/cart': failure(500, 'The database is not answering') } },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Failed to load cart' })).toBeVisible();
    await expect(canvas.getByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The demo cart priced by the spec: $1,288 of goods, $10 shipping, 8% tax, $1,401.04 in all. */
export async function expectDemoCartTotals(summary: Canvas) {
  for (const amount of ['$1,288.00', '$10.00', '$103.04', '$1,401.04']) {
    await expect(summary.getByText(amount)).toBeVisible();
  }
}
