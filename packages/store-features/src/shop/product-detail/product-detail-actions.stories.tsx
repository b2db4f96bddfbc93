import { type CartResponse, cartKeys } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import useSWR from 'swr';
import { answers } from '../../common/story-support/fixtures';
import { failure, type MockAnswer, type MockRequest, ok } from '../../common/story-support/mock-routes';
import { withStore } from '../../common/story-support/with-store';
import { useStoryCompareList } from '../comparison/story-compare-list';
import { ProductDetailPage, type ProductDetailPageProps } from './product-detail-page';
import {
  canReviewAnswer,
  kettle,
  lowStockAnswer,
  myReviewsAnswer,
  newReview,
  productPageArgs,
  productPageRoutes,
  reviewedAnswer,
  wishlistWithKettle,
} from './stories-data';

/** Reads the cart from the SWR cache, as the header's count does, to show the page wrote the answer there. */
function CartCacheProbe() {
  const { data } = useSWR<CartResponse>(cartKeys.cart(), null);
  return <p className="sr-only">{`Cart lines in cache: ${data?.data.cart.length ?? 'none'}`}</p>;
}

const meta = {
  title: 'Shop/Product Page Actions',
  component: ProductDetailPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: productPageRoutes,
    docs: {
      description: {
        component:
          'What the shopper does on a product page: add to cart, wishlist, compare, review. Stories: add ' +
          'to cart (busy, failing, signed out, capped at stock, keyboard), the gallery by keyboard, ' +
          'wishlist and compare, and a saved review.',
      },
    },
  },
  args: productPageArgs,
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body);
const loaded = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1, name: kettle.name });

/** Every request one route received, for a play function to check what the page sent. */
function recorder(answer: MockAnswer) {
  const requests: MockRequest[] = [];
  return {
    requests,
    handler: (request: MockRequest) => {
      requests.push(request);
      return answer;
    },
  };
}

const cartAdd = recorder(ok(answers.cart));

export const AddToCartSuccess: Story = {
  tags: ['visual'],
  decorators: [
    (Story) => (
      <>
        <Story />
        <CartCacheProbe />
      </>
    ),
  ],
  parameters: { api: { 'POST /api/cart/add': cartAdd.handler } },
  beforeEach: () => {
    cartAdd.requests.length = 0;
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await toasts().findByText('Added to cart!')).toBeVisible();
    await expect(cartAdd.requests[0]?.body).toEqual({ productId: kettle._id, quantity: 2 });
    await expect(canvas.getByText('Cart lines in cache: 2')).toBeInTheDocument();
  },
};

export const AddToCartBusy: Story = {
  parameters: { api: { 'POST /api/cart/add': 'never' } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await canvas.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    await expect(toasts().queryByText('Added to cart!')).not.toBeInTheDocument();
  },
};

export const AddToCartFailure: Story = {
  parameters: { api: { 'POST /api/cart/add': failure(400, 'Only 28 items available in stock') } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await toasts().findByText('Only 28 items available in stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

export const AddToCartFailureWithoutMessage: Story = {
  parameters: { api: { 'POST /api/cart/add': failure(500, '') } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await toasts().findByText('Failed to add item to cart')).toBeVisible();
  },
};

export const SignedOutNeedsLogin: Story = {
  args: { user: null },
  play: async ({ canvas, args }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onRequireLogin).toHaveBeenLastCalledWith('Please login to add items to cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist' }));
    await expect(args.onRequireLogin).toHaveBeenLastCalledWith('Please login to add items to wishlist');
    await expect(canvas.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The stepper stops at the stock (4 here): the + button turns off and a typed 10 comes back to 4. */
export const QuantityCappedAtStock: Story = {
  parameters: { api: { 'GET /api/products/:id': ok(lowStockAnswer) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase Quantity' });
    for (let press = 0; press < 5; press += 1) {
      if (!increase.hasAttribute('disabled')) await userEvent.click(increase);
    }
    await expect(quantity).toHaveValue('4');
    await expect(increase).toBeDisabled();
    await expect(canvas.getByText('Only 4 items available in stock')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await userEvent.tab();
    await expect(quantity).toHaveValue('4');
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeEnabled();
  },
};

/** Thumbnails by keyboard: one tab stop, arrows move between them, Space shows the image. */
export const GalleryKeyboard: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const [, closeUp] = kettle.images;
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: /Show image 1 of 3/ });
    await expect(first).toHaveFocus();
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('radio', { name: /Show image 2 of 3/ });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toBeChecked();
    await expect(canvas.getByRole('img', { name: closeUp?.alt })).toBeVisible();
    await userEvent.tab();
    await expect(second).not.toHaveFocus();
  },
};

