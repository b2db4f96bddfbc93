import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CANCEL_ORDER_MESSAGE, CancelOrderDialog } from './cancel-order-dialog';

/**
 * The question both the order list's status menu and the order's page ask before Cancelled (their stories
 * drive it in place). Here the dialog alone: what it says, which button holds focus, and what each one does.
 */
const meta = {
  title: 'Admin/Shared/Cancel Order Dialog',
  component: CancelOrderDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'The question asked before an order is cancelled, shared by the admin orders list and order ' +
          'page. Stories: asking, with Keep order focused; confirmed, and Escape changing nothing.',
      },
    },
  },
  args: { orderNumber: 'AUR-20261129-4F2A9C', isOpen: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = async () =>
  within(await screen.findByRole('alertdialog', { name: 'Cancel order AUR-20261129-4F2A9C?' }));

/** It names the order and what cancelling costs; Keep order holds focus, so Enter alone never cancels. */
export const Asking: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = await findDialog();
    // Shown at once: stories run with reduced motion, under which the modal has no see-through first frame.
    await expect(dialog.getByText(CANCEL_ORDER_MESSAGE)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep order' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Cancel order goes ahead; Escape, like Keep order, changes nothing. */
export const Confirmed: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
