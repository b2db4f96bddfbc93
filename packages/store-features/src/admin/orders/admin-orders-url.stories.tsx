import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failure } from '../../common/story-support/mock-routes';
import { mobile } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import {
  type ListUnderTest,
  type SavedFile,
  searchOnEnterThenClear,
  searchOnPause,
  watchSaves,
} from '../list/list-story-steps';
import { AdminOrdersPage, type AdminOrdersPageProps } from './admin-orders-page';
import { EXPORT_ROUTE, fakeAdminOrders } from './stories-data';
import { OrdersAtUrl } from './story-host';

const server = fakeAdminOrders();
const saved: SavedFile[] = [];

/** The list's search, status and page live in the URL (issue 14); the CSV export takes the same filters. */
const meta = {
  title: 'Admin/Orders/URL query and export',
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
          "The admin orders list's search, status and page kept in the URL, and its CSV export. Stories: " +
          'the debounced search, Enter and clear, the filter and the page, shared and bad links, and the ' +
          'export done, busy and failing.',
      },
    },
  },
  beforeEach: () => {
    server.reset();
    return watchSaves(saved);
  },
} satisfies Meta<typeof AdminOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ordersList = (canvas: ListUnderTest['canvas'], onQueryChange: unknown): ListUnderTest => ({
  canvas,
  onQueryChange,
  listRequests: server.listRequests,
  lastListParams: server.lastListParams,
  grid: 'Orders',
  searchbox: 'Search orders',
});

/** Typing searches once, when it pauses: one change of the URL and one request, not one per key. */
export const SearchDebounced: Story = {
  tags: ['visual'],
  play: async ({ args, canvas }) => {
    await searchOnPause(ordersList(canvas, args.onQueryChange), 'olivia', ['status']);
    await expect(await canvas.findByText('3 orders')).toBeVisible();
  },
};

/** Enter searches at once; clearing the box takes the search out of the URL. */
export const SearchEnterAndClear: Story = {
  play: ({ args, canvas }) => searchOnEnterThenClear(ordersList(canvas, args.onQueryChange), 'AUR-202611'),
};

/** A status change goes back to page 1; 'All Status' leaves the URL and the request. */
export const FilterResetsPage: Story = {
  args: { query: '?page=2' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    await expect(server.lastListParams().get('page')).toBe('2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Processing');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?status=processing');
    await waitFor(() => expect(server.lastListParams().get('status')).toBe('processing'));
    await expect(server.lastListParams().get('page')).toBe('1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'All Status');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(server.lastListParams().has('status')).toBe(false));
  },
};

/** Turning the page keeps the search and status. */
export const PageKeepsFilters: Story = {
  args: { query: '?search=AUR-202611' },
  play: async ({ args, canvas }) => {
    const pagination = await canvas.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?search=AUR-202611&page=2');
    await waitFor(() => expect(server.lastListParams().get('page')).toBe('2'));
    await expect(server.lastListParams().get('search')).toBe('AUR-202611');
  },
};

/** A shared link opens the same view: the box, the select and the request all read it. */
export const FromLink: Story = {
  args: { query: '?search=noah&status=pending&colour=red' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('noah');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Pending');
    await expect(Object.fromEntries(server.lastListParams())).toEqual({
      page: '1',
      limit: '10',
      search: 'noah',
      status: 'pending',
    });
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};

/**
 * A link with values the list does not know shows every order from page 1, and the URL is corrected to say so,
 * in place of the history entry (Back does not return to it).
 */
export const FromBadLink: Story = {
  args: { query: '?page=abc&status=foo' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All Status');
    await expect(Object.fromEntries(server.lastListParams())).toEqual({ page: '1', limit: '10' });
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(args.onQueryChange).toHaveBeenCalledWith('', { replace: true });
  },
};

/** The export takes the list's search and status (every page); the file keeps the server's name. */
export const Exports: Story = {
  args: { query: '?search=AUR-202611&status=pending' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const params = server.exportRequests.at(-1)?.searchParams;
    await expect(params ? Object.fromEntries(params) : undefined).toEqual({
      search: 'AUR-202611',
      status: 'pending',
    });
    await expect(saved[0]?.fileName).toBe('orders-2026-11-21.csv');
    await expect(await saved[0]?.text).toMatch(/^Order Number,Customer,Status,Total\n/);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

/** Busy: while the file is on its way the button is pending and a second press does nothing. */
export const Exporting: Story = {
  parameters: { api: { ...server.routes, [EXPORT_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    const button = canvas.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button);
    await expect(saved).toHaveLength(0);
  },
};

/** A failed export: a toast says so, with the server's reason; nothing is saved. */
export const ExportFails: Story = {
  parameters: { api: { ...server.routes, [EXPORT_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await findToast('Failed to export orders: Database unavailable');
    await expect(saved).toHaveLength(0);
  },
};

export const FilterResetsPageMobile: Story = { ...FilterResetsPage, ...mobile };
export const ExportsMobile: Story = { ...Exports, ...mobile };
