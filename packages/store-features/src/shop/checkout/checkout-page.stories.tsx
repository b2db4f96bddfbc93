import { PRICES_CHANGED_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { camera, cartAnswer, knitThrow } from '../cart/stories-data';
import { cartLoadFails, expectDemoCartTotals } from '../cart/story-steps';
import { CartCacheProbe } from './cart-cache-probe';
import { CheckoutPage } from './checkout-page';
import { sampleShippingAddress } from './sample-checkout';
import {
  checkoutArgs,
  checkoutRoutes,
  earlierOrdersAnswer,
  formatMessages,
  lastOrderAddress,
  orderRequests,
  ordersRoute,
  placedOrder,
  requiredMessages,
  resetOrderRequests,
} from './stories-data';
import {
  expectFieldError,
  expiryDigits,
  fillAndPlaceOrder,
  fillField,
  fillPayment,
  fillShipping,
  findField,
  placeOrderButton,
  toasts,
} from './story-steps';

const meta = {
  title: 'Shop/Checkout',
  component: CheckoutPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: checkoutRoutes,
    docs: {
      description: {
        component:
          'The checkout form: contact, shipping address and card, beside the order summary. Stories: ' +
          'loading, a failed load, an empty cart, prefilled, invalid fields, input masks, an expired ' +
          'card, busy, failures, a retry, placed, keyboard, widths.',
      },
    },
  },
  args: checkoutArgs,
  beforeEach: resetOrderRequests,
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Order Summary' }));

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/cart': 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading checkout' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ErrorState: Story = {
  tags: ['visual'],
  name: 'Error',
  ...cartLoadFails,
};

export const EmptyCartRedirect: Story = {
  parameters: { api: { 'GET /api/cart': ok(cartAnswer([])) } },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/cart', { replace: true }));
    await expect(canvas.queryByRole('form', { name: 'Checkout details' })).not.toBeInTheDocument();
  },
};

