import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { administrator, shopper } from '../../common/story-support/fixtures';
import type { MockRequest } from '../../common/story-support/mock-routes';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AccountPage } from './account-page';
import { accountDeleted, lastAdministrator, passwordIncorrect } from './stories-data';
import { findOpenDialog, findToast, openTab } from './story-steps';

const deleteAccount = fn((_request: MockRequest) => accountDeleted);
const DIALOG = 'Delete your account?';

const meta = {
  title: 'Shop/Account/Delete Account',
  component: AccountPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { 'DELETE /api/auth/account': deleteAccount },
    docs: {
      description: {
        component:
          "Deleting the shopper's account from the account page. Stories: deleted, the confirmation " +
          'required, a wrong password, the last administrator refused, cancelled by keyboard, and a ' +
          'phone.',
      },
    },
  },
  args: { user: shopper, onUserChange: fn(), onTokenChange: fn(), onAccountDeleted: fn() },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDeleteDialog(canvasElement: HTMLElement) {
  const panel = await openTab(canvasElement, 'Settings');
  const dangerZone = within(panel.getByRole('region', { name: 'Danger Zone' }));
  await userEvent.click(dangerZone.getByRole('button', { name: 'Delete Account' }));
  return within(await findOpenDialog(DIALOG, 'alertdialog'));
}

async function enterPassword(dialog: ReturnType<typeof within>, password: string) {
  await userEvent.click(dialog.getByLabelText(/^Password/));
  await userEvent.paste(password);
}

/** Password and the explicit confirmation given: the password is sent and the app is told. */
export const Deleted: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    deleteAccount.mockClear();
    const dialog = await openDeleteDialog(canvasElement);
    await enterPassword(dialog, 'emma-password');
    await userEvent.click(dialog.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));

    await waitFor(() => expect(args.onAccountDeleted).toHaveBeenCalledOnce());
    await expect(deleteAccount.mock.calls[0]?.[0].body).toEqual({ password: 'emma-password' });
    await expect(await findToast('Account deleted successfully')).toBeVisible();
  },
};

/** Nothing is sent until both the password and the confirmation are given; the dialog stays open. */
export const ConfirmationRequired: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    deleteAccount.mockClear();
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));
    await expect(await dialog.findByText('Password is required')).toBeVisible();
    await expect(dialog.getByText('Please confirm that you want to delete your account')).toBeVisible();

    await enterPassword(dialog, 'emma-password');
    await expect(dialog.queryByText('Password is required')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Delete Account' })).not.toHaveAttribute('data-pending'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));
    await expect(dialog.getByText('Please confirm that you want to delete your account')).toBeVisible();
    await expect(deleteAccount).not.toHaveBeenCalled();
    await expect(args.onAccountDeleted).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  parameters: { api: { 'DELETE /api/auth/account': passwordIncorrect } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await enterPassword(dialog, 'not-my-password');
    await userEvent.click(dialog.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));

    const password = dialog.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is incorrect'));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: DIALOG })).toBeVisible());
    await expect(args.onAccountDeleted).not.toHaveBeenCalled();
  },
};

/** The store's last administrator is refused, with the server's reason inside the dialog. */
export const LastAdministrator: Story = {
  args: { user: administrator },
  parameters: { api: { 'DELETE /api/auth/account': lastAdministrator } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await enterPassword(dialog, 'admin-password');
    await userEvent.click(dialog.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));

    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The last administrator cannot delete their account',
    );
    await expect(args.onAccountDeleted).not.toHaveBeenCalled();
  },
};

/** Cancel is where focus starts, so Enter alone never deletes; Escape closes without a request. */
export const CancelledByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    deleteAccount.mockClear();
    const dialog = await openDeleteDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: DIALOG })).toBeNull());
    await expect(deleteAccount).not.toHaveBeenCalled();
    await expect(args.onAccountDeleted).not.toHaveBeenCalled();
  },
};

export const ConfirmationRequiredMobile: Story = { ...ConfirmationRequired, ...mobile };
