import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertDialog } from '.';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: {
    title: 'Delete this product?',
    children: 'It disappears from the catalogue at once. Orders that include it keep their copy.',
    confirmLabel: 'Delete product',
    variant: 'danger',
    onConfirm: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'danger'] },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Delete</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the alert from its trigger and waits until focus has moved into it. */
async function openAlert(canvas: { getByRole: typeof screen.getByRole }, name: string) {
  await userEvent.click(canvas.getByRole('button', { name }));
  const alert = await screen.findByRole('alertdialog');
  await waitFor(() => expect(alert).toContainElement(document.activeElement as HTMLElement));
  return alert;
}

export const Danger: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const alert = await openAlert(canvas, 'Delete');
    await expect(alert).toHaveAccessibleName('Delete this product?');
    // A destructive action starts on Cancel, so Enter alone never destroys anything.
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await userEvent.click(within(alert).getByRole('button', { name: 'Delete product' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Default: Story = {
  args: {
    variant: 'default',
    title: 'Publish 12 products?',
    children: 'Shoppers will see them in the catalogue straight away.',
    confirmLabel: 'Publish',
  },
  play: async ({ canvas }) => {
    const alert = await openAlert(canvas, 'Delete');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Publish' })).toHaveFocus());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await openAlert(canvas, 'Delete');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const OutsideClickKeepsItOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await openAlert(canvas, 'Delete');
    await userEvent.click(document.body);
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** The confirm shows a spinner while `onConfirm`'s promise runs, then the dialog closes. */
export const PendingConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await openAlert(canvas, 'Delete');
    const confirm = within(alert).getByRole('button', { name: /Delete product/ });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('data-pending');
    await expect(within(alert).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    // React Aria announces the pending state through a live-region node labelled by the button's id; once
    // the dialog has gone that node points at nothing (axe flags it) until the announcer drops it after 7 s.
    await waitFor(
      () => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(),
      {
        timeout: 9000,
      },
    );
  },
};

/** A failed confirm leaves the dialog open so the person can try again or cancel. */
export const FailedConfirm: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Network down'))) },
  play: async ({ canvas, userEvent }) => {
    const alert = await openAlert(canvas, 'Delete');
    const confirm = within(alert).getByRole('button', { name: /Delete product/ });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
