import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, type ButtonProps } from './button';

const variantLabels = {
  primary: 'Primary',
  secondary: 'Secondary',
  outline: 'Outline',
  ghost: 'Ghost',
  danger: 'Danger',
} as const;
const variants = Object.keys(variantLabels) as (keyof typeof variantLabels)[];

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <path d="M8 3v10M3 8h10" strokeLinecap="round" />
    </svg>
  );
}

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onPress: fn() },
  // Docgen cannot read cva's unions, so the docs table is told the values.
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: variants,
      table: { type: { summary: "'primary' | 'secondary' | 'outline' | 'ghost' | 'danger'" } },
    },
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg', 'icon'],
      table: { type: { summary: "'sm' | 'md' | 'lg' | 'icon'" } },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('data-slot', 'button');
    await expect(button).toHaveAttribute('data-variant', 'primary');

    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    // A pointer press focuses the button but must not draw the keyboard focus ring.
    await expect(button).not.toHaveAttribute('data-focus-visible');
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Outline: Story = { args: { variant: 'outline' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variantLabels[variant]}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add">
        <PlusIcon />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    children: (
      <>
        <PlusIcon />
        New item
      </>
    ),
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();

    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    // The label stays in the name and the spinner inside adds "Loading" (Chromium reads "Save changes Loading";
    // testing-library's name computation skips the progress bar, so the two parts are checked apart).
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-pending');

    // Still focusable, so a keyboard user does not lose their place while it works.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PendingIconOnly: Story = {
  args: { isPending: true, size: 'icon', 'aria-label': 'Add', children: <PlusIcon /> },
  play: async ({ canvas }) => {
    // React Aria labels an aria-labelled button by itself plus its progress bar while pending.
    await expect(canvas.getByRole('button', { name: 'Add Loading' })).toBeVisible();
  },
};

/** Goes pending once pressed, as a form submit would. */
function SaveButton({ onPress, ...props }: ButtonProps) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      {...props}
      isPending={isPending}
      onPress={(event) => {
        onPress?.(event);
        setPending(true);
      }}
    />
  );
}

export const PendingAfterPress: Story = {
  render: (args) => <SaveButton {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeVisible();

    // The focused button announces its new state through React Aria's live region.
    await waitFor(() =>
      expect(
        document.querySelector(`[data-live-announcer] [aria-labelledby~="${button.id}"]`),
      ).not.toBeNull(),
    );

    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
