import { COUPON_EXPIRED_MESSAGE, PRICES_CHANGED_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { camera, cartAnswer, knitThrow } from '../cart/stories-data';
import { autumn, autumnOnCart } from '../discount-code/stories-data';
import { couponPreviewRoute, couponRequests } from '../discount-code/story-routes';
import {
  applyCode,
  applyExpiredCode,
  codeField,
  expectAutumnOnDemoCart,
  expectAutumnRefusedForCameraAlone,
  expectAutumnRepricedForSecondThrow,
  expectNoDiscount,
  expectRow,
  summaryOf,
} from '../discount-code/story-steps';
import { CartCacheEditor } from './cart-cache-editor';
import { CheckoutPage } from './checkout-page';
import {
  checkoutWithPreviewRoutes,
  discountedOrder,
  discountedOrderAnswer,
  discountedOrderRoutes,
  resetOrderAndCouponRequests,
} from './coupon-stories-data';
import { checkoutArgs, orderRequests, ordersRoute } from './stories-data';
import { fillAndPlaceOrder, findField, placeOrderButton, toasts } from './story-steps';

/**
 * The checkout's summary takes a discount code and the order carries it (issue 17). The field's own states
 * (the tag, each refusal on the field, a blank code, the keyboard) are the Discount Code Field's stories.
 */
const meta = {
  title: 'Shop/Checkout Discount Code',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: checkoutWithPreviewRoutes,
    docs: {
      description: {
        component:
          'A discount code applied at checkout. Stories: applied and ordered, removed, refused, applying, ' +
          'refused at submit, kept after another refusal, priced again or dropped when the cart changes, ' +
          'and widths.',
      },
    },
  },
  args: checkoutArgs,
  beforeEach: resetOrderAndCouponRequests,
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AUTUMN15 typed in lower case, applied: the tag, the Discount line, the totals with tax on what remains. */
export const CodeApplied: Story = {
  tags: ['visual'],
  play: async ({ args, canvas }) => {
    await applyCode(canvas, 'autumn15');
    await expectAutumnOnDemoCart(canvas, 'Tax');
    await expect(couponRequests.body).toHaveBeenCalledWith({ code: autumn.code, subtotal: 1288 });
    // The app keeps it for the cart.
    await waitFor(() => expect(args.onDiscountCodeChange).toHaveBeenLastCalledWith(autumn.code));
  },
};

/** The order carries the code and the discounted totals the shopper saw. */
export const CodeAppliedOrderPlaced: Story = {
  parameters: { api: discountedOrderRoutes },
  play: async (context) => {
    await CodeApplied.play?.(context);
    const { args, canvas } = context;
    await fillAndPlaceOrder(canvas);
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));
    await expect(args.onOrderPlaced).toHaveBeenCalledWith(
      expect.objectContaining({ order: discountedOrder }),
    );
    await expect(orderRequests.body).toHaveBeenCalledWith(
      expect.objectContaining({
        couponCode: autumn.code,
        taxPrice: 87.58,
        shippingPrice: 10,
        totalPrice: 1192.38,
      }),
    );
  },
};

/** Removing the tag puts the spec's totals back, and the app forgets the code. */
export const CodeRemoved: Story = {
  play: async (context) => {
    await CodeApplied.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: `Remove code ${autumn.code}` }));
    await expectNoDiscount(canvas, '$1,401.04');
    await expectRow(canvas, 'Tax', '$103.04');
    await waitFor(() => expect(context.args.onDiscountCodeChange).toHaveBeenLastCalledWith(null));
  },
};

/** A refused code, applied with Enter from the field: the reason on the field, the spec's totals. */
export const RefusedExpired: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await applyExpiredCode(canvas);
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};

/** While the code is checked the order waits for the new total. */
export const Applying: Story = {
  parameters: { api: couponPreviewRoute('never') },
  play: async ({ canvas }) => {
    await applyCode(canvas, 'autumn15');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled());
    await expectNoDiscount(canvas, '$1,401.04');
  },
};

/**
 * The code stopped applying between the preview and the order (409 on couponCode): the discount leaves, the
 * summary shows the totals without it, the reason is on the field, and everything typed stays.
 */
