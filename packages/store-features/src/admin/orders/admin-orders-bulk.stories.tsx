import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { watchDialogTitles } from '../../common/story-support/dialog-titles';
import { findToast } from '../../common/story-support/find-toast';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { AdminOrdersPage, type AdminOrdersPageProps } from './admin-orders-page';
import {
  BULK_STATUS_ROUTE,
  cancelledOrder,
  fakeAdminOrders,
  ORDER_ROUTE,
  orderRow,
  pendingOrder,
  processingOrder,
  shippedOrder,
} from './stories-data';
import { OrdersAtUrl } from './story-host';

const server = fakeAdminOrders();

/** Bulk fulfilment (issue 14): select orders, choose a status, one confirmation, one call, one toast. */
const meta = {
  title: 'Admin/Orders/Bulk',
  component: AdminOrdersPage,
  tags: ['autodocs'],
  args: { query: '', onQueryChange: fn(), onPrint: fn() },
  ...listStoryMeta((args: AdminOrdersPageProps) => <OrdersAtUrl {...args} />, server),
  parameters: {
    layout: 'fullscreen',
    api: server.routes,
    docs: {
      description: {
        component:
          'Acting on several orders at once from the admin orders list: a status for all, or their ' +
          'packing slips. Stories: marked shipped, a partial failure and its report, cancelling, a failed ' +
          'call, select all, keyboard, printing slips and its failure, and narrower widths.',
      },
    },
  },
} satisfies Meta<typeof AdminOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (orderNumber: string) => within(orderRow(orderNumber));

async function select(...orderNumbers: string[]) {
  await screen.findByRole('grid', { name: 'Orders' });
  for (const orderNumber of orderNumbers) await userEvent.click(rowOf(orderNumber).getByRole('checkbox'));
}

async function chooseBulkStatus(label: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
  const menu = await screen.findByRole('menu', { name: 'Change status' });
  await userEvent.click(within(menu).getByRole('menuitem', { name: label }));
}

/** Two orders shipped: the bar counts them, one question, one call with both, one toast; the rows show it. */
export const MarkShipped: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await select(pendingOrder.orderNumber, processingOrder.orderNumber);
    await expect(canvas.getByText('2 orders selected')).toBeVisible();
    await chooseBulkStatus('Shipped');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Mark 2 orders as Shipped?' }));
    const titles = watchDialogTitles();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Shipped' }));
    await findToast('2 orders updated');
    await expect(server.bulkBodies).toEqual([
      { ids: [pendingOrder._id, processingOrder._id], status: 'shipped' },
    ]);
    // The question keeps its words to the end, though the selection is cleared before it closes.
    await waitFor(() =>
      expect(
        screen.queryByRole('alertdialog', { name: 'Mark 2 orders as Shipped?' }),
      ).not.toBeInTheDocument(),
    );
    titles.stop();
    await expect(titles.titles()).toEqual(['Mark 2 orders as Shipped?']);
    await waitFor(() => expect(canvas.queryByText('2 orders selected')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(rowOf(pendingOrder.orderNumber).getByRole('combobox', { name: /Status of/ })).toHaveDisplayValue(
        'Shipped',
      ),
    );
    await expect(rowOf(pendingOrder.orderNumber).getByRole('checkbox')).not.toBeChecked();
  },
};

/** A partial failure: the toast counts both, and the cancelled order is named with the server's reason. */
export const PartialFailure: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await select(pendingOrder.orderNumber, shippedOrder.orderNumber, cancelledOrder.orderNumber);
    await chooseBulkStatus('Delivered');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Mark 3 orders as Delivered?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Delivered' }));
    await findToast('2 orders updated, 1 failed');
    await expect(server.bulkBodies).toHaveLength(1);
    const report = await canvas.findByRole('alert');
    await expect(report).toHaveTextContent('1 order could not be changed:');
    await expect(report).toHaveTextContent(
      `${cancelledOrder.orderNumber}: A cancelled order cannot be reopened`,
    );
    await waitFor(() =>
      expect(rowOf(pendingOrder.orderNumber).getByRole('combobox', { name: /Status of/ })).toHaveDisplayValue(
        'Delivered',
      ),
    );
  },
};

