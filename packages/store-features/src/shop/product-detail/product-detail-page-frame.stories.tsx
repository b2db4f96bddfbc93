import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { ProductDetailPageFrame } from './product-detail-page-frame';

/**
 * What a product page's HTML paints before the app runs (apps/web FirstFrame): Back, the page's shape, and the
 * main image's place, which the server fills with the product's picture (here as it does).
 */
const meta = {
  title: 'Shop/Product Detail/First Frame',
  component: ProductDetailPageFrame,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "What a product page's HTML paints before the app runs: Back, the page's shape and the main " +
          "image's place. Stories: as the build paints it, with the server's picture, and on a phone.",
      },
    },
  },
  args: { onBack: fn() },
} satisfies Meta<typeof ProductDetailPageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsTheBuildPaintsIt: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(canvasElement.querySelectorAll('[data-frame-image]')).toHaveLength(1);
  },
};

export const WithTheServersPicture: Story = {
  play: async ({ canvasElement }) => {
    const place = canvasElement.querySelector('[data-frame-image="0"]');
    place?.insertAdjacentHTML(
      'beforeend',
      '<img src="/api/images/products/ac-aur-012.svg" alt="Silicone Cable Clips 6-Pack" fetchpriority="high">',
    );
    const picture = place?.querySelector('img');
    await expect(picture).toBeVisible();
    // Square, as the gallery's main image will be.
    const box = picture?.getBoundingClientRect();
    expect(box?.width).toBeCloseTo(box?.height ?? 0, 0);
  },
};

export const OnAPhone: Story = { ...WithTheServersPicture, ...mobile };
