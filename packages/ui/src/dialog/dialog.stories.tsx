import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { TextField } from '../text-field';
import { Dialog, DialogTrigger, Modal } from '.';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Edit shipping address',
    children: 'Orders already placed keep the address they were placed with.',
  },
  argTypes: {
    footer: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <Modal isDismissable>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Edit shipping address' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back where it came from once the exit transition ends.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Edit shipping address' });

    // Focus stays trapped: Tab from the only control comes back to it.
    await userEvent.tab();
    const close = screen.getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus());
  },
};

export const WithFooter: Story = {
  args: {
    children: (
      <div className="flex flex-col gap-4 pt-1">
        <TextField label="Street" defaultValue="12 Harbour Lane" />
        <TextField label="City" defaultValue="Leeds" />
      </div>
    ),
    footer: (close) => (
      <>
        <Button variant="ghost" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save address</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    // The first field takes focus, not the close button, so typing can start at once.
    const street = await screen.findByRole('textbox', { name: 'Street' });
    await userEvent.click(street);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const longTerms = Array.from({ length: 30 }, (_, index) => index + 1).map((clause) => (
  <p key={clause} className="mb-3">
    Clause {clause}. Returns are accepted within 30 days of delivery when the item is unused and in its
    original packaging.
  </p>
));

/** A body taller than the screen scrolls inside the dialog; the heading and footer stay in view. */
export const Scrolling: Story = {
  args: {
    title: 'Terms of sale',
    children: longTerms,
    footer: (close) => <Button onPress={close}>I agree</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog', { name: 'Terms of sale' });
    const body = document.querySelector('[data-slot="dialog-body"]');
    await expect(body).not.toBeNull();
    if (body) await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // The scrolling body is a tab stop, so the keyboard can scroll it.
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    const agree = screen.getByRole('button', { name: 'I agree' });
    await waitFor(() => expect(agree).toBeVisible());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">Open {size}</Button>
          <Modal size={size} isDismissable>
            <Dialog {...args} />
          </Modal>
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open lg' }));
    await screen.findByRole('dialog');
    await expect(document.querySelector('[data-slot="modal"]')).toHaveAttribute('data-size', 'lg');
  },
};

/** Already open, so the screenshot and the docs page show the panel. */
export const Open: Story = {
  render: (args) => (
    <Modal defaultOpen isDismissable>
      <Dialog {...args} />
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit shipping address' });
    // Visible once its fade-in has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
