import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AccountPage } from './account-page';
import { openTab } from './story-steps';

const meta = {
  title: 'Shop/Account/Page',
  component: AccountPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: {},
    docs: {
      description: {
        component:
          "The shopper's account page with its Profile, Orders and Settings tabs. Stories: each tab, " +
          'preferences other than the defaults, switching tabs by keyboard, signed out, and phone to ' +
          'desktop widths.',
      },
    },
  },
  args: { user: shopper, onUserChange: fn(), onTokenChange: fn(), onAccountDeleted: fn() },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page opens on the Profile tab, filled from the signed-in user. */
export const ProfileTab: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel', { name: 'Profile' }));
    await expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveValue(shopper.firstName);
    await expect(panel.getByRole('textbox', { name: 'Last Name' })).toHaveValue(shopper.lastName);
    await expect(panel.getByRole('textbox', { name: 'Phone' })).toHaveValue(shopper.phone);
    const email = panel.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue(shopper.email);
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription('Email cannot be changed');
    await expect(panel.getByText(/these fields are not saved with your profile/)).toBeVisible();
  },
};

export const OrdersTab: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Orders');
    await expect(panel.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
    await expect(panel.getByRole('link', { name: 'Go to Orders' })).toHaveAttribute('href', '/orders');
    await expect(panel.getByRole('button', { name: 'Clear Order History' })).toBeEnabled();
  },
};

/** The checkboxes start from the user's saved preferences: the demo shopper's are the spec's defaults. */
export const SettingsTab: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Settings');
    await expect(panel.getByRole('checkbox', { name: 'Order updates' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Promotional emails' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'New product announcements' })).not.toBeChecked();
    await expect(panel.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Danger Zone' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  },
};

/** Preferences other than the defaults are shown as the user saved them. */
export const SettingsTabOtherPreferences: Story = {
  args: { user: { ...shopper, preferences: { orderUpdates: false, promotions: false, newProducts: true } } },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Settings');
    await expect(panel.getByRole('checkbox', { name: 'Order updates' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Promotional emails' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'New product announcements' })).toBeChecked();
  },
};

/** Tab reaches the selected tab, the arrow keys move between tabs, Tab again enters the panel. */
export const KeyboardTabSwitching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View All Orders' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SignedOut: Story = {
  tags: ['visual'],
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Please Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

export const ProfileTabMobile: Story = { ...ProfileTab, ...mobile };
export const ProfileTabTablet: Story = { ...ProfileTab, ...tablet };
export const ProfileTabDesktop: Story = { ...ProfileTab, ...desktop };
export const OrdersTabMobile: Story = { ...OrdersTab, ...mobile };
export const OrdersTabTablet: Story = { ...OrdersTab, ...tablet };
export const OrdersTabDesktop: Story = { ...OrdersTab, ...desktop };
export const SettingsTabMobile: Story = { ...SettingsTab, ...mobile };
export const SettingsTabTablet: Story = { ...SettingsTab, ...tablet };
export const SettingsTabDesktop: Story = { ...SettingsTab, ...desktop };
export const SignedOutMobile: Story = { ...SignedOut, ...mobile };
export const SignedOutTablet: Story = { ...SignedOut, ...tablet };
