import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Image } from '.';

// An inline picture, so the story needs no network.
const sunrise = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#2dd4bf"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="200" cy="210" r="60" fill="#fde68a"/></svg>',
)}`;

/** A drawing that says which format and width it stands for, so a story shows which one the browser took. */
const labelled = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#1e293b"/><text x="200" y="165" fill="#f8fafc" font-family="sans-serif" font-size="48" text-anchor="middle">${label}</text></svg>`,
  )}`;
const widths = (format: string) => `${labelled(`${format} 320`)} 320w, ${labelled(`${format} 640`)} 640w`;

const meta = {
  title: 'UI/Image',
  component: Image,
  tags: ['autodocs'],
  args: {
    src: sunrise,
    alt: 'Aurora rain shell in teal',
    ratio: 'landscape',
    className: 'w-64',
    onError: fn(),
  },
  argTypes: {
    ratio: { control: 'inline-radio', options: ['auto', 'square', 'landscape', 'portrait', 'wide'] },
    radius: { control: 'inline-radio', options: ['none', 'control', 'card'] },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { loading: 'eager' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Aurora rain shell in teal' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenSource: Story = {
  args: { src: '/no-such-image.png', loading: 'eager' },
  play: async ({ args, canvas }) => {
    // The failed image gives way to a block that keeps the alt text as its name.
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
    const fallback = canvas.getByRole('img', { name: 'Aurora rain shell in teal' });
    await expect(fallback).toHaveAttribute('data-slot', 'image-fallback');
  },
};

export const NoSource: Story = {
  args: { src: undefined, ratio: 'square', className: 'w-40' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Aurora rain shell in teal' })).toHaveAttribute(
      'data-slot',
      'image-fallback',
    );
  },
};

export const DecorativeFallback: Story = {
  args: { src: undefined, alt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="image-fallback"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Ratios: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-start gap-3">
      {(['square', 'landscape', 'portrait', 'wide'] as const).map((ratio) => (
        <Image key={ratio} {...args} ratio={ratio} className="w-32" alt={`${ratio} crop`} />
      ))}
    </div>
  ),
};

/**
 * A photo in three formats: the browser shows the first it reads (AVIF in every current browser) at the width
 * `sizes` asks for; the `<img>`'s own JPEG candidates are for a browser that reads neither. In a flex row with a
 * gap, as a thumbnail button lays it out, it fills the row as a plain image would.
 */
export const Responsive: Story = {
  render: (args) => (
    <div data-testid="row" className="flex w-64 gap-4">
      <Image {...args} />
    </div>
  ),
  args: {
    loading: 'eager',
    sizes: '256px',
    src: labelled('JPEG 640'),
    srcSet: widths('JPEG'),
    sources: [
      { type: 'image/avif', srcSet: widths('AVIF') },
      { type: 'image/webp', srcSet: widths('WebP') },
    ],
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Aurora rain shell in teal' });
    await expect(image.parentElement?.tagName).toBe('PICTURE');
    await expect(image.getBoundingClientRect().width).toBe(canvas.getByTestId('row').clientWidth);
    // The first format the browser reads: AVIF, at a width of its choosing for the screen's pixel ratio.
    await waitFor(() => expect([labelled('AVIF 320'), labelled('AVIF 640')]).toContain(image.currentSrc));
  },
};
