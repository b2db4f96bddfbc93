import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failure, type MockAnswer, type MockRequest } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { CANCEL_ORDER_MESSAGE } from '../shared';
import { AdminOrderDetailPage } from './admin-order-detail-page';
import {
  cancelledOrder,
  fakeOrderServer,
  NOTES_ROUTE,
  PAYMENT_ROUTE,
  pendingOrder,
  processingOrder,
  STATUS_ROUTE,
} from './stories-data';
import { OrderDetailInLayout } from './story-host';

/* The order's changes (spec section 2): its status, Confirm Payment, internal notes and Print, and how each fails. */

const processing = fakeOrderServer(processingOrder);
const pending = fakeOrderServer(pendingOrder);
const cancelled = fakeOrderServer(cancelledOrder);

/** Calls that never answer, counted: a busy control must not send a second one. */
const stalled = {
  calls: 0,
  handler: (_request: MockRequest): MockAnswer => {
    stalled.calls += 1;
    return 'never';
  },
};

const meta = {
  title: 'Admin/Order Detail/Changes',
  component: AdminOrderDetailPage,
  tags: ['autodocs'],
  decorators: [withStore],
  render: (args) => <OrderDetailInLayout {...args} />,
  args: { orderId: processingOrder._id, onNavigate: fn(), onPrint: fn() },
  parameters: {
    layout: 'fullscreen',
    api: processing.routes,
    docs: {
      description: {
        component:
          'Changing an order from its admin detail page: its status, cancelling it, confirming payment, ' +
          'adding a note. Stories: each change made, busy, refused or failing, cancelling asked first and ' +
          'kept, and narrower widths.',
      },
    },
  },
  beforeEach: () => {
    processing.reset();
    pending.reset();
    cancelled.reset();
    stalled.calls = 0;
  },
} satisfies Meta<typeof AdminOrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPending = { args: { orderId: pendingOrder._id }, parameters: { api: pending.routes } };

const statusSelect = () => screen.getByRole('button', { name: /Status/ });
const activityTexts = () =>
  within(screen.getByRole('list', { name: 'Recorded activity' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

async function chooseStatus(label: string) {
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(statusSelect());
  const list = await screen.findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name: label }));
}

async function openPaymentQuestion() {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm Payment' }));
  const dialog = await screen.findByRole('alertdialog', { name: /^Confirm payment for/ });
  // It fades in; on a busy machine that takes a while.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return within(dialog);
}

async function typeNote(text: string) {
  const field = await screen.findByRole('textbox', { name: 'Internal note' });
  await userEvent.type(field, text);
  return field;
}

/** A new status: the spec's toast, the dropdown shows it, the timeline gains it with who changed it. */
export const ChangeStatus: Story = {
  tags: ['visual'],
  play: async () => {
    await chooseStatus('Shipped');
    await findToast('Order status updated successfully');
    await expect(statusSelect()).toHaveTextContent('Shipped');
    await expect(statusSelect()).toBeEnabled();
    await expect(screen.getAllByText('Shipped')[0]).toHaveAttribute('data-tone', 'info');
    const milestones = within(screen.getByRole('list', { name: 'Milestones' }));
    await expect(milestones.getByText('Shipped')).toBeVisible();
    await expect(activityTexts().at(-1)).toMatch(/^Status changed from Processing to ShippedAda Admin ·/);
    await expect(processing.current().status).toBe('shipped');
  },
};

