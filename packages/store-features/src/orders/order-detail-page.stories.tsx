import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failure, ok } from '../../story-support/mock-routes';
import { desktop, mobile, tablet } from '../../story-support/viewports';
import { withStore } from '../../story-support/with-store';
import { OrderDetailPage } from './order-detail-page';
import { brokenImageOrder, deliveredOrder, orderAnswer, pendingOrder } from './stories-data';
import { ORDER_ROUTE, REVIEW_ROUTE, recordingRoute } from './story-routes';

const [firstItem] = deliveredOrder.orderItems;
if (!firstItem) throw new Error('The delivered order has no items');

const savedReview = {
  success: true,
  message: 'Review added',
  data: {
    review: {
      _id: '5d0c4a2e-7e1f-4f7a-9a52-2b3c4d5e6f70',
      rating: 4,
      comment: 'Roomy and sturdy.',
      createdAt: '2026-11-20T10:00:00.000Z',
      user: { firstName: 'Emma', lastName: 'Wilson' },
    },
  },
};
const reviewRoute = recordingRoute(() => ok(savedReview, 201));

const meta = {
  title: 'Screens/Order Detail',
  component: OrderDetailPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { [ORDER_ROUTE]: ok(orderAnswer(deliveredOrder)), [REVIEW_ROUTE]: reviewRoute.handler },
  },
  args: { orderId: deliveredOrder._id, onNavigate: fn() },
  beforeEach: () => reviewRoute.reset(),
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderHeading = (canvas: ReturnType<typeof within>, orderNumber = deliveredOrder.orderNumber) =>
  canvas.findByRole('heading', { level: 1, name: `Order #${orderNumber}` });
const writeReview = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: `Write Review for ${firstItem.name}` });

export const Loading: Story = {
  parameters: { api: { [ORDER_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading order...');
    await expect(canvas.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  },
};

/** A delivered, paid order: badges, date, address, lines, summary, and 'Write Review' on every line. */
export const Delivered: Story = {
  play: async ({ canvas }) => {
    await expect(await orderHeading(canvas)).toBeVisible();
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByText('October 20, 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
    const items = canvas.getByRole('list', { name: `Items in order ${deliveredOrder.orderNumber}` });
    await expect(within(items).getAllByRole('listitem')).toHaveLength(3);
    await expect(items).toHaveTextContent('Quantity: 1');
    await expect(items).toHaveTextContent('Unit price: $159.00');
    await expect(canvas.getAllByRole('button', { name: /^Write Review for / })).toHaveLength(3);
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    for (const figure of ['Subtotal$1,447.00', 'Shipping$10.00', 'Tax$115.76', 'Total$1,572.76']) {
      await expect(summary).toHaveTextContent(figure);
    }
    await expect(canvas.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(
      '1420 SE Belmont St',
    );
  },
};

/** Not delivered, not paid: 'Pending Payment', and no review option. */
export const PendingPayment: Story = {
  args: { orderId: pendingOrder._id },
  parameters: { api: { [ORDER_ROUTE]: ok(orderAnswer(pendingOrder)) } },
  play: async ({ canvas }) => {
    await orderHeading(canvas, pendingOrder.orderNumber);
    await expect(canvas.getByText('Pending Payment')).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Write Review/ })).not.toBeInTheDocument();
  },
};

/** The order cannot be loaded: the toast 'Order not found' and back to /orders. */
export const NotFound: Story = {
  parameters: { api: { [ORDER_ROUTE]: failure(404, 'Order not found') } },
  play: async ({ args }) => {
    await expect(await within(document.body).findByText('Order not found')).toBeVisible();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/orders', { replace: true }));
  },
};

export const ImageFallback: Story = {
  args: { orderId: brokenImageOrder._id },
  parameters: { api: { [ORDER_ROUTE]: ok(orderAnswer(brokenImageOrder)) } },
  play: async ({ canvasElement, canvas }) => {
    await orderHeading(canvas, brokenImageOrder.orderNumber);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image-fallback"]')).not.toBeNull());
  },
};

export const ReviewModalOpen: Story = {
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    await userEvent.click(writeReview(canvas));
    const dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await expect(dialog).toHaveTextContent(firstItem.name);
    await expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toHaveValue('');
    // Visible once the modal's entry transition has faded it in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit Review' })).toBeVisible());
  },
};

/** Four stars and a comment, posted to the line's product; the modal closes on success. */
export const ReviewSubmitted: Story = {
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    await userEvent.click(writeReview(canvas));
    const dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Roomy and sturdy.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await expect(await within(document.body).findByText('Review submitted successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(reviewRoute.requests).toHaveLength(1);
    await expect(reviewRoute.requests[0]?.params.id).toBe(firstItem.product);
    await expect(reviewRoute.requests[0]?.body).toEqual({ rating: 4, comment: 'Roomy and sturdy.' });
  },
};

export const ReviewSubmitting: Story = {
  parameters: { api: { [REVIEW_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    await userEvent.click(writeReview(canvas));
    const dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Roomy and sturdy.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

/** The comment is required: an empty review is not sent. */
export const ReviewInvalid: Story = {
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    await userEvent.click(writeReview(canvas));
    const dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await expect(await within(dialog).findByText('Comment is required')).toBeVisible();
    await expect(reviewRoute.requests).toHaveLength(0);
  },
};

/** Cancel closes the modal; opened again it is back to 5 stars and no text. */
export const ReviewCancelled: Story = {
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    await userEvent.click(writeReview(canvas));
    let dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Changed my mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(reviewRoute.requests).toHaveLength(0);

    await userEvent.click(writeReview(canvas));
    dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toHaveValue('');
  },
};

/** Keyboard only: Tab past Back to Orders to Write Review, Enter opens it, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Orders' })).toHaveFocus();
    await userEvent.tab();
    const trigger = writeReview(canvas);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DeliveredMobile: Story = { ...Delivered, ...mobile };
export const DeliveredTablet: Story = { ...Delivered, ...tablet };
export const DeliveredDesktop: Story = { ...Delivered, ...desktop };
export const ReviewModalOpenMobile: Story = { ...ReviewModalOpen, ...mobile };
