import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { ProductsPageFrame } from './products-page-frame';

/**
 * What the catalogue's HTML paints before the app runs (apps/web FirstFrame): the heading, the filters' and
 * the cards' shapes, and four image places, the first of which the server has filled here as it does.
 */
const meta = {
  title: 'Shop/Products/First Frame',
  component: ProductsPageFrame,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "What the catalogue's HTML paints before the app runs: the heading and the shapes of filters " +
          "and cards. Stories: as the build paints it, with the server's picture, and on a phone.",
      },
    },
  },
} satisfies Meta<typeof ProductsPageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's picture in place 0, as page-template.ts writes it. */
function placePicture(canvasElement: HTMLElement) {
  const place = canvasElement.querySelector('[data-frame-image="0"]');
  place?.insertAdjacentHTML(
    'beforeend',
    '<img src="/api/images/products/ac-aur-012.svg" alt="Silicone Cable Clips 6-Pack" fetchpriority="high">',
  );
}

export const AsTheBuildPaintsIt: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    // Four places for the first row of the widest grid, then cards' shapes without one.
    expect(canvasElement.querySelectorAll('[data-frame-image]')).toHaveLength(4);
    expect(canvas.getByRole('list', { name: 'Loading products' }).children).toHaveLength(12);
  },
};

export const WithTheServersPictures: Story = {
  play: async ({ canvasElement }) => {
    placePicture(canvasElement);
    const picture = canvasElement.querySelector<HTMLImageElement>('[data-frame-image="0"] img');
    const place = canvasElement.querySelector('[data-frame-image="0"]');
    // The picture covers its place exactly: the card's image will take the same box.
    await expect(picture).toBeVisible();
    expect(picture?.getBoundingClientRect().toJSON()).toEqual(place?.getBoundingClientRect().toJSON());
  },
};

export const OnAPhone: Story = { ...WithTheServersPictures, ...mobile };
