import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failure, type MockAnswer, type MockRequest } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { CANCEL_ORDER_MESSAGE } from '../shared';
import { AdminOrdersPage, type AdminOrdersPageProps } from './admin-orders-page';
import {
  cancelledOrder,
  fakeAdminOrders,
  orderRow,
  PAYMENT_ROUTE,
  pendingOrder,
  STATUS_ROUTE,
} from './stories-data';
import { OrdersAtUrl } from './story-host';

const server = fakeAdminOrders();

/** Calls that never answer, counted: a busy row must not send a second one. */
const stalled = {
  calls: 0,
  handler: (_request: MockRequest): MockAnswer => {
    stalled.calls += 1;
    return 'never';
  },
};

/** A row's own changes (spec section 2): its status dropdown and Confirm Payment, and how each fails. */
const meta = {
  title: 'Admin/Orders/Rows',
  component: AdminOrdersPage,
  tags: ['autodocs'],
  args: { query: '', onQueryChange: fn() },
  ...listStoryMeta((args: AdminOrdersPageProps) => <OrdersAtUrl {...args} />, server),
  parameters: {
    layout: 'fullscreen',
    api: server.routes,
    docs: {
      description: {
        component:
          'Changing one order from its row in the admin orders list: status, payment, cancelling. ' +
          'Stories: each change made, busy, refused or failing, the status by keyboard, cancelling asked ' +
          'first and kept, and phone to desktop widths.',
      },
    },
  },
  beforeEach: () => {
    server.reset();
    stalled.calls = 0;
  },
} satisfies Meta<typeof AdminOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (orderNumber: string) => within(orderRow(orderNumber));
const statusOf = (orderNumber: string) =>
  row(orderNumber).getByRole('combobox', { name: `Status of order ${orderNumber}` });
/** The confirm prompt, by its title's start (a toast is an alertdialog too). */
const paymentQuestion = () => screen.queryByRole('alertdialog', { name: /^Confirm payment for/ });
const cancelQuestion = () => screen.queryByRole('alertdialog', { name: /^Cancel order/ });
const confirmPaymentOf = (orderNumber: string) =>
  row(orderNumber).queryByRole('button', { name: `Confirm Payment for order ${orderNumber}` });

async function chooseStatus(orderNumber: string, label: string) {
  await screen.findByRole('grid', { name: 'Orders' });
  await userEvent.selectOptions(statusOf(orderNumber), label);
}

async function openPaymentQuestion(orderNumber: string) {
  await screen.findByRole('grid', { name: 'Orders' });
  const button = confirmPaymentOf(orderNumber);
  if (!button) throw new Error(`No Confirm Payment for ${orderNumber}`);
  await userEvent.click(button);
  const dialog = await screen.findByRole('alertdialog', { name: `Confirm payment for ${orderNumber}?` });
  // It fades in; on a busy machine that takes a while.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return within(dialog);
}

/** A new status from the row's dropdown: one call, the spec's toast, the row shows it; the row is not selected. */
export const StatusChanged: Story = {
  tags: ['visual'],
  play: async () => {
    await chooseStatus(pendingOrder.orderNumber, 'Shipped');
    await findToast('Order status updated successfully');
    await expect(server.statusBodies).toEqual([{ id: pendingOrder._id, status: 'shipped' }]);
    await waitFor(() => expect(statusOf(pendingOrder.orderNumber)).toHaveDisplayValue('Shipped'));
    await expect(statusOf(pendingOrder.orderNumber)).toBeEnabled();
    await expect(row(pendingOrder.orderNumber).getByRole('checkbox')).not.toBeChecked();
  },
};

/** The call fails: the row goes back as it was, with the spec's message. */
export const StatusFailsRollsBack: Story = {
  parameters: { api: { ...server.routes, [STATUS_ROUTE]: failure(500, 'Database unavailable') } },
  play: async () => {
    await chooseStatus(pendingOrder.orderNumber, 'Delivered');
    await findToast('Failed to update order status');
    await waitFor(() => expect(statusOf(pendingOrder.orderNumber)).toHaveDisplayValue('Pending'));
    await expect(statusOf(pendingOrder.orderNumber)).toBeEnabled();
  },
};

/** The server refuses: a cancelled order cannot be reopened. Its words, and the row stays Cancelled. */
export const ReopenRefused: Story = {
  tags: ['visual'],
  play: async () => {
    await chooseStatus(cancelledOrder.orderNumber, 'Processing');
    await findToast('A cancelled order cannot be reopened');
    await expect(server.statusBodies).toEqual([{ id: cancelledOrder._id, status: 'processing' }]);
    await waitFor(() => expect(statusOf(cancelledOrder.orderNumber)).toHaveDisplayValue('Cancelled'));
  },
};