export const RefusedAtSubmit: Story = {
  parameters: {
    api: {
      'POST /api/orders': ordersRoute((call) =>
        call === 1
          ? failure(409, COUPON_EXPIRED_MESSAGE, [{ field: 'couponCode', message: COUPON_EXPIRED_MESSAGE }])
          : 'placed',
      ),
    },
  },
  play: async (context) => {
    await CodeApplied.play?.(context);
    const { args, canvas } = context;
    await fillAndPlaceOrder(canvas);

    const notifications = within(await toasts().findByRole('region', { name: 'Notifications' }));
    await expect(await notifications.findByText(COUPON_EXPIRED_MESSAGE)).toBeVisible();
    const input = await codeField(canvas);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(COUPON_EXPIRED_MESSAGE);
    await expect(input).toHaveValue(autumn.code);
    await expectNoDiscount(canvas, '$1,401.04');
    await expectRow(canvas, 'Tax', '$103.04');
    await expect(await findField(canvas, 'Address')).toHaveValue('1420 SE Belmont St');
    await expect(await findField(canvas, 'Card number')).toHaveValue('4242 4242 4242 4242');

    // Placed again at the totals now shown: no code, the spec's payload.
    await userEvent.click(await placeOrderButton(canvas));
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));
    const [, retry] = orderRequests.body.mock.calls.map(([body]) => body);
    await expect(retry).toMatchObject({ taxPrice: 103.04, totalPrice: 1401.04 });
    await expect(retry).not.toHaveProperty('couponCode');
    await waitFor(() => expect(args.onDiscountCodeChange).toHaveBeenLastCalledWith(null));
  },
};

/** Any other refusal (prices changed) keeps the code applied for the next try, as it keeps the form. */
export const CodeSurvivesFailedSubmit: Story = {
  parameters: {
    api: {
      'POST /api/orders': ordersRoute((call) =>
        call === 1 ? failure(409, PRICES_CHANGED_MESSAGE) : ok(discountedOrderAnswer, 201),
      ),
    },
  },
  play: async (context) => {
    await CodeApplied.play?.(context);
    const { args, canvas } = context;
    await fillAndPlaceOrder(canvas);
    await expect(await toasts().findByText(PRICES_CHANGED_MESSAGE)).toBeVisible();
    await expect(summaryOf(canvas).getByRole('group', { name: 'Applied discount code' })).toBeVisible();
    await expectRow(canvas, `Discount (${autumn.code})`, autumnOnCart.discount);
    await expect(await codeField(canvas)).not.toHaveAttribute('aria-invalid');

    await userEvent.click(await placeOrderButton(canvas));
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));
    await expect(orderRequests.body).toHaveBeenLastCalledWith(
      expect.objectContaining({ couponCode: autumn.code, totalPrice: 1192.38 }),
    );
  },
};

/** The cart changes under the checkout (another tab): the code is priced again on the new subtotal. */
export const RepricedWhenCartChanges: Story = {
  render: (args) => (
    <>
      <CheckoutPage {...args} />
      <CartCacheEditor
        label="Add a second throw"
        cart={cartAnswer([camera, { ...knitThrow, quantity: 2 }])}
      />
    </>
  ),
  play: async (context) => {
    await CodeApplied.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Add a second throw' }));
    await expectAutumnRepricedForSecondThrow(canvas, 'Tax');
  },
};

/** Priced again below the code's minimum: the code leaves with the reason, and the summary is the spec's. */
export const RefusedWhenCartChanges: Story = {
  render: (args) => (
    <>
      <CheckoutPage {...args} />
      <CartCacheEditor label="Remove the throw" cart={cartAnswer([camera])} />
    </>
  ),
  play: async (context) => {
    await CodeApplied.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the throw' }));
    await expectAutumnRefusedForCameraAlone(canvas);
  },
};

export const CodeAppliedMobile: Story = { ...CodeApplied, ...mobile };
export const CodeAppliedDesktop: Story = { ...CodeApplied, ...desktop };
export const RefusedExpiredMobile: Story = { ...RefusedExpired, ...mobile };
export const RefusedAtSubmitMobile: Story = { ...RefusedAtSubmit, ...mobile };
