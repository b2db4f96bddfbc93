import { COUPON_EXPIRED_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { autumn, autumnOnCart, refusedCodes } from '../discount-code/stories-data';
import { couponRequests, resetCouponRequests, withCouponPreview } from '../discount-code/story-routes';
import { appliedTag, codeField, expectNoDiscount, expectRow, summaryOf } from '../discount-code/story-steps';
import { CheckoutPage } from './checkout-page';
import { discountedOrderRoutes } from './coupon-stories-data';
import { checkoutRoutes, orderRequests, resetOrderRequests } from './stories-data';
import { fillPayment, fillShipping, placeOrderButton } from './story-steps';

/** Checkout opened with the discount code the shopper applied on the cart, kept by the app (issue 17). */
const meta = {
  title: 'Shop/Checkout Discount Code Carried',
  component: CheckoutPage,
  decorators: [withStore],
  parameters: { layout: 'fullscreen', api: withCouponPreview(checkoutRoutes) },
  args: {
    user: shopper,
    onNavigate: fn(),
    onOrderPlaced: fn(),
    discountCode: autumn.code,
    onDiscountCodeChange: fn(),
  },
  beforeEach: () => {
    resetOrderRequests();
    resetCouponRequests();
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The code the shopper applied on the cart arrives with the app's state: priced as the cart loads, with no
 * typing, and already the app's, so nothing is reported back.
 */
export const CarriedFromCart: Story = {
  play: async ({ args, canvas }) => {
    await appliedTag(canvas);
    await expectRow(canvas, 'Subtotal', '$1,288.00');
    await expectRow(canvas, `Discount (${autumn.code})`, autumnOnCart.discount);
    await expectRow(canvas, 'Tax', autumnOnCart.tax);
    await expectRow(canvas, 'Total', autumnOnCart.total);
    await expect(couponRequests.body).toHaveBeenCalledTimes(1);
    await expect(couponRequests.body).toHaveBeenCalledWith({ code: autumn.code, subtotal: 1288 });
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(args.onDiscountCodeChange).not.toHaveBeenCalled();
  },
};

/** Placed with the carried code: the order carries it and the totals shown. */
export const CarriedCodeOrderPlaced: Story = {
  parameters: { api: discountedOrderRoutes },
  play: async (context) => {
    await CarriedFromCart.play?.(context);
    const { args, canvas } = context;
    await fillShipping(canvas);
    await fillPayment(canvas);
    await userEvent.click(await placeOrderButton(canvas));
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
  args: { discountCode: refusedCodes.expired.code },
  play: async ({ args, canvas }) => {
    const input = await codeField(canvas);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(COUPON_EXPIRED_MESSAGE);
    await expect(input).toHaveValue(refusedCodes.expired.code);
    await expect(summaryOf(canvas).getByRole('status')).toHaveTextContent(
      `${COUPON_EXPIRED_MESSAGE}. ${refusedCodes.expired.code} was removed.`,
    );
    await expectNoDiscount(canvas, '$1,401.04');
    await waitFor(() => expect(args.onDiscountCodeChange).toHaveBeenCalledTimes(1));
    await expect(args.onDiscountCodeChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};

export const CarriedFromCartMobile: Story = { ...CarriedFromCart, ...mobile };
