import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { CartPage } from './cart-page';
import {
  camera,
  cartAnswer,
  cartAtStock,
  cartRequests,
  cartRoutes,
  knitThrow,
  resetCartRequests,
} from './stories-data';
import { cartLoadFails, expectDemoCartTotals } from './story-steps';

const meta = {
  title: 'Shop/Cart',
  component: CartPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: cartRoutes,
    docs: {
      description: {
        component:
          "The shopper's cart: change quantities, remove lines, clear it and go to checkout. Stories: " +
          'loading, empty, a failed load, filled (also in rupees), signed out, each change and its ' +
          'failure, busy, keyboard, and widths.',
      },
    },
  },
  args: { user: shopper, currency: 'USD', discountCode: null, onDiscountCodeChange: fn() },
  beforeEach: resetCartRequests,
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of the cart, once the cart has loaded. */
const findLine = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('article', { name }));
const summary = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Order Summary' }));
const toasts = () => within(document.body);

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/cart': 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading cart' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/cart': ok(cartAnswer([])) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  tags: ['visual'],
  name: 'Error',
  ...cartLoadFails,
};

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '2 items' })).toBeVisible();
    const cameraLine = await findLine(canvasElement, camera.product.name);
    await expect(cameraLine.getByRole('link', { name: camera.product.name })).toHaveAttribute(
      'href',
      `/product/${camera.product._id}`,
    );
    await expect(cameraLine.getByText('$1,199.00 each')).toBeVisible();
    await expect(cameraLine.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    const order = summary(canvasElement);
    await expectDemoCartTotals(order);
    await expect(order.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

export const PopulatedInRupees: Story = {
  args: { currency: 'INR' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: '2 items' });
    await expect(
      (await findLine(canvasElement, camera.product.name)).getByText('₹99,817 each'),
    ).toBeVisible();
    await expect(summary(canvasElement).getByText('₹1,16,637')).toBeVisible();
  },
};

export const SignedOut: Story = {
  tags: ['visual'],
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByText('Please login to add items to cart')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

/** The update never answers: the line shows it is busy and every stepper waits. */
export const Busy: Story = {
  parameters: { api: { 'PUT /api/cart/update': 'never' } },
  play: async ({ canvasElement, userEvent }) => {
    const cameraLine = await findLine(canvasElement, camera.product.name);
    await userEvent.click(await cameraLine.findByRole('button', { name: 'Increase Quantity' }));
    await expect(
      await cameraLine.findByRole('progressbar', { name: `Updating ${camera.product.name}` }),
    ).toBeVisible();
    await expect(cameraLine.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(cameraLine.getByRole('button', { name: `Remove ${camera.product.name}` })).toBeDisabled();
    const throwLine = await findLine(canvasElement, knitThrow.product.name);
    await expect(throwLine.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Clear cart' })).toBeDisabled();
  },
};

export const ChangeQuantity: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const cameraLine = await findLine(canvasElement, camera.product.name);
    await userEvent.click(await cameraLine.findByRole('button', { name: 'Increase Quantity' }));
    await waitFor(() =>
      expect(cartRequests.update).toHaveBeenCalledWith({ productId: camera.product._id, quantity: 2 }),
    );
    await expect(await cameraLine.findByText('$2,398.00')).toBeVisible();
    await expect(await summary(canvasElement).findByText('$2,695.96')).toBeVisible();
  },
};

export const QuantityCappedAtStock: Story = {
  parameters: { api: { 'GET /api/cart': ok(cartAtStock) } },
  play: async ({ canvasElement }) => {
    const throwLine = await findLine(canvasElement, knitThrow.product.name);
    await expect(await throwLine.findByRole('textbox', { name: 'Quantity' })).toHaveValue('5');
    await expect(throwLine.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  },
};

export const DecreaseBelowOneRemoves: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const throwLine = await findLine(canvasElement, knitThrow.product.name);
    await userEvent.click(await throwLine.findByRole('button', { name: 'Decrease Quantity' }));
    await waitFor(() => expect(cartRequests.remove).toHaveBeenCalledWith(knitThrow.product._id));
    await expect(await canvas.findByRole('heading', { level: 2, name: '1 item' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: knitThrow.product.name })).not.toBeInTheDocument();
  },
};

export const Remove: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cameraLine = await findLine(canvasElement, camera.product.name);
    await userEvent.click(await cameraLine.findByRole('button', { name: `Remove ${camera.product.name}` }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '1 item' })).toBeVisible();
    await expect(cartRequests.remove).toHaveBeenCalledWith(camera.product._id);
    await expect(summary(canvasElement).getByText('$106.12')).toBeVisible();
  },
};

export const ClearCart: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cart' }));
    const dialog = within(await toasts().findByRole('alertdialog', { name: 'Clear cart?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Clear cart' }));
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(cartRequests.clear).toHaveBeenCalledTimes(1);
  },
};

export const ClearCartCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cart' }));
    const dialog = within(await toasts().findByRole('alertdialog', { name: 'Clear cart?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toasts().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(cartRequests.clear).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { level: 2, name: '2 items' })).toBeVisible();
  },
};

export const ClearingBusy: Story = {
  parameters: { api: { 'DELETE /api/cart/clear': 'never' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cart' }));
    const dialog = within(await toasts().findByRole('alertdialog', { name: 'Clear cart?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Clear cart' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Clearing cart' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear cart' })).toBeDisabled();
    const cameraLine = await findLine(canvasElement, camera.product.name);
    await expect(cameraLine.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
  },
};

export const UpdateFails: Story = {
  tags: ['visual'],
  parameters: { api: { 'PUT /api/cart/update': failure(409, 'Only 9 items available in stock') } },
  play: async ({ canvasElement, userEvent }) => {
    const cameraLine = await findLine(canvasElement, camera.product.name);
    await userEvent.click(await cameraLine.findByRole('button', { name: 'Increase Quantity' }));
    await expect(await toasts().findByText('Only 9 items available in stock')).toBeVisible();
    await expect(cameraLine.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  },
};

export const RemoveFails: Story = {
  parameters: { api: { 'DELETE /api/cart/remove/:productId': failure(500, 'Failed to remove item') } },
  play: async ({ canvasElement, userEvent }) => {
    const cameraLine = await findLine(canvasElement, camera.product.name);
    await userEvent.click(await cameraLine.findByRole('button', { name: `Remove ${camera.product.name}` }));
    await expect(await toasts().findByText('Failed to remove item')).toBeVisible();
    await expect(cameraLine.getByRole('link', { name: camera.product.name })).toBeVisible();
  },
};

export const ClearFails: Story = {
  parameters: { api: { 'DELETE /api/cart/clear': failure(500, 'Failed to clear cart') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cart' }));
    const dialog = within(await toasts().findByRole('alertdialog', { name: 'Clear cart?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Clear cart' }));
    await expect(await toasts().findByText('Failed to clear cart')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2 items' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear cart' })).toBeEnabled();
  },
};

/** Keyboard only: Tab to the camera's quantity, Arrow Up sends the new quantity and the total follows. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cameraLine = await findLine(canvasElement, camera.product.name);
    const quantity = await cameraLine.findByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear cart' })).toHaveFocus();
    await userEvent.tab();
    await expect(cameraLine.getByRole('link', { name: camera.product.name })).toHaveFocus();
    await userEvent.tab();
    await expect(quantity).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(await summary(canvasElement).findByText('$2,695.96')).toBeVisible();
    await expect(quantity).toHaveFocus();
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const EmptyMobile: Story = { ...Empty, ...mobile };
export const BusyMobile: Story = { ...Busy, ...mobile };
