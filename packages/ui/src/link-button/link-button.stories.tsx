import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { LinkButton } from './link-button';

const variantLabels = {
  primary: 'Primary',
  secondary: 'Secondary',
  outline: 'Outline',
  ghost: 'Ghost',
  danger: 'Danger',
} as const;
const variants = Object.keys(variantLabels) as (keyof typeof variantLabels)[];

// The app's router, as React Aria's RouterProvider would hand it every same-origin link.
const navigate = fn();

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: { href: '/cart', children: 'Go to cart' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
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
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NavigatesOnClick: Story = {
  play: async ({ canvas, userEvent }) => {
    // A link, not a button: it goes somewhere, and a screen reader says so.
    const link = canvas.getByRole('link', { name: 'Go to cart' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link).toHaveAttribute('data-slot', 'link-button');

    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/cart', undefined);
  },
};

export const NavigatesOnEnter: Story = {
  args: { variant: 'secondary', href: '/checkout', children: 'Checkout' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Checkout' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/checkout', undefined);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {variants.map((variant) => (
        <LinkButton key={variant} {...args} variant={variant} href={`/${variant}`}>
          {variantLabels[variant]}
        </LinkButton>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(variants.length);
  },
};

export const Sizes: Story = {
  args: { variant: 'outline' },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <LinkButton {...args} size="sm">
        Small
      </LinkButton>
      <LinkButton {...args} size="md">
        Medium
      </LinkButton>
      <LinkButton {...args} size="lg">
        Large
      </LinkButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Go to cart' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
  },
};