export const AddToCartByKeyboard: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    canvas.getByRole('textbox', { name: 'Quantity' }).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await toasts().findByText('Added to cart!')).toBeVisible();
  },
};

export const WishlistAdd: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const wishlist = canvas.getByRole('button', { name: 'Wishlist' });
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wishlist);
    await expect(await toasts().findByText('Added to wishlist!')).toBeVisible();
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WishlistRemove: Story = {
  parameters: { api: { 'GET /api/user/wishlist': ok(wishlistWithKettle) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const wishlist = canvas.getByRole('button', { name: 'Wishlist' });
    await waitFor(() => expect(wishlist).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(wishlist);
    await expect(await toasts().findByText('Removed from wishlist')).toBeVisible();
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WishlistAddFailure: Story = {
  parameters: { api: { 'POST /api/user/wishlist/add': failure(500, '') } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist' }));
    await expect(await toasts().findByText('Failed to add item to wishlist')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WishlistRemoveFailure: Story = {
  parameters: {
    api: {
      'GET /api/user/wishlist': ok(wishlistWithKettle),
      'DELETE /api/user/wishlist/remove/:productId': failure(500, ''),
    },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const wishlist = canvas.getByRole('button', { name: 'Wishlist' });
    await waitFor(() => expect(wishlist).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(wishlist);
    await expect(await toasts().findByText('Failed to remove item from wishlist')).toBeVisible();
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The page as the app runs it for comparing: the list's rules and toasts (see useStoryCompareList). */
function WithCompareList(args: ProductDetailPageProps) {
  return <ProductDetailPage {...args} {...useStoryCompareList(args)} />;
}

export const CompareAdd: Story = {
  render: WithCompareList,
  play: async ({ canvas, args }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    await expect(await toasts().findByText('Added to comparison')).toBeVisible();
    await expect(args.onAddToCompare).toHaveBeenCalledWith(kettle._id);
    await expect(canvas.getByRole('button', { name: 'Compared' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Remove from comparison' })).toBeVisible();
  },
};

/**
 * Issue 16: a product already compared shows 'Compared'; pressing it again says the spec's refusal and keeps
 * it (section 5), and removing is the separate Remove from comparison, which gives focus back to Compare.
 */
export const CompareAgainIsRefused: Story = {
  tags: ['visual'],
  args: { compareIds: [kettle._id] },
  render: WithCompareList,
  play: async ({ canvas, args }) => {
    await loaded(canvas);
    const compared = canvas.getByRole('button', { name: 'Compared' });
    await userEvent.click(compared);
    await expect(await toasts().findByText('Product already in comparison')).toBeVisible();
    await expect(compared).toHaveAccessibleName('Compared');
    await expect(args.onRemoveFromCompare).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove from comparison' }));
    await expect(await toasts().findByText('Removed from comparison')).toBeVisible();
    await expect(args.onRemoveFromCompare).toHaveBeenCalledWith(kettle._id);
    await expect(canvas.getByRole('button', { name: 'Compare' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Remove from comparison' })).not.toBeInTheDocument();
  },
};

let reviewPosted = false;

/**
 * After a review is saved the page reloads the product: the review heads the list, and the form gives way to
 * the shopper's own stars.
 */
export const ReviewSubmitted: Story = {
  parameters: {
    api: {
      'GET /api/products/:id': () => ok(reviewPosted ? reviewedAnswer : canReviewAnswer),
      'POST /api/products/:id/reviews': () => {
        reviewPosted = true;
        return ok({ success: true, data: { review: newReview } }, 201);
      },
      'GET /api/user/reviews': () => ok(myReviewsAnswer(reviewPosted ? [newReview] : [])),
    },
  },
  beforeEach: () => {
    reviewPosted = false;
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    // The form loads when it is first shown.
    await userEvent.click(await canvas.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Your review/ }),
      'Heats fast and the spout gives a really even pour.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await toasts().findByText('Review submitted successfully')).toBeVisible();
    await expect(await canvas.findByText('Emma W.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByText('(3 reviews)', { exact: false })).toBeVisible();
    const mine = within(await canvas.findByRole('region', { name: 'You have reviewed this product' }));
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

const signedOutWishlist = recorder(ok(wishlistWithKettle));

/** A signed-out visitor has no wishlist: the page does not ask for one, and the button is not pressed. */
export const SignedOutHasNoWishlist: Story = {
  args: { user: null },
  parameters: { api: { 'GET /api/user/wishlist': signedOutWishlist.handler } },
  beforeEach: () => {
    signedOutWishlist.requests.length = 0;
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
    await expect(signedOutWishlist.requests).toHaveLength(0);
  },
};
