import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure } from '../../common/story-support/mock-routes';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AccountPage } from './account-page';
import { historyCleared } from './stories-data';
import { findOpenDialog, findToast, openTab } from './story-steps';

const CONFIRMATION =
  'Are you sure you want to clear your entire order history? This action cannot be undone.';
const clearHistory = fn(() => historyCleared);

const meta = {
  title: 'Shop/Account/Orders',
  component: AccountPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { 'DELETE /api/orders/clear-history': clearHistory },
    docs: {
      description: {
        component:
          "Clearing the shopper's order history from the account page. Stories: confirmed, cancelled, " +
          'busy, failing, by keyboard, and the confirmation on a phone.',
      },
    },
  },
  args: { user: shopper, onUserChange: fn(), onTokenChange: fn(), onAccountDeleted: fn() },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openClearConfirmation(canvasElement: HTMLElement) {
  const panel = await openTab(canvasElement, 'Orders');
  await userEvent.click(panel.getByRole('button', { name: 'Clear Order History' }));
  const alert = await findOpenDialog('Clear order history?', 'alertdialog');
  return within(alert);
}

/** The spec's confirmation; confirming clears the history and shows the server's message. */
export const ClearHistoryConfirmed: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    clearHistory.mockClear();
    const alert = await openClearConfirmation(canvasElement);
    await expect(alert.getByText(CONFIRMATION)).toBeVisible();
    // A destructive confirmation starts on Cancel, so Enter alone never clears anything.
    await waitFor(() => expect(alert.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(alert.getByRole('button', { name: 'Clear History' }));

    await expect(await findToast('Order history cleared successfully')).toBeVisible();
    await expect(clearHistory).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Clear order history?' })).toBeNull(),
    );
  },
};

/** Cancel (or Escape) leaves the history alone: no request is made. */
export const ClearHistoryCancelled: Story = {
  play: async ({ canvasElement }) => {
    clearHistory.mockClear();
    const alert = await openClearConfirmation(canvasElement);
    await userEvent.click(alert.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Clear order history?' })).toBeNull(),
    );

    await openClearConfirmation(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Clear order history?' })).toBeNull(),
    );
    await expect(clearHistory).not.toHaveBeenCalled();
  },
};

/** While the server works, the confirm button is pending and Cancel is disabled. */
export const ClearHistoryBusy: Story = {
  parameters: { api: { 'DELETE /api/orders/clear-history': 'never' } },
  play: async ({ canvasElement }) => {
    const alert = await openClearConfirmation(canvasElement);
    await userEvent.click(alert.getByRole('button', { name: 'Clear History' }));
    await waitFor(() =>
      expect(alert.getByRole('button', { name: /Clear History/ })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(alert.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failure says so in the spec's words and keeps the confirmation open to retry or cancel. */
export const ClearHistoryFailed: Story = {
  parameters: { api: { 'DELETE /api/orders/clear-history': failure(500, 'Database unavailable') } },
  play: async ({ canvasElement }) => {
    const alert = await openClearConfirmation(canvasElement);
    await userEvent.click(alert.getByRole('button', { name: 'Clear History' }));
    await expect(await findToast('Failed to clear order history')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Clear order history?' })).toBeVisible(),
    );
    await waitFor(() =>
      expect(alert.getByRole('button', { name: 'Clear History' })).not.toHaveAttribute('data-pending'),
    );
  },
};

/** The whole flow by keyboard: reach the button, open, move to the confirm button, press it. */
export const ClearHistoryByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    clearHistory.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear Order History' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findOpenDialog('Clear order history?', 'alertdialog');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Clear History' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast('Order history cleared successfully')).toBeVisible();
    await expect(clearHistory).toHaveBeenCalledOnce();
  },
};

export const ClearHistoryConfirmationMobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const alert = await openClearConfirmation(canvasElement);
    await expect(alert.getByText(CONFIRMATION)).toBeVisible();
  },
};
