import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardBody } from '../card';
import { Skeleton } from '.';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', className: 'w-64' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    // Its highlight layer shimmers, unless the person asked for reduced motion: then there is none.
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (skeleton) {
      const highlight = getComputedStyle(skeleton, '::after');
      if (reducedMotion) await expect(highlight.display).toBe('none');
      else await expect(highlight.animationName).toBe('skeleton-shimmer');
    }
  },
};

export const Block: Story = { args: { shape: 'block', className: 'h-40 w-64' } };

export const Circle: Story = { args: { shape: 'circle', className: 'size-12' } };

/** A product card while it loads: the region says it is busy, the skeletons stay silent. */
export const LoadingCard: Story = {
  render: () => (
    <Card aria-busy="true" aria-label="Loading product" role="group" className="w-64">
      <Skeleton shape="block" className="h-40 rounded-none" />
      <CardBody className="flex flex-col gap-2">
        <Skeleton className="w-3/4" />
        <Skeleton className="w-1/3" />
        <div className="flex items-center gap-2 pt-2">
          <Skeleton shape="circle" className="size-8" />
          <Skeleton className="w-1/2" />
        </div>
      </CardBody>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Loading product' })).toHaveAttribute('aria-busy', 'true');
  },
};
