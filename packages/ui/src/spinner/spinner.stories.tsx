import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  // Docgen cannot read cva's unions, so the docs table is told the values.
  argTypes: {
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      table: { type: { summary: "'sm' | 'md' | 'lg'" } },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6 text-primary">
      <Spinner {...args} size="sm" aria-label="Loading, small" />
      <Spinner {...args} size="md" aria-label="Loading, medium" />
      <Spinner {...args} size="lg" aria-label="Loading, large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const CustomLabel: Story = {
  args: { 'aria-label': 'Loading results', size: 'lg', className: 'text-accent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading results' })).toBeVisible();
  },
};

/** Beside text that already says what is loading, the spinner is hidden from assistive technology. */
export const Decorative: Story = {
  args: { isDecorative: true, size: 'sm' },
  render: (args) => (
    <p className="flex items-center gap-2 text-muted">
      <Spinner {...args} />
      Loading results…
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(
      canvasElement.querySelector('[data-slot="spinner"]')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  },
};
