import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Image } from '.';

// An inline picture, so the story needs no network.
const sunrise = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#2dd4bf"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="200" cy="210" r="60" fill="#fde68a"/></svg>',
)}`;

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
