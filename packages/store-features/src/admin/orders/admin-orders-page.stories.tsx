import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { failingFirstLoad, findGrid, retryAfterFailure } from '../list/list-story-steps';
import { AdminOrdersPage, type AdminOrdersPageProps } from './admin-orders-page';
import {
  cancelledOrder,
  emptyListAnswer,
  fakeAdminOrders,
  ORDERS_ROUTE,
  orderRow,
  pendingOrder,
  shippedOrder,
} from './stories-data';
import { OrdersAtUrl } from './story-host';

const server = fakeAdminOrders();

const meta = {
  title: 'Admin/Orders',
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
          "The admin's orders list: search, status filter, pages and each row's controls. Stories: " +
          'populated, the last page, one page, loading, no orders, no matches, past the last page, a ' +
          'failed load, a 1280 px laptop, and phone to desktop widths.',
      },
    },
  },
} satisfies Meta<typeof AdminOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = orderRow;

/** Three pages of orders: the spec's columns, words and pagination, and each row's controls. */
export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      '',
      'Order #',
      'Customer',
      'Date',
      'Items',
      'Total',
      'Payment',
      'Status',
      'Actions',
    ]);
    await expect(canvas.getByText('23 orders')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveAttribute(
      'placeholder',
      'Search by order number...',
    );
    const filter = canvas.getByRole('combobox', { name: 'Status' });
    await expect(filter).toHaveDisplayValue('All Status');
    await expect([...(filter as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'All Status',
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);

    const row = within(rowOf(pendingOrder.orderNumber));
    await expect(row.getByText(`${pendingOrder.user.firstName} ${pendingOrder.user.lastName}`)).toBeVisible();
    await expect(row.getByText(pendingOrder.user.email)).toBeVisible();
    await expect(row.getByText('Nov 21, 2026')).toBeVisible();
    await expect(row.getByText('$223.83')).toBeVisible();
    await expect(row.getByText(String(pendingOrder.itemsCount))).toBeVisible();
    // Payment and status in words, not colour alone.
    await expect(row.getByText('Pending', { selector: '[data-paid]' })).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(
      row.getByRole('button', { name: `Confirm Payment for order ${pendingOrder.orderNumber}` }),
    ).toBeEnabled();
    await expect(
      row.getByRole('combobox', { name: `Status of order ${pendingOrder.orderNumber}` }),
    ).toHaveDisplayValue('Pending');
    await expect(row.getByRole('link', { name: `View order ${pendingOrder.orderNumber}` })).toHaveAttribute(
      'href',
      `/admin/orders/${pendingOrder._id}`,
    );
    // A paid order has no Confirm Payment.
    const paid = within(rowOf(shippedOrder.orderNumber));
    await expect(paid.getByText('Paid')).toHaveAttribute('data-tone', 'success');
    await expect(paid.queryByRole('button', { name: /Confirm Payment/ })).not.toBeInTheDocument();

    const pagination = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toHaveTextContent('Showing 1 to 10 of 23 results');
    await expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(server.lastListParams().get('limit')).toBe('10');
    // Nothing is cut off or pushed past the screen: what does not fit scrolls inside the table's frame.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The last page: the summary counts to the end, and the request asked for page 3 of ten. */
export const LastPage: Story = {
  args: { query: '?page=3' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 21 to 23 of 23 results',
    );
    await expect(server.lastListParams().get('page')).toBe('3');
  },
};

/** One page only: no pagination (spec section 2). */
export const OnePage: Story = {
  args: { query: '?status=cancelled' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 orders')).toBeVisible();
    await expect(
      within(rowOf(cancelledOrder.orderNumber)).getByRole('combobox', { name: /Status of/ }),
    ).toHaveDisplayValue('Cancelled');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { ...server.routes, [ORDERS_ROUTE]: 'never' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    const frame = canvasElement.querySelector('[data-slot="admin-data-table"]');
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    // A plain table of placeholders: no grid to arrow through until the rows come.
    await expect(within(canvas.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** A store without orders: said plainly, not as "no match". */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { ...server.routes, [ORDERS_ROUTE]: ok(emptyListAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await expect(canvas.getByText('0 orders')).toBeVisible();
  },
};

/** A search and status that match nothing: they are shown, and clearing them is one press. */
export const NoMatches: Story = {
  args: { query: '?search=AUR-1999&status=shipped' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders match your filters' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('AUR-1999');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Shipped');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(await canvas.findByText('23 orders')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  },
};

/** A link to a page the list no longer reaches: the way back to the first page. */
export const PastLastPage: Story = {
  args: { query: '?page=9' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page is empty' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
  },
};

/** The first load fails: the spec's message in place and as a toast, then Retry loads the list. */
export const FailedThenRetry: Story = {
  ...failingFirstLoad(server, ORDERS_ROUTE, (request) => server.list(request)),
  play: async ({ canvas }) => {
    await retryAfterFailure(canvas, 'Failed to load orders', findGrid('Orders'));
  },
};

/**
 * A 1280 px laptop, the admins' common screen, less the 16 px a classic scrollbar takes: beside the sidebar every
 * column fits, with no sideways scrolling and no cue to scroll (the customer's email wraps under the name).
 */
export const FitsLaptop: Story = {
  ...desktop,
  render: (args) => (
    <div style={{ width: 1264 }}>
      <OrdersAtUrl {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="table-frame"]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(frame?.clientWidth ?? 0);
    await expect(canvasElement.querySelector('[data-slot="scroll-hint"]')).toBeNull();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  parameters: { api: { ...server.routes, [ORDERS_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expect(await findToast('Failed to load orders')).toBeVisible();
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const LoadingDesktop: Story = { ...Loading, ...desktop };
export const EmptyMobile: Story = { ...Empty, ...mobile };
export const EmptyTablet: Story = { ...Empty, ...tablet };
export const NoMatchesMobile: Story = { ...NoMatches, ...mobile };
export const NoMatchesDesktop: Story = { ...NoMatches, ...desktop };
export const FailedMobile: Story = { ...Failed, ...mobile };
export const FailedTablet: Story = { ...Failed, ...tablet };
export const FailedDesktop: Story = { ...Failed, ...desktop };
