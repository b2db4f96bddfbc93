import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { OrderConfirmationPage } from './order-confirmation-page';
import { brokenImageOrder, deliveredOrder, orderAnswer, pendingOrder, placedCustomer } from './stories-data';
import { ORDER_ROUTE, recordingRoute } from './story-routes';

const meta = {
  title: 'Shop/Order Confirmation',
  component: OrderConfirmationPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { [ORDER_ROUTE]: ok(orderAnswer(deliveredOrder)) },
    docs: {
      description: {
        component:
          'The page after an order is placed, summing it up, with Print Order. Stories: loading, loaded ' +
          'by id or from checkout, no phone number, not found, no order, an image fallback, printing, ' +
          'keyboard, and widths.',
      },
    },
  },
  args: { orderId: deliveredOrder._id, onPrint: fn() },
} satisfies Meta<typeof OrderConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmedHeading = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1, name: 'Order Confirmed!' });

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { [ORDER_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading order...');
    await expect(canvas.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument();
  },
};

/** Loaded by id (a reload of /order-confirmation/{orderId}): every section of the spec, with its figures. */
export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await confirmedHeading(canvas)).toBeVisible();
    await expect(
      canvas.getByText('Thank you for your purchase. Your order has been placed successfully.'),
    ).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Order Details' });
    await expect(details).toHaveTextContent(deliveredOrder.orderNumber);
    await expect(details).toHaveTextContent('October 20, 2026');
    await expect(within(details).getByText('Delivered')).toBeVisible();
    await expect(within(details).getByText('Paid')).toBeVisible();
    await expect(details).toHaveTextContent('$1,572.76');

    const customer = canvas.getByRole('region', { name: 'Customer Information' });
    await expect(customer).toHaveTextContent('Emma Wilson');
    await expect(customer).toHaveTextContent('emma.wilson@example.com');
    const address = canvas.getByRole('region', { name: 'Shipping Address' });
    await expect(address).toHaveTextContent('1420 SE Belmont St');
    await expect(address).toHaveTextContent('Portland, OR 97214');
    await expect(address).toHaveTextContent('US');

    const items = canvas.getByRole('list', { name: `Items in order ${deliveredOrder.orderNumber}` });
    await expect(within(items).getAllByRole('listitem')).toHaveLength(3);
    await expect(items).toHaveTextContent('Z50 Mirrorless Camera');
    await expect(items).toHaveTextContent('$1,199.00');
    const summary = canvas.getByRole('region', { name: 'Order Items' });
    for (const figure of ['Subtotal$1,447.00', 'Shipping$10.00', 'Tax$115.76', 'Total$1,572.76']) {
      await expect(summary).toHaveTextContent(figure);
    }

    await expect(canvas.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    const next = canvas.getByRole('region', { name: "What's Next?" });
    await expect(next).toHaveTextContent('within 24 hours');
    await expect(next).toHaveTextContent('within 2-3 business days');
    await expect(next).toHaveTextContent('5-7 business days');
  },
};

const unusedOrderRoute = recordingRoute(() => ok(orderAnswer(deliveredOrder)));

/** Straight from checkout: the order and customer come as navigation state and nothing is fetched. */
export const FromNavigationState: Story = {
  args: { orderId: undefined, placed: { order: pendingOrder, customer: placedCustomer } },
  parameters: { api: { [ORDER_ROUTE]: unusedOrderRoute.handler } },
  beforeEach: () => unusedOrderRoute.reset(),
  play: async ({ canvas }) => {
    await expect(await confirmedHeading(canvas)).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Order Details' });
    await expect(details).toHaveTextContent(pendingOrder.orderNumber);
    await expect(within(details).getAllByText('Pending')).toHaveLength(2);
    const customer = canvas.getByRole('region', { name: 'Customer Information' });
    await expect(customer).toHaveTextContent('Phone5035550142');
    await expect(unusedOrderRoute.requests).toHaveLength(0);
  },
};

/** A customer without a phone: the phone line is left out. */
export const CustomerWithoutPhone: Story = {
  args: {
    placed: { order: pendingOrder, customer: { name: 'Emma Wilson', email: 'emma.wilson@example.com' } },
  },
  play: async ({ canvas }) => {
    await confirmedHeading(canvas);
    const customer = canvas.getByRole('region', { name: 'Customer Information' });
    await expect(within(customer).queryByText('Phone')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  tags: ['visual'],
  parameters: { api: { [ORDER_ROUTE]: failure(404, 'Order not found') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(
      canvas.getByText("The order you're looking for doesn't exist or you don't have permission to view it."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
  },
};

/** /order-confirmation with neither an id nor navigation state. */
export const NoOrder: Story = {
  args: { orderId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  },
};

/** An item picture that fails to load gives way to the fallback block. */
export const ImageFallback: Story = {
  args: { placed: { order: brokenImageOrder, customer: placedCustomer } },
  play: async ({ canvasElement, canvas }) => {
    await confirmedHeading(canvas);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image-fallback"]')).not.toBeNull());
    await expect(canvasElement.querySelector('img[src$="missing.png"]')).toBeNull();
  },
};

/** Print Order opens the print dialog; the actions are hidden on paper. */
export const PrintOrder: Story = {
  play: async ({ canvas, args }) => {
    await confirmedHeading(canvas);
    const print = canvas.getByRole('button', { name: 'Print Order' });
    await userEvent.click(print);
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await expect(print.parentElement).toHaveClass('print:hidden');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await confirmedHeading(canvas);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Print Order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View All Orders' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveFocus();
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const NotFoundMobile: Story = { ...NotFound, ...mobile };
