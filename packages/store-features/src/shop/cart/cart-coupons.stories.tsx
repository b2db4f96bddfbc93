import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatPrice } from '../../common/money';
import { shopper } from '../../common/story-support/fixtures';
import { desktop, mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { autumn, refusedCodes } from '../discount-code/stories-data';
import { couponRequests, resetCouponRequests, withCouponPreview } from '../discount-code/story-routes';
import {
  appliedTag,
  applyCode,
  applyExpiredCode,
  expectAutumnOnDemoCart,
  expectAutumnRefusedForCameraAlone,
  expectAutumnRepricedForSecondThrow,
  expectCarriedCodePricedOnce,
  expectCarriedExpiredCodeDropped,
  expectNoDiscount,
  expectRow,
  summaryOf,
} from '../discount-code/story-steps';
import { CartPage } from './cart-page';
import { cartRoutes, knitThrow, resetCartRequests } from './stories-data';

/**
 * The cart's Order Summary takes the discount code the checkout takes, and hands it on (issue 17). The field's
 * own states (the tag, a refusal on the field, the keyboard) are the Discount Code Field's stories.
 */
const meta = {
  title: 'Shop/Cart Discount Code',
  component: CartPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: withCouponPreview(cartRoutes),
    docs: {
      description: {
        component:
          'The discount code on the cart page. Stories: applied, removed, refused, carried from earlier ' +
          '(and refused), priced again or dropped when the quantities change, in rupees, and phone and ' +
          'desktop widths.',
      },
    },
  },
  args: { user: shopper, currency: 'USD', discountCode: null, onDiscountCodeChange: fn() },
  beforeEach: () => {
    resetCartRequests();
    resetCouponRequests();
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** AUTUMN15 on the demo cart, with the way on to checkout under the summary. */
async function expectAutumnApplied(canvas: Canvas) {
  await expectAutumnOnDemoCart(canvas, 'Tax (8%)');
  await expect(summaryOf(canvas).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
}

/** Typed in lower case and applied on the cart: priced on its subtotal, and handed to the app for checkout. */
export const CodeApplied: Story = {
  tags: ['visual'],
  play: async ({ args, canvas }) => {
    await applyCode(canvas, 'autumn15');
    await expectAutumnApplied(canvas);
    await expect(couponRequests.body).toHaveBeenCalledWith({ code: autumn.code, subtotal: 1288 });
    await waitFor(() => expect(args.onDiscountCodeChange).toHaveBeenCalledTimes(1));
    await expect(args.onDiscountCodeChange).toHaveBeenCalledWith(autumn.code);
  },
};

/** Removed on the cart: the spec's summary again, and the app forgets the code. */
export const CodeRemoved: Story = {
  play: async (context) => {
    await CodeApplied.play?.(context);
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: `Remove code ${autumn.code}` }));
    await expectNoDiscount(canvas, '$1,401.04');
    await expectRow(canvas, 'Tax (8%)', '$103.04');
    await waitFor(() => expect(args.onDiscountCodeChange).toHaveBeenLastCalledWith(null));
  },
};

/** A refused code, applied with Enter: the reason on the field, the spec's summary, the app told nothing. */
export const CodeRefused: Story = {
  tags: ['visual'],
  play: async ({ args, canvas }) => {
    await applyExpiredCode(canvas);
    await expect(args.onDiscountCodeChange).not.toHaveBeenCalled();
  },
};

/** Opened with the code the shopper applied earlier (at checkout, or before a reload): priced at once. */
export const CarriedCode: Story = {
  args: { discountCode: autumn.code },
  play: async ({ args, canvas }) => {
    await expectAutumnApplied(canvas);
    await expectCarriedCodePricedOnce(args.onDiscountCodeChange);
  },
};

/** Opened with a code that no longer applies: the reason on the field holding the code, the app forgets it. */
export const CarriedCodeRefused: Story = {
  args: { discountCode: refusedCodes.expired.code },
  play: async ({ args, canvas }) => {
    await expectCarriedExpiredCodeDropped(canvas, args.onDiscountCodeChange);
  },
};

/** A second throw: the code is priced again on the new subtotal, and stays the app's. */
export const RepricedWhenQuantityChanges: Story = {
  args: { discountCode: autumn.code },
  play: async ({ args, canvas }) => {
    await expectAutumnApplied(canvas);
    const throwLine = within(await canvas.findByRole('article', { name: knitThrow.product.name }));
    await userEvent.click(throwLine.getByRole('button', { name: 'Increase Quantity' }));
    await expectAutumnRepricedForSecondThrow(canvas, 'Tax (8%)');
    await expect(args.onDiscountCodeChange).not.toHaveBeenCalled();
  },
};

/** The throw removed, the cart falls below the code's minimum: the code leaves with the reason. */
export const RefusedWhenCartShrinks: Story = {
  args: { discountCode: autumn.code },
  play: async ({ args, canvas }) => {
    await expectAutumnApplied(canvas);
    const throwLine = within(await canvas.findByRole('article', { name: knitThrow.product.name }));
    await userEvent.click(throwLine.getByRole('button', { name: `Remove ${knitThrow.product.name}` }));
    await expectAutumnRefusedForCameraAlone(canvas);
    await waitFor(() => expect(args.onDiscountCodeChange).toHaveBeenLastCalledWith(null));
  },
};

/** In rupees the discount reads in rupees like every other line; the code is still priced in dollars. */
export const CarriedCodeInRupees: Story = {
  args: { discountCode: autumn.code, currency: 'INR' },
  play: async ({ canvas }) => {
    const discount = formatPrice(-193.2, 'INR');
    const tag = within(await appliedTag(canvas));
    await expect(tag.getByText(discount)).toBeVisible();
    await expectRow(canvas, `Discount (${autumn.code})`, discount);
    await expectRow(canvas, 'Total', formatPrice(1192.38, 'INR'));
    await expect(couponRequests.body).toHaveBeenCalledWith({ code: autumn.code, subtotal: 1288 });
  },
};

export const CodeAppliedMobile: Story = { ...CodeApplied, ...mobile };
export const CodeAppliedDesktop: Story = { ...CodeApplied, ...desktop };
export const CarriedCodeRefusedMobile: Story = { ...CarriedCodeRefused, ...mobile };