/** Busy: while the change is on its way the row shows it, says so, and nothing on it can be pressed again. */
export const StatusBusy: Story = {
  parameters: { api: { ...server.routes, [STATUS_ROUTE]: stalled.handler } },
  play: async () => {
    await chooseStatus(pendingOrder.orderNumber, 'Processing');
    const status = statusOf(pendingOrder.orderNumber);
    await waitFor(() => expect(status).toBeDisabled());
    await expect(status).toHaveDisplayValue('Processing');
    await expect(
      row(pendingOrder.orderNumber).getByRole('progressbar', {
        name: `Updating order ${pendingOrder.orderNumber}`,
      }),
    ).toBeInTheDocument();
    await expect(confirmPaymentOf(pendingOrder.orderNumber)).toBeDisabled();
    await expect(stalled.calls).toBe(1);
    // The other rows carry on.
    await expect(statusOf(cancelledOrder.orderNumber)).toBeEnabled();
  },
};

/**
 * Keyboard only: from the row, the arrows reach its dropdown. Space opens it (the browser's own picker) and does
 * not select the row; Arrow Down goes on to the next row rather than pick a status. The pick is sent once, and
 * the focus comes back to the dropdown after.
 */
export const StatusByKeyboard: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Orders' });
    canvas.getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.tab();
    await expect(within(grid).getAllByRole('row')[1]).toHaveFocus();
    // From the row, Arrow Left wraps to its last cell (View); once more is the status.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const status = statusOf(pendingOrder.orderNumber);
    await expect(status).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(row(pendingOrder.orderNumber).getByRole('checkbox')).not.toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(status).toHaveDisplayValue('Pending');
    await expect(status).not.toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(status).toHaveFocus();
    // The browser's picker is not part of the page: its choice arrives as the select's change.
    await userEvent.selectOptions(status, 'Shipped');
    await findToast('Order status updated successfully');
    await expect(server.statusBodies).toEqual([{ id: pendingOrder._id, status: 'shipped' }]);
    await waitFor(() => expect(statusOf(pendingOrder.orderNumber)).toHaveFocus());
  },
};

/** Confirm Payment asks first (spec section 8), from the keyboard too: Cancel does nothing. */
export const ConfirmPaymentCancelled: Story = {
  play: async () => {
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    screen.getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.tab();
    await expect(within(grid).getAllByRole('row')[1]).toHaveFocus();
    // From the row, Arrow Left wraps to its last cell (View), then the status, then Confirm Payment.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const button = confirmPaymentOf(pendingOrder.orderNumber);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: `Confirm payment for ${pendingOrder.orderNumber}?`,
    });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await expect(
      within(dialog).getByText(
        'The order is marked as paid and moves from Pending to Processing. A payment cannot be undone.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm Payment' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await waitFor(() => expect(paymentQuestion()).not.toBeInTheDocument());
    await expect(server.paymentRequests).toEqual([]);
    await expect(
      row(pendingOrder.orderNumber).getByText('Pending', { selector: '[data-paid]' }),
    ).toBeVisible();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Confirmed: one call, the spec's toast, the row paid and moved on to Processing (pressed twice: PaymentBusy). */
export const ConfirmPayment: Story = {
  play: async () => {
    const dialog = await openPaymentQuestion(pendingOrder.orderNumber);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    await findToast('Payment confirmed successfully');
    await expect(server.paymentRequests).toEqual([pendingOrder._id]);
    await waitFor(() => expect(row(pendingOrder.orderNumber).getByText('Paid')).toBeVisible());
    await expect(statusOf(pendingOrder.orderNumber)).toHaveDisplayValue('Processing');
    await expect(confirmPaymentOf(pendingOrder.orderNumber)).not.toBeInTheDocument();
    // Its button gone, the focus lands on the row's status rather than the top of the page.
    await waitFor(() => expect(statusOf(pendingOrder.orderNumber)).toHaveFocus(), { timeout: 3000 });
  },
};

/** Busy: the payment on its way keeps the question open, its button pending, and the row's status waiting. */
export const PaymentBusy: Story = {
  parameters: { api: { ...server.routes, [PAYMENT_ROUTE]: stalled.handler } },
  play: async () => {
    const dialog = await openPaymentQuestion(pendingOrder.orderNumber);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    await expect(dialog.getByRole('button', { name: /Confirm Payment/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Confirm Payment/ }));
    await expect(stalled.calls).toBe(1);
    await expect(statusOf(pendingOrder.orderNumber)).toBeDisabled();
  },
};

/** A cancelled order is never paid: its row offers no Confirm Payment. */
export const NoPaymentForCancelled: Story = {
  play: async () => {
    await screen.findByRole('grid', { name: 'Orders' });
    await expect(
      row(cancelledOrder.orderNumber).getByText('Pending', { selector: '[data-paid]' }),
    ).toBeVisible();
    await expect(confirmPaymentOf(cancelledOrder.orderNumber)).not.toBeInTheDocument();
    await expect(confirmPaymentOf(pendingOrder.orderNumber)).toBeInTheDocument();
  },
};

/**
 * The list is behind: the order was cancelled elsewhere, and the server refuses its payment. Its words, the
 * question closes, the order stays unpaid.
 */
export const PaymentRefused: Story = {
  parameters: {
    api: { ...server.routes, [PAYMENT_ROUTE]: failure(409, 'A cancelled order cannot be paid') },
  },
  play: async () => {
    const dialog = await openPaymentQuestion(pendingOrder.orderNumber);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    await findToast('A cancelled order cannot be paid');
    await waitFor(() => expect(paymentQuestion()).not.toBeInTheDocument());
    await expect(
      row(pendingOrder.orderNumber).getByText('Pending', { selector: '[data-paid]' }),
    ).toBeVisible();
  },
};

/** Cancelled asks first: its stock goes back and it cannot be undone. Keep order sends nothing. */
export const CancelAsksFirst: Story = {
  tags: ['visual'],
  play: async () => {
    await chooseStatus(pendingOrder.orderNumber, 'Cancelled');
    const dialog = await screen.findByRole('alertdialog', {
      name: `Cancel order ${pendingOrder.orderNumber}?`,
    });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByText(CANCEL_ORDER_MESSAGE)).toBeVisible();
    await expect(statusOf(pendingOrder.orderNumber)).toHaveDisplayValue('Pending');
    await expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
  },
};

/** Keep order: the question closes, no call is made and the dropdown still shows the order's status. */
export const CancelKept: Story = {
  play: async () => {
    await chooseStatus(pendingOrder.orderNumber, 'Cancelled');
    const dialog = await screen.findByRole('alertdialog', {
      name: `Cancel order ${pendingOrder.orderNumber}?`,
    });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(cancelQuestion()).not.toBeInTheDocument());
    await expect(server.statusBodies).toEqual([]);
    await expect(statusOf(pendingOrder.orderNumber)).toHaveDisplayValue('Pending');
    await expect(confirmPaymentOf(pendingOrder.orderNumber)).toBeInTheDocument();
  },
};

