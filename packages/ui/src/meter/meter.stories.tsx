import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter } from '.';

const meta = {
  title: 'UI/Meter',
  component: Meter,
  tags: ['autodocs'],
  args: { label: 'Storage used', value: 62, tone: 'primary' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Storage used' });
    await expect(meter).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.getByText('62%')).toBeVisible();
  },
};

export const StockLeft: Story = {
  args: { label: 'Stock left', value: 3, maxValue: 40, tone: 'warning', valueLabel: '3 of 40' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Stock left' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 40',
    );
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['primary', 'success', 'warning', 'danger'] as const).map((tone) => (
        <Meter key={tone} {...args} tone={tone} label={`${tone} meter`} />
      ))}
    </div>
  ),
};
