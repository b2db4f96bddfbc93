import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '.';

const meta = {
  title: 'UI/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 1249.5, currency: 'USD', size: 'md' },
  argTypes: {
    currency: { control: 'inline-radio', options: ['USD', 'INR'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dollars: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('$1,249.50');
  },
};

export const Rupees: Story = {
  args: { amount: 103708.6, currency: 'INR' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('₹1,03,709');
  },
};

export const Reduced: Story = {
  args: { amount: 79, compareAmount: 99 },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    // What a screen reader reads, the struck price labelled in words.
    await expect(price).toHaveTextContent('$79.00, was$99.00−20%, 20% off');
    await expect(canvasElement.querySelector('s')).toHaveTextContent('$99.00');
  },
};

export const ReducedWithoutPercentage: Story = {
  args: { amount: 79, compareAmount: 99, showDiscount: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-discount"]')).toBeNull();
  },
};

/** A compare price at or below the price is not a saving, so it is not shown. */
export const CompareNotHigher: Story = {
  args: { amount: 99, compareAmount: 99 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <Price {...args} size="sm" compareAmount={1499} />
      <Price {...args} size="md" compareAmount={1499} />
      <Price {...args} size="lg" compareAmount={1499} />
    </div>
  ),
};
