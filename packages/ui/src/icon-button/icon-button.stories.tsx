import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PlusIcon } from '../icons/control-icons';
import { IconButton } from './icon-button';

function HeartIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <path
        d="M8 13.5S2 10 2 6a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 4-6 7.5-6 7.5Z"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { 'aria-label': 'Add to wishlist', children: <HeartIcon />, onPress: fn() },
  // Docgen cannot read cva's unions, so the docs table is told the values.
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: variants,
      table: { type: { summary: "'primary' | 'secondary' | 'outline' | 'ghost' | 'danger'" } },
    },
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      table: { type: { summary: "'sm' | 'md' | 'lg'" } },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { variant: 'secondary' },
  play: async ({ args, canvas, userEvent }) => {
    // The label is the whole name: the SVG inside is hidden from assistive technology.
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(button).toHaveAttribute('data-variant', 'secondary');
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Square: as wide as it is tall.
    await expect(button.offsetWidth).toBe(button.offsetHeight);

    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {variants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} aria-label={`Add to wishlist (${variant})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length);
  },
};

export const Sizes: Story = {
  args: { variant: 'outline' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" aria-label="Add, small">
        <PlusIcon />
      </IconButton>
      <IconButton {...args} size="md" aria-label="Add, medium">
        <PlusIcon />
      </IconButton>
      <IconButton {...args} size="lg" aria-label="Add, large">
        <PlusIcon />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const sides = ['small', 'medium', 'large'].map(
      (size) => canvas.getByRole('button', { name: `Add, ${size}` }).offsetWidth,
    );
    await expect(sides).toEqual([32, 40, 48]);
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'ghost' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist Loading' });
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
