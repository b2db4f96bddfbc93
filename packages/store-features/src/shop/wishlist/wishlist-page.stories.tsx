import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure, type MockRequest, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import {
  backpack,
  deskLamp,
  resetWishlistRequests,
  wishlistAnswer,
  wishlistRequests,
  wishlistRoutes,
} from './stories-data';
import { WishlistPage } from './wishlist-page';

const meta = {
  title: 'Shop/Wishlist',
  component: WishlistPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: wishlistRoutes,
    docs: {
      description: {
        component:
          "The shopper's wishlist: saved products to add to the cart or remove. Stories: loading, empty, " +
          'a failed load, populated, signed out, add to cart and remove (busy, failing), keyboard, and ' +
          'phone to desktop widths.',
      },
    },
  },
  args: { user: shopper, currency: 'USD', onNavigate: fn() },
  beforeEach: resetWishlistRequests,
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body);

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/user/wishlist': 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Loading wishlist' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/user/wishlist': ok(wishlistAnswer([])) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  },
};

export const ErrorState: Story = {
  tags: ['visual'],
  name: 'Error',
  parameters: { api: { 'GET /api/user/wishlist': failure(500, 'The database is not answering') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Failed to load wishlist' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('3 items')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: backpack.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: backpack.name })).toHaveAttribute(
      'href',
      `/product/${backpack._id}`,
    );
    await expect(canvas.getByRole('button', { name: `Add to Cart: ${backpack.name}` })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: `Out of Stock: ${deskLamp.name}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Remove ${deskLamp.name} from wishlist` })).toBeEnabled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const SignedOutRedirects: Story = {
  args: { user: null },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login', { replace: true }));
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const AddToCart: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Add to Cart: ${backpack.name}` }));
    await expect(await toasts().findByText('Added to cart!')).toBeVisible();
    await expect(wishlistRequests.addToCart).toHaveBeenCalledWith({ productId: backpack._id, quantity: 1 });
  },
};

export const AddToCartBusy: Story = {
  parameters: {
    api: {
      'POST /api/cart/add': ({ body }: MockRequest) => {
        wishlistRequests.addToCart(body);
        return 'never';
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const add = await canvas.findByRole('button', { name: `Add to Cart: ${backpack.name}` });
    await userEvent.click(add);
    await expect(
      await canvas.findByRole('progressbar', { name: `Adding ${backpack.name} to cart` }),
    ).toBeVisible();
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(add);
    await expect(wishlistRequests.addToCart).toHaveBeenCalledTimes(1);
  },
};

export const AddToCartFails: Story = {
  parameters: { api: { 'POST /api/cart/add': failure(409, 'Only 2 items available in stock') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Add to Cart: ${backpack.name}` }));
    await expect(await toasts().findByText('Only 2 items available in stock')).toBeVisible();
  },
};

export const Remove: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Remove ${deskLamp.name} from wishlist` }),
    );
    await expect(await toasts().findByText('Removed from wishlist')).toBeVisible();
    await expect(wishlistRequests.remove).toHaveBeenCalledWith(deskLamp._id);
    await expect(canvas.queryByRole('heading', { name: deskLamp.name })).not.toBeInTheDocument();
    await expect(canvas.getByText('2 items')).toBeVisible();
  },
};

export const RemoveBusy: Story = {
  parameters: { api: { 'DELETE /api/user/wishlist/remove/:productId': 'never' } },
  play: async ({ canvas, userEvent }) => {
    const remove = await canvas.findByRole('button', { name: `Remove ${deskLamp.name} from wishlist` });
    await userEvent.click(remove);
    await expect(await canvas.findByRole('progressbar', { name: `Removing ${deskLamp.name}` })).toBeVisible();
    await expect(remove).toBeDisabled();
  },
};

export const RemoveFails: Story = {
  parameters: {
    api: { 'DELETE /api/user/wishlist/remove/:productId': failure(500, 'Database unavailable') },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Remove ${backpack.name} from wishlist` }),
    );
    await expect(await toasts().findByText('Failed to remove item from wishlist')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: backpack.name })).toBeVisible();
  },
};

/** Keyboard only: Tab from the first card's link to its Add to Cart, Enter adds it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = await canvas.findByRole('link', { name: backpack.name });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Add to Cart: ${backpack.name}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await toasts().findByText('Added to cart!')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Remove ${backpack.name} from wishlist` })).toHaveFocus();
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const EmptyMobile: Story = { ...Empty, ...mobile };
