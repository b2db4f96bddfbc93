import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { createToastQueue, type ToastMessage, ToastRegion } from '.';

/** Each story gets a queue of its own, so toasts never leak from one story into the next. */
function ToastDemo({ messages, timeout }: { messages: ToastMessage[]; timeout?: number }) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {messages.map((message) => (
          <Button
            key={message.title}
            variant="secondary"
            onPress={() => queue.add(message, timeout === undefined ? {} : { timeout })}
          >
            Show {message.variant ?? 'neutral'}
          </Button>
        ))}
      </div>
      <ToastRegion queue={queue} />
    </>
  );
}

const allVariants: ToastMessage[] = [
  { title: 'Draft saved' },
  { title: 'Added to cart', description: 'Aurora rain shell, size M', variant: 'success' },
  { title: 'Payment declined', description: 'Try another card.', variant: 'danger' },
  { title: 'Prices now in INR', variant: 'info' },
];

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  args: { messages: allVariants },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const variant of ['neutral', 'success', 'danger', 'info']) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${variant}` }));
    }
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(4));
    // Newest on top.
    const [newest] = within(region).getAllByRole('alertdialog');
    await expect(newest).toHaveAttribute('data-variant', 'info');
    await expect(within(region).getByText('Try another card.')).toBeInTheDocument();
  },
};

export const Dismiss: Story = {
  args: { messages: [allVariants[1] as ToastMessage] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const toast = await screen.findByRole('alertdialog', { name: /Added to cart/ });
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Each toast closes itself; the stories shorten the spec's 4 s to keep the test quick. */
export const ClosesByItself: Story = {
  args: { messages: [allVariants[0] as ToastMessage], timeout: 600 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show neutral' }));
    await screen.findByRole('alertdialog', { name: /Draft saved/ });
    // Move the pointer off the region: hovering it pauses the timer.
    await userEvent.unhover(screen.getByRole('region', { name: 'Notifications' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

export const KeyboardReachable: Story = {
  args: { messages: [allVariants[2] as ToastMessage] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show danger' }));
    await screen.findByRole('alertdialog', { name: /Payment declined/ });
    // The region follows the page in tab order (F6 also reaches it, as a landmark).
    await userEvent.tab();
    const toast = screen.getByRole('alertdialog', { name: /Payment declined/ });
    await waitFor(() => expect(toast).toHaveFocus());
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