/** The report of the orders left as they were stays until the admin dismisses it. */
export const PartialFailureDismissed: Story = {
  play: async (context) => {
    await PartialFailure.play?.(context);
    const report = context.canvas.getByRole('alert');
    await userEvent.click(within(report).getByRole('button', { name: 'Dismiss' }));
    await expect(context.canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Cancelling asks as a danger, and its way out does not also say Cancel. */
export const CancelAsks: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await select(pendingOrder.orderNumber);
    await chooseBulkStatus('Cancelled');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel 1 order?' }));
    await waitFor(() =>
      expect(
        dialog.getByText('Its items go back into stock, and a cancelled order cannot be reopened.'),
      ).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Cancel 1 order?' })).not.toBeInTheDocument(),
    );
    await expect(server.bulkBodies).toEqual([]);
    await expect(canvas.getByText('1 order selected')).toBeVisible();
  },
};

/** The call fails as a whole: the toast says so, the question stays to try again, the selection stays. */
export const CallFails: Story = {
  parameters: { api: { ...server.routes, [BULK_STATUS_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    await select(pendingOrder.orderNumber, processingOrder.orderNumber);
    await chooseBulkStatus('Processing');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Mark 2 orders as Processing?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Processing' }));
    await findToast('Failed to update orders');
    await expect(screen.getByRole('alertdialog', { name: 'Mark 2 orders as Processing?' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('2 orders selected')).toBeVisible();
  },
};

/** Select all on the page: the header's checkbox takes the ten rows of this page, and clears them again. */
export const SelectAllOnPage: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByText('10 orders selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByText(/selected$/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
  },
};

/**
 * Keyboard only: Space selects the focused row, the arrows move, Space again; the bar's status menu, the
 * question and its answer all by key.
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    canvas.getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getByText('2 orders selected')).toBeVisible();
    canvas.getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change status' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Change status' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Pending' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark 2 orders as Delivered?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Mark as Delivered' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await findToast('2 orders updated');
    await expect(server.bulkBodies).toEqual([
      { ids: [pendingOrder._id, processingOrder._id], status: 'delivered' },
    ]);
    // The bar and its button are gone: the focus lands on Export CSV, not at the top of the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus());
  },
};

/** The selected orders' packing slips, printed in one go: each order's detail loaded, one slip each. */
export const PrintPackingSlips: Story = {
  play: async ({ args, canvas }) => {
    await select(pendingOrder.orderNumber, shippedOrder.orderNumber);
    await userEvent.click(canvas.getByRole('button', { name: 'Print packing slips' }));
    await waitFor(() => expect(args.onPrint).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(server.detailRequests).toEqual([pendingOrder._id, shippedOrder._id]);
    const area = document.querySelector<HTMLElement>('[data-print-root]');
    if (!area) throw new Error('The print area is not on the page');
    await expect(
      [...area.querySelectorAll('[data-print-document]')].map((slip) => slip.getAttribute('aria-label')),
    ).toEqual([
      `Packing Slip for order ${pendingOrder.orderNumber}`,
      `Packing Slip for order ${shippedOrder.orderNumber}`,
    ]);
    await expect(area).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print packing slips' })).toBeEnabled();
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('[data-print-root]')).toBeNull());
  },
};

/** An order gone meanwhile: nothing prints, and a toast says why. */
export const PrintFails: Story = {
  parameters: { api: { ...server.routes, [ORDER_ROUTE]: failure(404, 'Order not found') } },
  play: async ({ args, canvas }) => {
    await select(pendingOrder.orderNumber);
    await userEvent.click(canvas.getByRole('button', { name: 'Print packing slips' }));
    await findToast('Failed to load the orders to print: Order not found');
    await expect(args.onPrint).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-print-root]')).toBeNull();
  },
};

export const MarkShippedMobile: Story = { ...MarkShipped, ...mobile };
export const PartialFailureMobile: Story = { ...PartialFailure, ...mobile };
export const PartialFailureTablet: Story = { ...PartialFailure, ...tablet };
export const PartialFailureDesktop: Story = { ...PartialFailure, ...desktop };
