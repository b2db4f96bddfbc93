import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from '.';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { value: 4.5, size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const WithValueAndReviews: Story = {
  args: { value: 3.8, showValue: true, reviewCount: 126 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText(/126 reviews/)).toBeVisible();
  },
};

export const Unrated: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <StarRating {...args} size="sm" />
      <StarRating {...args} size="md" />
      <StarRating {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Each size's row is five stars of its size and four 2 px gaps; the filled row covers 4.5 of 5 of it.
    const rows = canvas.getAllByRole('img', { name: 'Rated 4.5 out of 5' });
    const boxes = rows.map((row) => {
      const { width, height } = row.getBoundingClientRect();
      const filled = row.querySelector('span')?.getBoundingClientRect().width ?? 0;
      return { width, height, filledPercent: Math.round((filled / width) * 100) };
    });
    await expect(boxes).toEqual([
      { width: 78, height: 14, filledPercent: 90 },
      { width: 88, height: 16, filledPercent: 90 },
      { width: 128, height: 24, filledPercent: 90 },
    ]);
  },
};