/** The signed-in shopper's email, name and phone are filled in; the summary prices the cart. */
export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await findField(canvas, 'Email')).toHaveValue(shopper.email);
    await expect(await findField(canvas, 'First name')).toHaveValue(shopper.firstName);
    await expect(await findField(canvas, 'Last name')).toHaveValue(shopper.lastName);
    await expect(await findField(canvas, 'Phone number')).toHaveValue('5035550142');
    await expect(await findField(canvas, 'Address')).toHaveValue('');
    // A first order: there is no earlier address to fill in.
    await expect(canvas.queryByText('Filled in from your last order.')).not.toBeInTheDocument();
    await expect(await findField(canvas, 'Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expect(await findField(canvas, 'Card number')).toHaveAttribute('inputmode', 'numeric');
    await expect(await findField(canvas, 'Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(await findField(canvas, 'Email')).toHaveAttribute('type', 'email');
    for (const name of ['Contact', 'Shipping address', 'Payment', 'Order Summary']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const order = summary(canvasElement);
    await expect(order.getByText(camera.product.name)).toBeVisible();
    await expect(order.getByText(knitThrow.product.name)).toBeVisible();
    await expectDemoCartTotals(order);
    await expect(order.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};

/** A returning shopper: the Shipping address section opens with where their last order went, and says so. */
export const FilledFromLastOrder: Story = {
  parameters: { api: { 'GET /api/orders/my-orders': ok(earlierOrdersAnswer) } },
  play: async ({ canvas }) => {
    const shipping = within(await canvas.findByRole('group', { name: 'Shipping address' }));
    await expect(await shipping.findByText('Filled in from your last order.')).toBeVisible();
    await expect(await findField(canvas, 'First name')).toHaveValue('Olivia');
    await expect(await findField(canvas, 'Address')).toHaveValue('88 NW Flanders St');
    await expect(await findField(canvas, 'City')).toHaveValue('Portland');
    await expect(await findField(canvas, 'State')).toHaveValue('OR');
    await expect(await findField(canvas, 'ZIP code')).toHaveValue('97209');
    await expect(await findField(canvas, 'Phone number')).toHaveValue('5035550199');
    await expect(await findField(canvas, 'Email')).toHaveValue(shopper.email);
  },
};

/** The filled-in address stays the shopper's to change: the order goes where the form says. */
export const LastAddressEdited: Story = {
  parameters: FilledFromLastOrder.parameters,
  play: async (context) => {
    await FilledFromLastOrder.play?.(context);
    const { canvas } = context;
    await fillField(canvas, 'Address', '230 NE Multnomah St');
    await fillPayment(canvas);
    await userEvent.click(await placeOrderButton(canvas));
    await waitFor(() =>
      expect(orderRequests.body).toHaveBeenCalledWith(
        expect.objectContaining({
          shippingAddress: { ...lastOrderAddress, street: '230 NE Multnomah St' },
        }),
      ),
    );
  },
};

/** Submitting the empty form shows every field's message, raises the toast and focuses the first field. */
export const InvalidSubmit: Story = {
  tags: ['visual'],
  args: { user: null },
  play: async ({ canvas }) => {
    await userEvent.click(await placeOrderButton(canvas));
    await expect(await toasts().findByText('Please fix the errors in the form')).toBeVisible();
    for (const [label, message] of Object.entries(requiredMessages)) {
      await expect(canvas.getByText(message)).toBeVisible();
      await expectFieldError(canvas, label, message);
    }
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(orderRequests.body).not.toHaveBeenCalled();
  },
};

/** Each field's second rule: the format of what was typed. */
export const InvalidFormats: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await fillField(canvas, 'Email', 'emma@example');
    await fillField(canvas, 'First name', 'Emma2');
    await fillField(canvas, 'Last name', "O'Neil");
    await fillField(canvas, 'Address', '1420 SE Belmont St');
    await fillField(canvas, 'City', 'Portland 97');
    await fillField(canvas, 'State', 'O.R.');
    await fillField(canvas, 'ZIP code', '9721');
    await fillField(canvas, 'Phone number', '503555');
    await fillPayment(canvas, { cardNumber: '424242', expiryDate: '1329', cvv: '12', nameOnCard: 'Emma W.' });
    await userEvent.click(await placeOrderButton(canvas));
    for (const message of formatMessages) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.queryByText('Address is required')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

/** Typing into a field clears its own message and leaves the others. */
export const EditingClearsError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await placeOrderButton(canvas));
    await expect(await canvas.findByText('Address is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus());
    await userEvent.keyboard('1');
    await expect(canvas.queryByText('Address is required')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('City is required')).toBeVisible();
  },
};

export const CardNumberMask: Story = {
  play: async ({ canvas }) => {
    const input = await findField(canvas, 'Card number');
    await userEvent.type(input, '4242424242424242');
    await expect(input).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(input, '99');
    await expect(input).toHaveValue('4242 4242 4242 4242');
    await fillField(canvas, 'Card number', '4242-abcd-4242');
    await expect(input).toHaveValue('4242 4242');
  },
};

export const ExpiryDateMask: Story = {
  play: async ({ canvas }) => {
    const input = await findField(canvas, 'Expiry date');
    await userEvent.type(input, '12');
    await expect(input).toHaveValue('12/');
    await userEvent.type(input, '29');
    await expect(input).toHaveValue('12/29');
    await userEvent.type(input, '7');
    await expect(input).toHaveValue('12/29');
    await userEvent.type(input, '{Backspace}{Backspace}');
    await expect(input).toHaveValue('12/');
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('12');
    await fillField(canvas, 'Expiry date', 'ab1229');
    await expect(input).toHaveValue('12/29');
  },
};

export const DigitMasks: Story = {
  name: 'CVV, ZIP and Phone Masks',
  play: async ({ canvas }) => {
    await fillField(canvas, 'CVV', '12a34');
    await expect(await findField(canvas, 'CVV')).toHaveValue('123');
    await fillField(canvas, 'ZIP code', '97214-1234');
    await expect(await findField(canvas, 'ZIP code')).toHaveValue('97214');
    await fillField(canvas, 'Phone number', '(503) 555-0142 99');
    await expect(await findField(canvas, 'Phone number')).toHaveValue('5035550142');
  },
};

/** A month that has begun is expired, this one included; next month is accepted. */
export const ExpiredCard: Story = {
  play: async ({ args, canvas }) => {
    await fillShipping(canvas);
    await fillPayment(canvas, { expiryDate: '0120' });
    await userEvent.click(await placeOrderButton(canvas));
    await expectFieldError(canvas, 'Expiry date', 'Card has expired');
    await expect(await toasts().findByText('Please fix the errors in the form')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveFocus());

    await fillField(canvas, 'Expiry date', expiryDigits(0));
    await userEvent.click(await placeOrderButton(canvas));
    await expectFieldError(canvas, 'Expiry date', 'Card has expired');

    await fillField(canvas, 'Expiry date', expiryDigits(1));
    await userEvent.click(await placeOrderButton(canvas));
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));
  },
};

export const Busy: Story = {
  parameters: { api: { 'POST /api/orders': 'never' } },
  play: async ({ canvas }) => {
    await fillAndPlaceOrder(canvas);
    const busy = await canvas.findByRole('button', { name: 'Processing Order...' });
    await expect(busy).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  },
};

/** The server refuses: its message is the toast, and the button is ready for another try. */
export const ServerFailure: Story = {
  tags: ['visual'],
  parameters: { api: { 'POST /api/orders': failure(409, PRICES_CHANGED_MESSAGE) } },
  play: async ({ args, canvas }) => {
    await fillAndPlaceOrder(canvas);
    await expect(await toasts().findByText(PRICES_CHANGED_MESSAGE)).toBeVisible();
    await expect(await placeOrderButton(canvas)).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toHaveFocus());
    await expect(args.onOrderPlaced).not.toHaveBeenCalled();
  },
};

/** No answer at all: the spec's own message. */
export const NetworkFailure: Story = {
  parameters: { api: { 'POST /api/orders': ordersRoute(() => 'unreachable') } },
  play: async ({ args, canvas }) => {
    await fillAndPlaceOrder(canvas);
    await expect(await toasts().findByText('Failed to place order. Please try again.')).toBeVisible();
    await expect(await placeOrderButton(canvas)).toBeEnabled();
    await expect(args.onOrderPlaced).not.toHaveBeenCalled();
  },
};

/** Submitting the same order again reuses its Idempotency-Key; a changed form gets a new one. */
export const RetryKeepsIdempotencyKey: Story = {
  parameters: {
    api: {
      'POST /api/orders': ordersRoute((call) =>
        call < 3 ? failure(503, 'Payment provider timed out') : 'placed',
      ),
    },
  },
  play: async ({ args, canvas }) => {
    await fillAndPlaceOrder(canvas);
    await expect(await toasts().findByText('Payment provider timed out')).toBeVisible();
    await userEvent.click(await placeOrderButton(canvas));
    await waitFor(() => expect(orderRequests.idempotencyKey).toHaveBeenCalledTimes(2));
    await fillField(canvas, 'City', 'Salem');
    await userEvent.click(await placeOrderButton(canvas));
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));

    const [first, retry, changed] = orderRequests.idempotencyKey.mock.calls.map(([key]) => key);
    await expect(first).toEqual(expect.any(String));
    await expect(retry).toBe(first);
    await expect(changed).not.toBe(first);
  },
};

