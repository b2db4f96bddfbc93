import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { AdminLayout } from './admin-layout';
import { adminSections } from './admin-sections';

const meta = {
  title: 'Admin/Layout',
  component: AdminLayout,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The admin frame around every admin screen: the sections' sidebar, folded behind Menu on a " +
          "phone. Stories: the wide sidebar, a nested page's section marked, the phone menu folded, open " +
          'and after a link, and keyboard use at both widths.',
      },
    },
  },
  args: {
    currentPath: '/admin',
    children: (
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-foreground">Admin page</h1>
        <p className="text-muted">The page of the current section shows here.</p>
      </div>
    ),
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const adminNav = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Admin' }));
const menuButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Menu' });

async function expectOnlyCurrent(canvas: Canvas, label: string) {
  for (const section of adminSections) {
    const link = adminNav(canvas).getByRole('link', { name: section.label });
    if (section.label === label) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

/** Wide: the sidebar is always out, every section in order, the current one marked. */
export const SidebarDesktop: Story = {
  tags: ['visual'],
  ...desktop,
  play: async ({ canvas }) => {
    const links = adminNav(canvas).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      adminSections.map((section) => [section.label, section.href]),
    );
    await expectOnlyCurrent(canvas, 'Dashboard');
    await expect(canvas.getByRole('link', { name: 'Back to Store' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('The page of the current section shows here.');
  },
};

/** A page below a section (a product's edit form) marks that section. */
export const NestedPageDesktop: Story = {
  ...desktop,
  args: { currentPath: '/admin/products/p-1/edit' },
  play: async ({ canvas }) => {
    await expectOnlyCurrent(canvas, 'Products');
  },
};

export const OrdersCurrentTablet: Story = {
  ...tablet,
  args: { currentPath: '/admin/orders' },
  play: async ({ canvas }) => {
    await expect(adminNav(canvas).getByRole('link', { name: 'Orders' })).toBeVisible();
    await expectOnlyCurrent(canvas, 'Orders');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** Narrow: the sections fold behind Menu; it says whether they are out, and following a link folds them. */
export const FoldedMobile: Story = {
  ...mobile,
  args: { currentPath: '/admin/coupons' },
  play: async ({ canvas }) => {
    const menu = menuButton(canvas);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const OpenMobile: Story = {
  tags: ['visual'],
  ...mobile,
  args: { currentPath: '/admin/coupons' },
  play: async ({ canvas }) => {
    const menu = menuButton(canvas);
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(adminNav(canvas).getByRole('link', { name: 'Coupons' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(adminNav(canvas).getAllByRole('link')).toHaveLength(adminSections.length);
    await expect(canvas.getByRole('link', { name: 'Back to Store' })).toBeVisible();
  },
};

/** Following a section's link folds the menu again (the app keeps the layout mounted between pages). */
export const FollowLinkMobile: Story = {
  ...mobile,
  args: { currentPath: '/admin/coupons' },
  play: async ({ canvas }) => {
    const menu = menuButton(canvas);
    await userEvent.click(menu);
    await userEvent.click(adminNav(canvas).getByRole('link', { name: 'Orders' }));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  },
};

/** Keyboard only, narrow: Enter opens the menu, Tab reaches the sections, Escape folds it back to Menu. */
export const KeyboardMobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const menu = menuButton(canvas);
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(adminNav(canvas).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(adminNav(canvas).getByRole('link', { name: 'Products' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** Keyboard only, wide: Tab walks the sections in order, then Back to Store. */
export const KeyboardDesktop: Story = {
  ...desktop,
  play: async ({ canvas }) => {
    for (const section of adminSections) {
      await userEvent.tab();
      await expect(adminNav(canvas).getByRole('link', { name: section.label })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Store' })).toHaveFocus();
  },
};
