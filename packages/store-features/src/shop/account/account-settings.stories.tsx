import { Button } from '@aurora-store/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure, type MockRequest } from '../../common/story-support/mock-routes';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AccountPage } from './account-page';
import { currentPasswordIncorrect, FRESH_TOKEN, passwordChanged, preferencesSaved } from './stories-data';
import { findOpenDialog, findToast, openTab } from './story-steps';

const savePreferences = fn(preferencesSaved);
const changePassword = fn((_request: MockRequest) => passwordChanged);

const meta = {
  title: 'Shop/Account/Settings',
  component: AccountPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { 'PUT /api/auth/preferences': savePreferences, 'PUT /api/auth/change-password': changePassword },
    docs: {
      description: {
        component:
          "The account page's settings: email preferences and the password. Stories: preferences saved, " +
          'busy, failing and changed elsewhere; the password changed, wrong, mismatched, busy and ' +
          'failing; a phone.',
      },
    },
  },
  args: { user: shopper, onUserChange: fn(), onTokenChange: fn(), onAccountDeleted: fn() },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All three choices are sent; the server's message is shown and the app gets the updated user. */
export const PreferencesSaved: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    savePreferences.mockClear();
    const panel = await openTab(canvasElement, 'Settings');
    await userEvent.click(panel.getByRole('checkbox', { name: 'Promotional emails' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'New product announcements' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save Preferences' }));

    await expect(await findToast('Preferences updated successfully')).toBeVisible();
    const expected = { orderUpdates: true, promotions: false, newProducts: true };
    await expect(savePreferences.mock.calls[0]?.[0].body).toEqual(expected);
    await expect(args.onUserChange).toHaveBeenCalledWith({ ...shopper, preferences: expected });
  },
};

export const PreferencesBusy: Story = {
  parameters: { api: { 'PUT /api/auth/preferences': 'never' } },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Settings');
    await userEvent.click(panel.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(panel.getByRole('button', { name: /Save Preferences/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const PreferencesFailed: Story = {
  parameters: { api: { 'PUT /api/auth/preferences': failure(500, 'Could not save your preferences') } },
  play: async ({ canvasElement, args }) => {
    const panel = await openTab(canvasElement, 'Settings');
    await userEvent.click(panel.getByRole('checkbox', { name: 'Order updates' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save Preferences' }));
    await expect(await findToast('Could not save your preferences')).toBeVisible();
    await expect(args.onUserChange).not.toHaveBeenCalled();
  },
};

/**
 * The shopper unsubscribed from a mail's link while the page was open, and the app read the profile again: the
 * box follows the server's copy instead of keeping, and saving back, the old one.
 */
export const PreferencesChangedElsewhere: Story = {
  render: (args) => <AccountWithProfileRead {...args} />,
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Settings');
    await expect(panel.getByRole('checkbox', { name: 'Order updates' })).toBeChecked();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the profile again' }));
    await expect(panel.getByRole('checkbox', { name: 'Order updates' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Promotional emails' })).toBeChecked();
  },
};

/** The account page as the app shows it, with the profile read again (after an unsubscribe) on a press. */
function AccountWithProfileRead(args: ComponentProps<typeof AccountPage>) {
  const [user, setUser] = useState(shopper);
  const unsubscribed = { ...shopper, preferences: { ...shopper.preferences, orderUpdates: false } };
  return (
    <>
      <Button variant="secondary" className="m-4" onPress={() => setUser(unsubscribed)}>
        Read the profile again
      </Button>
      <AccountPage {...args} user={user} />
    </>
  );
}

async function openChangePassword(canvasElement: HTMLElement) {
  const panel = await openTab(canvasElement, 'Settings');
  await userEvent.click(panel.getByRole('button', { name: 'Change Password' }));
  return within(await findOpenDialog('Change Password'));
}

/** Pasted rather than typed key by key: three passwords typed on a busy machine outrun the test's timeout. */
async function fillPasswords(
  dialog: ReturnType<typeof within>,
  current: string,
  next: string,
  confirmation: string,
) {
  for (const [label, text] of [
    [/^Current Password/, current],
    [/^New Password/, next],
    [/^Confirm New Password/, confirmation],
  ] as const) {
    await userEvent.click(dialog.getByLabelText(label));
    await userEvent.paste(text);
  }
}

/** Success: the request carries the two passwords, the app gets the fresh token, the dialog closes. */
export const ChangePasswordSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    changePassword.mockClear();
    const dialog = await openChangePassword(canvasElement);
    await fillPasswords(dialog, 'emma-old-pass', 'emma-new-pass', 'emma-new-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Password' }));

    await expect(await findToast('Password changed successfully')).toBeVisible();
    await expect(changePassword.mock.calls[0]?.[0].body).toEqual({
      currentPassword: 'emma-old-pass',
      newPassword: 'emma-new-pass',
    });
    await expect(args.onTokenChange).toHaveBeenCalledWith(FRESH_TOKEN);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).toBeNull());
  },
};

/** The server's verdict on the current password is shown beside that field; the dialog stays open. */
export const ChangePasswordWrongCurrent: Story = {
  parameters: { api: { 'PUT /api/auth/change-password': currentPasswordIncorrect } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openChangePassword(canvasElement);
    await fillPasswords(dialog, 'not-my-password', 'emma-new-pass', 'emma-new-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Password' }));

    const current = dialog.getByLabelText(/^Current Password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'));
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onTokenChange).not.toHaveBeenCalled();
  },
};

/** Mismatch and length are checked before sending, and Enter submits from any field. */
export const ChangePasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    changePassword.mockClear();
    const dialog = await openChangePassword(canvasElement);
    await fillPasswords(dialog, 'emma-old-pass', 'short', 'shorter');
    await userEvent.keyboard('{Enter}');

    await expect(await dialog.findByText('Passwords do not match')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(changePassword).not.toHaveBeenCalled();
    await expect(args.onTokenChange).not.toHaveBeenCalled();
  },
};

export const ChangePasswordBusy: Story = {
  parameters: { api: { 'PUT /api/auth/change-password': 'never' } },
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await fillPasswords(dialog, 'emma-old-pass', 'emma-new-pass', 'emma-new-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Update Password/ })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Another failure (here, the rate limiter) is a toast with the server's message. */
export const ChangePasswordFailed: Story = {
  parameters: {
    api: { 'PUT /api/auth/change-password': failure(429, 'Too many requests, please try again later') },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await fillPasswords(dialog, 'emma-old-pass', 'emma-new-pass', 'emma-new-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Password' }));
    await expect(await findToast('Too many requests, please try again later')).toBeVisible();
  },
};

export const ChangePasswordMismatchMobile: Story = { ...ChangePasswordMismatch, ...mobile };
