import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { Footer } from './footer';

const meta = {
  title: 'Shop/Footer',
  component: Footer,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The store's footer with its quick links. Stories: the footer at phone, tablet and desktop " +
          'widths, and its links by keyboard.',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const quickLinks = [
  ['Home', '/'],
  ['Products', '/products'],
  ['Cart', '/cart'],
  ['Wishlist', '/wishlist'],
  ['Comparison', '/comparison'],
  ['My Orders', '/orders'],
] as const;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const quickLinksNav = canvas.getByRole('navigation', { name: 'Quick Links' });
    for (const [name, href] of quickLinks) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(quickLinksNav).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByText('support@aurora-store.example')).toBeVisible();
    await expect(canvas.getByText('+1 (555) 014-2026')).toBeVisible();
    await expect(canvas.getByText('100 Aurora Way, Portland, OR 97201')).toBeVisible();
    await expect(
      canvas.getByText(`© ${new Date().getFullYear()} Aurora Store. All rights reserved.`),
    ).toBeVisible();
  },
};
export const DefaultMobile: Story = { ...Default, ...mobile };
export const DefaultTablet: Story = { ...Default, ...tablet };
export const DefaultDesktop: Story = { ...Default, ...desktop };

/** Every quick link is a stop on the Tab path, in reading order. */
export const QuickLinksByKeyboard: Story = {
  play: async ({ canvas }) => {
    for (const [name] of quickLinks) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};