/** The order is placed: the request carries no card details, the cart cache empties, the app is told. */
export const Success: Story = {
  render: (args) => (
    <>
      <CheckoutPage {...args} />
      <CartCacheProbe />
    </>
  ),
  play: async ({ args, canvas }) => {
    await fillAndPlaceOrder(canvas);
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));
    await expect(args.onOrderPlaced).toHaveBeenCalledWith({
      order: placedOrder,
      customer: { name: 'Emma Wilson', email: shopper.email, phone: '5035550142' },
    });

    const [body] = orderRequests.body.mock.calls[0] ?? [];
    await expect(body).toEqual({
      orderItems: [camera, knitThrow].map((line) => ({
        product: line.product._id,
        name: line.product.name,
        image: line.product.images[0]?.url,
        price: line.product.price,
        quantity: 1,
      })),
      shippingAddress: sampleShippingAddress,
      billingAddress: { ...sampleShippingAddress, phone: undefined },
      paymentMethod: 'stripe',
      taxPrice: 103.04,
      shippingPrice: 10,
      totalPrice: 1401.04,
    });
    await expect(JSON.stringify(body)).not.toMatch(/4242|12\/29|cvv|card/i);

    await expect(await canvas.findByText('Cart lines in cache: 0')).toBeInTheDocument();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** From the first field to Place Order with Tab, typing and Enter only; the prefilled fields are tabbed past. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    await findField(canvas, 'Email');
    const entries = [
      ['Email', ''],
      ['First name', ''],
      ['Last name', ''],
      ['Address', '12 Elm St'],
      ['City', 'Salem'],
      ['State', 'OR'],
      ['ZIP code', '97301'],
      ['Phone number', ''],
      ['Card number', '4242424242424242'],
      ['Expiry date', '1229'],
      ['CVV', '123'],
      ['Name on card', 'Emma Wilson'],
    ] as const;
    // No pause between keys: some sixty keystrokes must fit in the story's time on a busy machine.
    const keyboard = userEvent.setup({ delay: null });
    for (const [label, text] of entries) {
      await keyboard.tab();
      // The focused element's name rather than a role query per field, which is slow on a form this size.
      await expect(document.activeElement).toHaveAccessibleName(label);
      if (text) await keyboard.keyboard(text);
    }
    // The order summary's discount code field and its Apply button come before Place Order.
    await keyboard.tab();
    await expect(document.activeElement).toHaveAccessibleName('Discount code');
    await keyboard.tab();
    await expect(document.activeElement).toHaveAccessibleName('Apply');
    await keyboard.tab();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toHaveFocus();
    await keyboard.keyboard('{Enter}');
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));
    await expect(orderRequests.body).toHaveBeenCalledWith(
      expect.objectContaining({
        shippingAddress: { ...sampleShippingAddress, street: '12 Elm St', city: 'Salem', zipCode: '97301' },
      }),
    );
  },
};

const showsForm = async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
  await expect(await placeOrderButton(canvas)).toBeVisible();
};

export const PopulatedMobile: Story = { ...mobile, play: showsForm };
export const PopulatedTablet: Story = { ...tablet, play: showsForm };
export const PopulatedDesktop: Story = { ...desktop, play: showsForm };
export const InvalidSubmitMobile: Story = { ...InvalidSubmit, ...mobile };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const FilledFromLastOrderMobile: Story = { ...FilledFromLastOrder, ...mobile };
