import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { ORDERS_ROUTE, storyOrders } from '../orders/stories-data';
import { PRODUCTS_ROUTE, storyProducts } from '../products/stories-data';
import { USERS_ROUTE } from '../users/stories-data';
import { AdminCommandPalette } from './admin-command-palette';
import { failingRoutes, paletteRoutes, slowOnceTyped } from './stories-data';

/** Go to anything (issue 15): pages by name, and orders, products and customers from the admin's searches. */
const meta = {
  title: 'Admin/Command palette',
  component: AdminCommandPalette,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    api: paletteRoutes,
    docs: {
      description: {
        component:
          "The admin's command palette (Ctrl+K): go to a page, or find an order, product or customer. " +
          'Stories: the page list, each kind of search, nothing found, searching, earlier results while ' +
          'typing, a failed search, opening and closing, and a phone.',
      },
    },
  },
} satisfies Meta<typeof AdminCommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = storyOrders[3] as (typeof storyOrders)[number];
const product = storyProducts[2] as (typeof storyProducts)[number];

async function openPalette() {
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = within(await screen.findByRole('dialog', { name: 'Go to anything' }));
  const box = dialog.getByRole('searchbox', { name: 'Go to anything' });
  await waitFor(() => expect(box).toHaveFocus());
  return { dialog, box };
}

const itemNames = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent);

/** The button shows the shortcut; Ctrl+K opens the palette with every page listed. */
export const Pages: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search… Ctrl K' })).toBeVisible();
    const { dialog } = await openPalette();
    // Looked up again until it shows: in one CI run (stop 56) the group found the moment the palette opened was an
    // empty section React Aria's menu had not finished, not yet visible; a person sees the finished one.
    await waitFor(() => expect(dialog.getByRole('group', { name: 'Pages' })).toBeVisible());
    await expect(dialog.getAllByRole('menuitem').length).toBe(9);
  },
};

/** An order by its number: the keyboard reaches it and Enter leads to its detail. */
export const FindOrder: Story = {
  tags: ['visual'],
  play: async () => {
    const { dialog } = await openPalette();
    await userEvent.keyboard(order.orderNumber);
    const found = await dialog.findByRole(
      'menuitem',
      { name: new RegExp(`Order ${order.orderNumber}`) },
      { timeout: 3000 },
    );
    await expect(found).toHaveAttribute('href', `/admin/orders/${order._id}`);
    await expect(dialog.queryByRole('group', { name: 'Pages' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Go to anything' })).not.toBeInTheDocument(),
    );
  },
};

/** A product by part of its name, shown with its SKU, leading to its edit form. */
export const FindProduct: Story = {
  play: async () => {
    const { dialog } = await openPalette();
    await userEvent.keyboard(product.sku);
    const found = await dialog.findByRole('menuitem', { name: new RegExp(product.name) }, { timeout: 3000 });
    await expect(found).toHaveTextContent(`SKU ${product.sku}`);
    await expect(found).toHaveAttribute('href', `/admin/products/${product._id}/edit`);
  },
};

/** A customer by email leads to the users list searched by it; one letter searches pages only. */
export const FindCustomer: Story = {
  play: async () => {
    const { dialog } = await openPalette();
    await userEvent.keyboard('o');
    // One letter searches the pages alone.
    await expect(itemNames(dialog)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Categories',
      'Coupons',
      'Add Product',
      'Back to Store',
    ]);
    await userEvent.keyboard('kafor');
    const found = await dialog.findByRole('menuitem', { name: /Grace Okafor/ }, { timeout: 3000 });
    await expect(found).toHaveAttribute('href', '/admin/users?search=grace.okafor%40example.com');
  },
};

/** Nothing anywhere: the list says so with the text typed. */
export const NothingFound: Story = {
  play: async () => {
    const { dialog } = await openPalette();
    await userEvent.keyboard('zzqx');
    // Looked up again until it shows, as the design system's palette story does (see its NothingMatches).
    await waitFor(() => expect(dialog.getByText('Nothing matches “zzqx”')).toBeVisible(), { timeout: 3000 });
  },
};

/** Until the searches answer, the list says it is searching, never that nothing matches. */
export const Searching: Story = {
  parameters: { api: { [ORDERS_ROUTE]: 'never', [PRODUCTS_ROUTE]: 'never', [USERS_ROUTE]: 'never' } },
  play: async () => {
    const { dialog } = await openPalette();
    await userEvent.keyboard('AUR-2026');
    // Shown once the list's popover is revealed, which React Aria may hold back a moment after typing.
    await waitFor(() => expect(dialog.getByText('Searching…')).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(dialog.getByText('Searching…')).toBeVisible();
    await expect(dialog.queryByText(/Nothing matches/)).not.toBeInTheDocument();
  },
};

/**
 * What an earlier text found stays in sight while the whole number is searched, greyed and not to be picked: a
 * quick ArrowDown and Enter must not open another order than the one typed.
 */
export const EarlierResultsWait: Story = {
  parameters: { api: slowOnceTyped(order.orderNumber) },
  play: async () => {
    const { dialog } = await openPalette();
    const prefix = order.orderNumber.slice(0, -2);
    await userEvent.keyboard(prefix);
    await dialog.findByRole(
      'menuitem',
      { name: new RegExp(`Order ${order.orderNumber}`) },
      { timeout: 3000 },
    );

    await userEvent.keyboard(order.orderNumber.slice(-2));
    await waitFor(() => expect(dialog.getByText('Searching…')).toBeVisible(), { timeout: 3000 });
    await expect(dialog.getByText(`Order ${order.orderNumber}`)).toBeVisible();
    await expect(dialog.queryAllByRole('menuitem')).toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(screen.getByRole('dialog', { name: 'Go to anything' })).toBeVisible();
  },
};

/**
 * Typed in two goes, as a person pauses: once the whole number's answer comes, its first item is highlighted (the
 * box points screen readers to it) and Enter alone opens it. While the first go's answer stayed in the list as
 * disabled items, React Aria lost that highlight, and neither Enter nor the arrow keys reached the order.
 */
export const AnswerAfterAPause: Story = {
  play: async () => {
    const { dialog, box } = await openPalette();
    await userEvent.keyboard(order.orderNumber.slice(0, -2));
    await dialog.findByRole(
      'menuitem',
      { name: new RegExp(`Order ${order.orderNumber}`) },
      { timeout: 3000 },
    );

    await userEvent.keyboard(order.orderNumber.slice(-2));
    await waitFor(
      () => {
        const [first] = dialog.getAllByRole('menuitem');
        expect(first).toHaveAccessibleName(new RegExp(`^Order ${order.orderNumber}`));
        expect(dialog.queryByText('Searching…')).not.toBeInTheDocument();
        expect(box).toHaveAttribute('aria-activedescendant', first?.id);
      },
      { timeout: 3000 },
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Go to anything' })).not.toBeInTheDocument(),
    );
  },
};

/** Every search failed: the list says so instead of claiming nothing matches. */
export const SearchFails: Story = {
  parameters: { api: failingRoutes },
  play: async () => {
    const { dialog } = await openPalette();
    await userEvent.keyboard('lamp');
    await expect(
      await dialog.findByText(
        'The search failed. Check the connection and type again.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

/** Ctrl+K again, or Escape twice, closes it; the button opens it too. */
export const OpenAndClose: Story = {
  play: async ({ canvas }) => {
    await openPalette();
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Go to anything' })).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Search/ }));
    await screen.findByRole('dialog', { name: 'Go to anything' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Go to anything' })).not.toBeInTheDocument(),
    );
  },
};

export const FindOrderMobile: Story = { ...FindOrder, ...mobile };
