import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answers } from '../../common/story-support/fixtures';
import { mobile } from '../../common/story-support/viewports';
import { ReviewList } from './review-list';

const reviews = answers.productDetail.data.product.reviews;

const meta = {
  title: 'Shop/Review List',
  component: ReviewList,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: "A product's reviews, as its page lists them. Stories: populated, empty, and a phone.",
      },
    },
  },
  args: { reviews, headingLevel: 2 },
  render: (args) => (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 p-6">
      <h1 className="font-semibold text-2xl text-foreground">Customer Reviews</h1>
      <ReviewList {...args} />
    </main>
  ),
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(reviews.length);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(first.getByText(reviews[0]?.comment ?? '')).toBeVisible();
    await expect(first.getByText('Ethan K.')).toBeVisible();
    await expect(first.getByText('Oct 26, 2026')).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No reviews yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