/** While the change runs: the dropdown shows the choice, waits, and says so; Confirm Payment waits too. */
export const BusyStatusChange: Story = {
  ...onPending,
  parameters: { api: { ...pending.routes, [STATUS_ROUTE]: stalled.handler } },
  play: async () => {
    await chooseStatus('Processing');
    await expect(statusSelect()).toHaveTextContent('Processing');
    await expect(statusSelect()).toBeDisabled();
    await expect(screen.getByRole('progressbar', { name: 'Updating status' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeDisabled();
    await expect(stalled.calls).toBe(1);
  },
};

/** The server refuses (a cancelled order cannot be reopened): the dropdown goes back and says why. */
export const RefusedStatusChange: Story = {
  tags: ['visual'],
  args: { orderId: cancelledOrder._id },
  parameters: { api: cancelled.routes },
  play: async () => {
    await chooseStatus('Pending');
    await findToast('Failed to update order status');
    const reason = await screen.findByText('A cancelled order cannot be reopened');
    await expect(reason).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Cancelled'));
    await expect(statusSelect()).toHaveAttribute('aria-describedby', expect.stringContaining(reason.id));
    await expect(cancelled.current().status).toBe('cancelled');
  },
};

async function openCancelQuestion(orderNumber: string) {
  await chooseStatus('Cancelled');
  const dialog = await screen.findByRole('alertdialog', { name: `Cancel order ${orderNumber}?` });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return within(dialog);
}

/** Cancelled asks first: its stock goes back and it cannot be undone; the dropdown keeps the order's status. */
export const CancelAsksFirst: Story = {
  tags: ['visual'],
  ...onPending,
  play: async () => {
    const dialog = await openCancelQuestion(pendingOrder.orderNumber);
    await expect(dialog.getByText(CANCEL_ORDER_MESSAGE)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await expect(statusSelect()).toHaveTextContent('Pending');
  },
};

/** Keep order: nothing is sent, the dropdown still shows the order's status, Confirm Payment is still there. */
export const CancelKept: Story = {
  ...onPending,
  play: async () => {
    const dialog = await openCancelQuestion(pendingOrder.orderNumber);
    await userEvent.click(dialog.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(statusSelect()).toHaveTextContent('Pending');
    await expect(pending.current().status).toBe('pending');
    await expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
  },
};

/** Cancel order: the spec's toast, Cancelled, and Confirm Payment is no longer offered. */
export const CancelConfirmed: Story = {
  ...onPending,
  play: async () => {
    const dialog = await openCancelQuestion(pendingOrder.orderNumber);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await findToast('Order status updated successfully');
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Cancelled'));
    await expect(pending.current().status).toBe('cancelled');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument(),
    );
  },
};

/** A cancelled order is never paid: Pending, with no Confirm Payment. */
export const NoPaymentForCancelled: Story = {
  args: { orderId: cancelledOrder._id },
  parameters: { api: cancelled.routes },
  play: async () => {
    await screen.findByRole('heading', { level: 1 });
    await expect(screen.getByText('Pending', { selector: '[data-paid]' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
  },
};

/** The call fails (no answer worth showing): the dropdown goes back, the spec's message, and the focus returns. */
export const StatusChangeFails: Story = {
  parameters: { api: { ...processing.routes, [STATUS_ROUTE]: failure(500, 'Database unavailable') } },
  play: async () => {
    await chooseStatus('Delivered');
    await findToast('Failed to update order status');
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Processing'));
    await expect(statusSelect()).toBeEnabled();
    await expect(screen.getAllByText('Failed to update order status').length).toBeGreaterThan(1);
    await waitFor(() => expect(statusSelect()).toHaveFocus());
    await expect(screen.getByRole('list', { name: 'Milestones' })).not.toHaveTextContent('Delivered');
  },
};

/** Confirm Payment asks first; Cancel sends nothing and leaves it unpaid. */
export const ConfirmPaymentCancelled: Story = {
  ...onPending,
  play: async () => {
    const dialog = await openPaymentQuestion();
    await expect(
      dialog.getByText(
        'The order is marked as paid and moves from Pending to Processing. A payment cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
    await expect(pending.current().isPaid).toBe(false);
  },
};

/** Confirmed: the spec's toast, Paid, the order moves to processing, and the timeline says so. */
export const ConfirmPayment: Story = {
  ...onPending,
  play: async () => {
    const dialog = await openPaymentQuestion();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    await findToast('Payment confirmed successfully');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument(),
    );
    await expect(screen.getAllByText('Paid')[0]).toHaveAttribute('data-tone', 'success');
    await expect(statusSelect()).toHaveTextContent('Processing');
    const milestones = within(screen.getByRole('list', { name: 'Milestones' }));
    await expect(milestones.getByText('Payment Confirmed')).toBeVisible();
    await expect(
      activityTexts()
        .slice(-2)
        .map((text) => text.split('Ada Admin')[0]),
    ).toEqual(['Payment confirmed', 'Status changed from Pending to Processing']);
  },
};

/** While the confirmation runs: its button in the question is busy, and the status waits. */
export const ConfirmPaymentBusy: Story = {
  ...onPending,
  parameters: { api: { ...pending.routes, [PAYMENT_ROUTE]: stalled.handler } },
  play: async () => {
    const dialog = await openPaymentQuestion();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Confirm Payment/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(statusSelect()).toBeDisabled();
    await expect(stalled.calls).toBe(1);
  },
};

/** The confirmation fails: the spec's toast, and the question stays, saying so, to try again or cancel. */
export const ConfirmPaymentFails: Story = {
  ...onPending,
  parameters: { api: { ...pending.routes, [PAYMENT_ROUTE]: failure(500, 'Database unavailable') } },
  play: async () => {
    const dialog = await openPaymentQuestion();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    await findToast('Failed to confirm payment');
    await expect(await dialog.findByText('Failed to confirm payment')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
    await expect(pending.current().isPaid).toBe(false);
  },
};

/** A note: saved, it joins the activity with its author, marked internal; the field empties. */
export const AddNote: Story = {
  play: async () => {
    const field = await typeNote('Customer asked to hold the parcel until Monday.');
    await expect(screen.getByText('47 / 2000')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await findToast('Note added');
    const notes = within(screen.getByRole('list', { name: 'Recorded activity' }))
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-note'));
    const added = within(notes.at(-1) as HTMLElement);
    await expect(added.getByText('Customer asked to hold the parcel until Monday.')).toBeVisible();
    await expect(added.getByText('Only admins see this')).toBeVisible();
    await expect(added.getByText(/^Ada Admin ·/)).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** An empty note is not sent: the contract's message under the field. */
export const EmptyNote: Story = {
  parameters: { api: { ...processing.routes, [NOTES_ROUTE]: stalled.handler } },
  play: async () => {
    await typeNote('   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await expect(await screen.findByText('Note cannot be empty')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Internal note' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(stalled.calls).toBe(0);
  },
};

/** While the note saves: Add note is busy, the text stays as typed and cannot change. */
export const NoteSaving: Story = {
  parameters: { api: { ...processing.routes, [NOTES_ROUTE]: stalled.handler } },
  play: async () => {
    const field = await typeNote('Fragile: double box.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(field).toHaveAttribute('readonly'));
    await expect(screen.getByRole('button', { name: /Add note/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(field).toHaveValue('Fragile: double box.');
    await userEvent.click(screen.getByRole('button', { name: /Add note/ }));
    await expect(stalled.calls).toBe(1);
  },
};

/** The note is not saved: the text stays, with the reason under it, and the spec-style toast. */
export const NoteFails: Story = {
  parameters: { api: { ...processing.routes, [NOTES_ROUTE]: failure(500, 'Database unavailable') } },
  play: async () => {
    const field = await typeNote('Fragile: double box.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await findToast('Failed to add note');
    await expect(await screen.findByText('Database unavailable')).toBeVisible();
    await expect(field).toHaveValue('Fragile: double box.');
    await expect(field).not.toHaveAttribute('readonly');
    await expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
  },
};

export const ChangeStatusMobile: Story = { ...ChangeStatus, ...mobile };
export const RefusedStatusChangeMobile: Story = { ...RefusedStatusChange, ...mobile };
export const RefusedStatusChangeTablet: Story = { ...RefusedStatusChange, ...tablet };
export const ConfirmPaymentMobile: Story = { ...ConfirmPayment, ...mobile };
export const NoteFailsMobile: Story = { ...NoteFails, ...mobile };
export const NoteFailsDesktop: Story = { ...NoteFails, ...desktop };
export const BusyStatusChangeMobile: Story = { ...BusyStatusChange, ...mobile };
export const CancelAsksFirstMobile: Story = { ...CancelAsksFirst, ...mobile };
