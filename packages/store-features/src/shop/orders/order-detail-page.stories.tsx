import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { OrderDetailPage } from './order-detail-page';
import { brokenImageOrder, deliveredOrder, myReviewsAnswer, orderAnswer, pendingOrder } from './stories-data';
import { MY_REVIEWS_ROUTE, ORDER_ROUTE, REVIEW_ROUTE, recordingRoute } from './story-routes';

const [firstItem, secondItem] = deliveredOrder.orderItems;
if (!firstItem?.product || !secondItem) throw new Error('The delivered order has fewer than two products');
const firstProductId = firstItem.product;

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

/** The shopper's review of the order's first product, written before. */
const earlierReview = {
  _id: '6e1d5b3f-8a2f-4b8b-9c63-3c4d5e6f7081',
  product: firstProductId,
  rating: 3,
  comment: 'Does the job.',
  createdAt: '2026-10-25T09:00:00.000Z',
};

const meta = {
  title: 'Shop/Order Detail',
  component: OrderDetailPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: {
      [ORDER_ROUTE]: ok(orderAnswer(deliveredOrder)),
      [REVIEW_ROUTE]: reviewRoute.handler,
      [MY_REVIEWS_ROUTE]: ok(myReviewsAnswer()),
    },
    docs: {
      description: {
        component:
          "The shopper's view of one order, where delivered items can be reviewed. Stories: loading, " +
          'delivered, already reviewed, pending payment, not found, an ended session, an image fallback, ' +
          'the review modal, keyboard, widths.',
      },
    },
  },
  args: { orderId: deliveredOrder._id, onNavigate: fn() },
  beforeEach: () => reviewRoute.reset(),
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderHeading = (canvas: ReturnType<typeof within>, orderNumber = deliveredOrder.orderNumber) =>
  canvas.findByRole('heading', { level: 1, name: `Order #${orderNumber}` });
/** The first line's 'Write Review', once the shopper's own reviews are in. */
const writeReview = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: `Write Review for ${firstItem.name}` });
const lineOf = (canvas: ReturnType<typeof within>, name: string) => {
  const line = canvas.getByText(name).closest('li');
  if (!line) throw new Error(`No line for ${name}`);
  return within(line);
};

export const Loading: Story = {
  tags: ['visual'],
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
    await expect(await canvas.findAllByRole('button', { name: /^Write Review for / })).toHaveLength(3);
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    for (const figure of ['Subtotal$1,447.00', 'Shipping$10.00', 'Tax$115.76', 'Total$1,572.76']) {
      await expect(summary).toHaveTextContent(figure);
    }
    await expect(canvas.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(
      '1420 SE Belmont St',
    );
  },
};

/** A product reviewed before shows the shopper's stars in place of 'Write Review'; the others still offer it. */
export const AlreadyReviewed: Story = {
  parameters: { api: { [MY_REVIEWS_ROUTE]: ok(myReviewsAnswer([earlierReview])) } },
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    const reviewed = lineOf(canvas, firstItem.name);
    await expect(await reviewed.findByText('Reviewed')).toBeVisible();
    await expect(reviewed.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    await expect(reviewed.queryByRole('button', { name: /Write Review/ })).not.toBeInTheDocument();
    await expect(
      lineOf(canvas, secondItem.name).getByRole('button', { name: `Write Review for ${secondItem.name}` }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Write Review for / })).toHaveLength(2);
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
  tags: ['visual'],
  parameters: { api: { [ORDER_ROUTE]: failure(404, 'Order not found') } },
  play: async ({ args }) => {
    await expect(await within(document.body).findByText('Order not found')).toBeVisible();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/orders', { replace: true }));
  },
};

/** Answers the order call with a 401, noting that it did. */
const refusedSession = fn(() => failure(401, 'Not authorized'));

/** A session the server no longer honours: the app opens /login; the page neither says 'not found' nor leaves. */
export const SessionEnded: Story = {
  parameters: { api: { [ORDER_ROUTE]: refusedSession } },
  play: async ({ args }) => {
    await waitFor(() => expect(refusedSession).toHaveBeenCalled());
    // The refusal has reached the page once the next task runs; anything it did would have happened by then.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(document.body).queryByText('Order not found')).toBeNull();
    await expect(args.onNavigate).not.toHaveBeenCalled();
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
  tags: ['visual'],
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    await userEvent.click(await writeReview(canvas));
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
    await userEvent.click(await writeReview(canvas));
    const dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Roomy and sturdy.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await expect(await within(document.body).findByText('Review submitted successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(reviewRoute.requests).toHaveLength(1);
    await expect(reviewRoute.requests[0]?.params.id).toBe(firstItem.product);
    await expect(reviewRoute.requests[0]?.body).toEqual({ rating: 4, comment: 'Roomy and sturdy.' });
    // The line no longer offers a second review: it shows the stars just given.
    const reviewed = lineOf(canvas, firstItem.name);
    await expect(reviewed.getByText('Reviewed')).toBeVisible();
    await expect(reviewed.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(reviewed.queryByRole('button', { name: /Write Review/ })).not.toBeInTheDocument();
  },
};

export const ReviewSubmitting: Story = {
  parameters: { api: { [REVIEW_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    await userEvent.click(await writeReview(canvas));
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
    await userEvent.click(await writeReview(canvas));
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
    await userEvent.click(await writeReview(canvas));
    let dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Changed my mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(reviewRoute.requests).toHaveLength(0);

    await userEvent.click(await writeReview(canvas));
    dialog = await screen.findByRole('dialog', { name: 'Write Review' });
    await expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toHaveValue('');
  },
};

/** Keyboard only: Tab past Back to Orders to Write Review, Enter opens it, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await orderHeading(canvas);
    const trigger = await writeReview(canvas);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Orders' })).toHaveFocus();
    await userEvent.tab();
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
export const AlreadyReviewedMobile: Story = { ...AlreadyReviewed, ...mobile };
