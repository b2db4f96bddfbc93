import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { autumn, refusedCodes } from '../discount-code/stories-data';
import {
  expectAutumnOnDemoCart,
  expectCarriedCodePricedOnce,
  expectCarriedExpiredCodeDropped,
} from '../discount-code/story-steps';
import { CheckoutPage } from './checkout-page';
import {
  checkoutWithPreviewRoutes,
  discountedOrderRoutes,
  resetOrderAndCouponRequests,
} from './coupon-stories-data';
import { checkoutArgs, orderRequests } from './stories-data';
import { fillAndPlaceOrder } from './story-steps';

/** Checkout opened with the discount code the shopper applied on the cart, kept by the app (issue 17). */
const meta = {
  title: 'Shop/Checkout Discount Code Carried',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: checkoutWithPreviewRoutes,
    docs: {
      description: {
        component:
          'The checkout when the shopper brings a discount code from the cart. Stories: priced on ' +
          'arrival, the order placed with it, the code no longer applying, and a phone.',
      },
    },
  },
  args: { ...checkoutArgs, discountCode: autumn.code },
  beforeEach: resetOrderAndCouponRequests,
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The code the shopper applied on the cart arrives with the app's state: priced as the cart loads, with no
 * typing, and already the app's, so nothing is reported back.
 */
export const CarriedFromCart: Story = {
  tags: ['visual'],
  play: async ({ args, canvas }) => {
    await expectAutumnOnDemoCart(canvas, 'Tax');
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expectCarriedCodePricedOnce(args.onDiscountCodeChange);
  },
};

/** Placed with the carried code: the order carries it and the totals shown. */
export const CarriedCodeOrderPlaced: Story = {
  parameters: { api: discountedOrderRoutes },
  play: async (context) => {
    await CarriedFromCart.play?.(context);
    const { args, canvas } = context;
    await fillAndPlaceOrder(canvas);
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));
    await expect(orderRequests.body).toHaveBeenCalledWith(
      expect.objectContaining({ couponCode: autumn.code, taxPrice: 87.58, totalPrice: 1192.38 }),
    );
  },
};

/**
 * The carried code no longer applies (it expired since the cart): the reason on the field, which shows the
 * code it is about, the spec's totals, and the app told to forget it.
 */
export const CarriedCodeRefused: Story = {
  tags: ['visual'],
  args: { discountCode: refusedCodes.expired.code },
  play: async ({ args, canvas }) => {
    await expectCarriedExpiredCodeDropped(canvas, args.onDiscountCodeChange);
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};

export const CarriedFromCartMobile: Story = { ...CarriedFromCart, ...mobile };
