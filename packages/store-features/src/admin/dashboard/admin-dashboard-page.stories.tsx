import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failingOnce, failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AdminLayout } from '../layout';
import { AdminDashboardPage } from './admin-dashboard-page';
import { DASHBOARD_ROUTE, emptyDashboard, everyStatusDashboard, recordedDashboard } from './stories-data';

const meta = {
  title: 'Admin/Dashboard',
  component: AdminDashboardPage,
  tags: ['autodocs'],
  decorators: [withStore],
  // As the app shows it: inside the admin frame, at /admin.
  render: () => (
    <AdminLayout currentPath="/admin">
      <AdminDashboardPage />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    api: { [DASHBOARD_ROUTE]: ok(recordedDashboard) },
    docs: {
      description: {
        component:
          "The admin dashboard: the store's key figures, recent orders and best sellers. Stories: " +
          'populated, every order status, loading, a failed load, a new store with nothing yet, the ' +
          'keyboard order, and phone to desktop widths.',
      },
    },
  },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const recorded = recordedDashboard.data;
type Canvas = ReturnType<typeof within>;

const listIn = (canvas: Canvas, name: string) => within(canvas.getByRole('list', { name }));
const toastText = '[data-slot=toast] *';

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const figures = within(await canvas.findByRole('list', { name: 'Store figures' }));
    const expectCard = async (name: RegExp, href: string) =>
      expect(figures.getByRole('link', { name })).toHaveAttribute('href', href);
    await expectCard(/^Total Products 48$/, '/admin/products');
    await expectCard(/^Total Users 9$/, '/admin/users');
    await expectCard(/^Total Orders 46$/, '/admin/orders');
    await expectCard(/^Total Revenue \$21,962\.85$/, '/admin/orders');

    const orders = canvas.getByRole('region', { name: 'Recent Orders' });
    await expect(within(orders).getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    await expect(listIn(canvas, 'Recent orders').getAllByRole('listitem')).toHaveLength(
      recorded.recentOrders.length,
    );
    const [newest] = recorded.recentOrders;
    if (!newest) throw new Error('The recorded dashboard has no orders');
    await expect(canvas.getByRole('link', { name: `Order ${newest.orderNumber}` })).toHaveAttribute(
      'href',
      `/admin/orders/${newest._id}`,
    );
    await expect(within(orders).getByText('$223.83')).toBeVisible();
    await expect(within(orders).getAllByText('Noah Brown', { exact: false }).length).toBeGreaterThan(0);

    const lowStock = canvas.getByRole('region', { name: 'Low Stock Products' });
    await expect(within(lowStock).getByRole('link', { name: 'View all products' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
    await expect(listIn(canvas, 'Low stock products').getAllByRole('listitem')).toHaveLength(10);
    const [firstLow] = recorded.lowStockProducts;
    await expect(within(lowStock).getByRole('link', { name: firstLow?.name })).toHaveAttribute(
      'href',
      `/admin/products/${firstLow?._id}/edit`,
    );
    // Spec section 4: red at 0, yellow above 0 at or below the threshold.
    await expect(within(lowStock).getAllByText('Out of stock')[0]).toHaveAttribute('data-tone', 'danger');
    await expect(within(lowStock).getAllByText('Only 3 left')[0]).toHaveAttribute('data-tone', 'warning');

    const top = listIn(canvas, 'Top selling products');
    await expect(top.getAllByRole('listitem')).toHaveLength(5);
    const [best] = recorded.topSellingProducts;
    await expect(top.getByRole('heading', { level: 3, name: best?.name })).toBeVisible();
    await expect(top.getByText('1,207 sold')).toBeVisible();
  },
};

/** One recent order in each status: the badge colours of spec section 4. */
export const EveryStatus: Story = {
  parameters: { api: { [DASHBOARD_ROUTE]: ok(everyStatusDashboard) } },
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('list', { name: 'Recent orders' });
    const tones = {
      Delivered: 'success',
      Shipped: 'info',
      Processing: 'warning',
      Cancelled: 'danger',
      Pending: 'neutral',
    };
    for (const [label, tone] of Object.entries(tones)) {
      await expect(within(orders).getByText(label)).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { [DASHBOARD_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard...');
    await expect(canvas.queryByRole('list', { name: 'Store figures' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 }).parentElement?.parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The first load fails, the next works: the spec's message inline and as a toast, then Retry loads it. */
const failingThenWorking = failingOnce(ok(recordedDashboard));

export const Failed: Story = {
  tags: ['visual'],
  parameters: { api: { [DASHBOARD_ROUTE]: failingThenWorking.handler } },
  beforeEach: () => failingThenWorking.reset(),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load dashboard data');
    await expect(
      await within(document.body).findByText('Failed to load dashboard data', { selector: toastText }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('list', { name: 'Store figures' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The failure alone, as it stays until Retry. */
export const FailedStill: Story = {
  parameters: { api: { [DASHBOARD_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Failed to load dashboard data' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A new store: zero figures, and each list says why it is empty. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { [DASHBOARD_ROUTE]: ok(emptyDashboard) } },
  play: async ({ canvas }) => {
    const figures = within(await canvas.findByRole('list', { name: 'Store figures' }));
    await expect(figures.getByRole('link', { name: /^Total Orders 0$/ })).toBeVisible();
    await expect(figures.getByRole('link', { name: /^Total Revenue \$0\.00$/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Stock levels are healthy' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No sales yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  },
};

/**
 * Keyboard only, the page on its own: Tab walks the four figures, then each panel's view-all link and its
 * rows, in reading order.
 */
export const Keyboard: Story = {
  render: () => <AdminDashboardPage />,
  play: async ({ canvas }) => {
    const figures = within(await canvas.findByRole('list', { name: 'Store figures' }));
    for (const name of [/^Total Products/, /^Total Users/, /^Total Orders/, /^Total Revenue/]) {
      await userEvent.tab();
      await expect(figures.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View all orders' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: `Order ${recorded.recentOrders[0]?.orderNumber}` }),
    ).toHaveFocus();
  },
};

/**
 * A phone (issue 16): each best seller's rank sits under its picture, so the picture's top corners, where the
 * brand is printed, show whole.
 */
export const PopulatedMobile: Story = {
  ...mobile,
  play: async (context) => {
    await Populated.play?.(context);
    const tiles = listIn(context.canvas, 'Top selling products').getAllByRole('listitem');
    for (const [index, tile] of tiles.entries()) {
      const picture = within(tile).getByRole('img').getBoundingClientRect();
      const rank = within(tile)
        .getByText(`#${index + 1}`)
        .getBoundingClientRect();
      await expect(rank.top).toBeGreaterThanOrEqual(picture.bottom);
    }
  },
};
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const LoadingDesktop: Story = { ...Loading, ...desktop };
export const FailedMobile: Story = { ...FailedStill, ...mobile };
export const EmptyMobile: Story = { ...Empty, ...mobile };
export const EmptyDesktop: Story = { ...Empty, ...desktop };