/** Cancel order: one call, the spec's toast, the row Cancelled and no longer offering Confirm Payment. */
export const CancelConfirmed: Story = {
  play: async () => {
    await chooseStatus(pendingOrder.orderNumber, 'Cancelled');
    const dialog = await screen.findByRole('alertdialog', {
      name: `Cancel order ${pendingOrder.orderNumber}?`,
    });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await findToast('Order status updated successfully');
    await expect(server.statusBodies).toEqual([{ id: pendingOrder._id, status: 'cancelled' }]);
    await waitFor(() => expect(statusOf(pendingOrder.orderNumber)).toHaveDisplayValue('Cancelled'));
    await expect(confirmPaymentOf(pendingOrder.orderNumber)).not.toBeInTheDocument();
  },
};

/** The call fails: the spec's message, and the question stays to try again or cancel. */
export const PaymentFails: Story = {
  parameters: { api: { ...server.routes, [PAYMENT_ROUTE]: failure(500, 'Database unavailable') } },
  play: async () => {
    const dialog = await openPaymentQuestion(pendingOrder.orderNumber);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    await findToast('Failed to confirm payment');
    await expect(paymentQuestion()).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(paymentQuestion()).not.toBeInTheDocument());
    await expect(
      row(pendingOrder.orderNumber).getByText('Pending', { selector: '[data-paid]' }),
    ).toBeVisible();
  },
};

export const StatusBusyMobile: Story = { ...StatusBusy, ...mobile };
export const StatusBusyTablet: Story = { ...StatusBusy, ...tablet };
export const StatusBusyDesktop: Story = { ...StatusBusy, ...desktop };
export const ReopenRefusedMobile: Story = { ...ReopenRefused, ...mobile };
export const ReopenRefusedDesktop: Story = { ...ReopenRefused, ...desktop };
export const PaymentRefusedMobile: Story = { ...PaymentRefused, ...mobile };
export const PaymentRefusedTablet: Story = { ...PaymentRefused, ...tablet };
export const CancelAsksFirstMobile: Story = { ...CancelAsksFirst, ...mobile };
export const NoPaymentForCancelledMobile: Story = { ...NoPaymentForCancelled, ...mobile };
export const ConfirmPaymentMobile: Story = { ...ConfirmPayment, ...mobile };
