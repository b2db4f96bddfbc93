import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '.';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading images', value: 40 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] },
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading images' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Importing products' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importing products' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
