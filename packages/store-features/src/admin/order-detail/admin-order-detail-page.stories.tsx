import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failingOnce, failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AdminOrderDetailPage } from './admin-order-detail-page';
import {
  cancelledOrder,
  deliveredOrder,
  deliveredWithoutTimeOrder,
  fakeOrderServer,
  ORDER_ROUTE,
  pendingOrder,
  processingOrder,
  shippedUnpaidOrder,
} from './stories-data';
import { OrderDetailInLayout } from './story-host';

const server = fakeOrderServer(deliveredOrder);

const meta = {
  title: 'Admin/Order Detail',
  component: AdminOrderDetailPage,
  tags: ['autodocs'],
  decorators: [withStore],
  render: (args) => <OrderDetailInLayout {...args} />,
  args: { orderId: deliveredOrder._id, onNavigate: fn(), onPrint: fn() },
  parameters: {
    layout: 'fullscreen',
    api: server.routes,
    docs: {
      description: {
        component:
          "The admin's view of one order: customer, items, totals, status timeline, payment and notes. " +
          'Stories: delivered, pending and unpaid, processing, shipped unpaid, cancelled, back to a ' +
          'filtered list, loading, a failed load, an order not found, and phone to desktop widths.',
      },
    },
  },
  beforeEach: server.reset,
} satisfies Meta<typeof AdminOrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const milestonesOf = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Milestones' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const storyFor = (order: typeof deliveredOrder) => {
  const own = fakeOrderServer(order);
  return { args: { orderId: order._id }, parameters: { api: own.routes }, beforeEach: own.reset };
};

/** Delivered and paid, with notes by two admins: every section of spec section 2. */
export const Delivered: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Order #${deliveredOrder.orderNumber}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Delivered');
    await expect(canvas.getAllByText('Paid')[0]).toHaveAttribute('data-tone', 'success');
    await expect(canvas.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();

    const items = within(canvas.getByRole('list', { name: `Items in order ${deliveredOrder.orderNumber}` }));
    await expect(items.getAllByRole('listitem')).toHaveLength(3);
    await expect(items.getAllByText('$1,199.00')).toHaveLength(2);
    const customer = within(canvas.getByRole('region', { name: 'Customer' }));
    await expect(customer.getByText('Emma Wilson')).toBeVisible();
    await expect(customer.getByRole('link', { name: 'emma.wilson@example.com' })).toBeVisible();
    await expect(customer.getByText(deliveredOrder.user._id)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(
      '1420 SE Belmont St',
    );
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toHaveTextContent(
      'Subtotal$1,447.00Shipping$10.00Tax$115.76Total$1,572.76',
    );

    await expect(milestonesOf(canvas)).toEqual([
      'Order Placed',
      'Payment Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    const activity = within(canvas.getByRole('list', { name: 'Recorded activity' }));
    await expect(activity.getAllByRole('listitem')).toHaveLength(7);
    await expect(activity.getByText('Status changed from Processing to Shipped')).toBeVisible();
    await expect(activity.getAllByText(/^Marcus Lee ·/).length).toBeGreaterThan(0);
    const notes = canvas.getAllByRole('listitem').filter((item) => item.hasAttribute('data-note'));
    await expect(notes).toHaveLength(2);
    await expect(within(notes[0] as HTMLElement).getByText('Only admins see this')).toBeVisible();
    await expect(within(notes[1] as HTMLElement).getByText(/Signed for by: R\. Wilson/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Just placed, not paid: Pending with Confirm Payment, and only the first milestone. */
export const PendingUnpaid: Story = {
  ...storyFor(pendingOrder),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
    await expect(canvas.getAllByText('Pending')[0]).toHaveAttribute('data-tone', 'neutral');
    await expect(milestonesOf(canvas)).toEqual(['Order Placed']);
    await expect(canvas.getByText('Order placed')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Processing: Story = {
  ...storyFor(processingOrder),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Status/ })).toHaveTextContent('Processing');
    await expect(milestonesOf(canvas)).toEqual(['Order Placed', 'Payment Confirmed', 'Processing']);
    // The payment's audit entry is the two steps said again: listed once, as the steps.
    await expect(canvas.getByText('Payment confirmed')).toBeVisible();
    await expect(canvas.getByText('Status changed from Pending to Processing')).toBeVisible();
  },
};

/** Shipped before it was paid: the Shipped milestone with Processing before it, and Confirm Payment. */
export const ShippedUnpaid: Story = {
  ...storyFor(shippedUnpaidOrder),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Confirm Payment' })).toBeVisible();
    await expect(milestonesOf(canvas)).toEqual(['Order Placed', 'Processing', 'Shipped']);
  },
};

/** Delivered without a recorded time: 'Recently delivered' (spec section 2), by nobody known. */
export const DeliveredRecently: Story = {
  ...storyFor(deliveredWithoutTimeOrder),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Recently delivered')).toBeVisible();
    await expect(canvas.getByText(/^Unknown user ·/)).toBeVisible();
  },
};

/** Opened from a filtered page of the list: Back to Orders leads to that page, filter and all. */
export const BackToTheListAsLeft: Story = {
  args: { listHref: '/admin/orders?status=shipped&page=2' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: `Order #${deliveredOrder.orderNumber}` });
    await expect(canvas.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/admin/orders?status=shipped&page=2',
    );
  },
};

/** Cancelled: the milestones it reached, then Cancelled; the note says why. */
export const Cancelled: Story = {
  ...storyFor(cancelledOrder),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Status/ })).toHaveTextContent('Cancelled');
    await expect(milestonesOf(canvas)).toEqual(['Order Placed', 'Processing', 'Cancelled']);
    await expect(canvas.getByText('Status changed from Processing to Cancelled')).toBeVisible();
    await expect(canvas.getByText(/stock returned/)).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { ...server.routes, [ORDER_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading order...');
    await expect(canvas.getByRole('link', { name: 'Back to Orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Orders' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const failingThenWorking = failingOnce((request) => server.get(request));

/** A load that fails: the message in place and as a toast, then Retry loads the order. */
export const FailedThenRetry: Story = {
  parameters: { api: { ...server.routes, [ORDER_ROUTE]: failingThenWorking.handler } },
  beforeEach: () => {
    failingThenWorking.reset();
    server.reset();
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Failed to load order' })).toBeVisible();
    await findToast('Failed to load order');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Order #${deliveredOrder.orderNumber}` }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  parameters: { api: { ...server.routes, [ORDER_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(await findToast('Failed to load order')).toBeVisible();
  },
};

/** An order that is not there: 'Order not found' (spec section 8), then back to the list. */
export const NotFound: Story = {
  tags: ['visual'],
  args: { orderId: 'no-such-order' },
  play: async ({ args }) => {
    await findToast('Order not found');
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/orders', { replace: true });
  },
};

export const DeliveredMobile: Story = { ...Delivered, ...mobile };
export const DeliveredTablet: Story = { ...Delivered, ...tablet };
export const DeliveredDesktop: Story = { ...Delivered, ...desktop };
export const PendingUnpaidMobile: Story = { ...PendingUnpaid, ...mobile };
export const PendingUnpaidDesktop: Story = { ...PendingUnpaid, ...desktop };
export const CancelledMobile: Story = { ...Cancelled, ...mobile };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const LoadingDesktop: Story = { ...Loading, ...desktop };
export const FailedMobile: Story = { ...Failed, ...mobile };
