import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '.';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuItem id="archive" isDisabled>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" variant="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('separator')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onAction).toHaveBeenCalledWith('duplicate', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());

    // The disabled item is skipped on the way to Delete.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Sections with headings, links, and a single-selection group that marks its choice with a check. */
export const SectionsAndLinks: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Account</Button>
      <Menu {...args}>
        <MenuSection title="Signed in as ada@example.com">
          <MenuItem href="#orders">My orders</MenuItem>
          <MenuItem href="#wishlist">Wishlist</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Currency" selectionMode="single" defaultSelectedKeys={['usd']}>
          <MenuItem id="usd">US dollar</MenuItem>
          <MenuItem id="inr">Indian rupee</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label="Session">
          <MenuItem id="sign-out">Sign out</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', '#orders');
    await expect(screen.getByRole('group', { name: 'Currency' })).toBeInTheDocument();
    await expect(screen.getByRole('menuitemradio', { name: 'US dollar' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
