import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FrameKeeper, frameKeeping } from '../../common/story-support/frame-keeper';
import { failure, type MockAnswer, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { ProductDetailPage } from './product-detail-page';
import {
  canReviewAnswer,
  detailAnswer,
  discountedAnswer,
  fullPriceAnswer,
  kettle,
  lowStockAnswer,
  myReviewsAnswer,
  newReview,
  outOfStockAnswer,
  productPageArgs,
  productPageRoutes,
  reviewedAnswer,
  unreviewedAnswer,
} from './stories-data';

const meta = {
  title: 'Shop/Product Page',
  component: ProductDetailPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { ...productPageRoutes, 'GET /api/products/:id': ok(canReviewAnswer) },
    docs: {
      description: {
        component:
          'The product page: gallery, price, stock, reviews and related products. Stories: signed in or ' +
          'out, the review states, low and out of stock, prices, no reviews, the first frame, loading, ' +
          'not found, a failed load, rupees, Back, widths.',
      },
    },
  },
  args: productPageArgs,
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = () => ({ level: 1, name: kettle.name });

/** Signed in, with the kettle in a delivered order and not yet reviewed. */
export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', title())).toBeVisible();
    const product = within(canvas.getByRole('article', { name: kettle.name }));
    await expect(product.getByRole('img', { name: kettle.images[0]?.alt })).toBeVisible();
    await expect(product.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(product.getByText('(2 reviews)', { exact: false })).toBeVisible();
    await expect(product.getByText('$69.00')).toBeVisible();
    await expect(product.getByText('$79.00')).toBeVisible();
    await expect(product.getByText('−13%')).toBeVisible();
    await expect(product.getByText('In stock')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    const details = within(canvas.getByRole('region', { name: 'Product Details' }));
    for (const text of ['Home › Kitchen', 'Copperline', 'HO-COP-004', '28 in stock']) {
      await expect(details.getByText(text)).toBeVisible();
    }
    const specifications = within(canvas.getByRole('region', { name: 'Specifications' }));
    await expect(specifications.getByText('1,200 W')).toBeVisible();
    const features = within(canvas.getByRole('region', { name: 'Features' }));
    await expect(features.getByText('Gooseneck spout')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Write a Review' })).toBeVisible();
    // The form loads when it is first shown.
    await expect(await canvas.findByRole('button', { name: 'Submit Review' })).toBeVisible();
    await expect(canvas.getByText('Ethan K.')).toBeVisible();
    const related = within(canvas.getByRole('region', { name: 'Related Products' }));
    await expect(related.getAllByRole('listitem')).toHaveLength(detailAnswer.data.relatedProducts.length);
  },
};

export const SignedOut: Story = {
  tags: ['visual'],
  args: { user: null },
  parameters: { api: { 'GET /api/products/:id': ok(detailAnswer) } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', title())).toBeVisible();
    await expect(canvas.getByText('Please login to submit a review')).toBeVisible();
    // Login goes through the app, which brings the visitor back to this product afterwards.
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onRequireLogin).toHaveBeenCalledWith('Please login to submit a review');
    await expect(canvas.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Signed in, but no delivered order holds the kettle yet: the page says so instead of inviting a review. */
export const SignedInNotDelivered: Story = {
  parameters: { api: { 'GET /api/products/:id': ok(unreviewedAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', title())).toBeVisible();
    await expect(
      await canvas.findByText('You can review this product once an order with it has been delivered.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeVisible();
    await expect(canvas.queryByText(/Be the first to share/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Please login to submit a review')).not.toBeInTheDocument();
  },
};

/** Signed in, and the kettle is reviewed already: the shopper's own stars, not the form. */
export const SignedInAlreadyReviewed: Story = {
  parameters: {
    api: {
      'GET /api/products/:id': ok(reviewedAnswer),
      'GET /api/user/reviews': ok(myReviewsAnswer([newReview])),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', title())).toBeVisible();
    const mine = within(await canvas.findByRole('region', { name: 'You have reviewed this product' }));
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(mine.getByText('Nov 20, 2026')).toBeVisible();
    await expect(canvas.queryByText(/once an order with it has been delivered/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Emma W.')).toBeVisible();
  },
};

export const LowStock: Story = {
  parameters: { api: { 'GET /api/products/:id': ok(lowStockAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only 4 left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

export const OutOfStock: Story = {
  parameters: { api: { 'GET /api/products/:id': ok(outOfStockAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Out of stock', { selector: '[data-stock]' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByText('Product is out of stock')).toBeVisible();
  },
};

export const Discounted: Story = {
  parameters: { api: { 'GET /api/products/:id': ok(discountedAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$75.00')).toBeVisible();
    await expect(canvas.getByText('$100.00').tagName).toBe('S');
    await expect(canvas.getByText('−25%')).toBeVisible();
    await expect(canvas.getByText(', 25% off')).toBeInTheDocument();
  },
};

export const FullPrice: Story = {
  parameters: { api: { 'GET /api/products/:id': ok(fullPriceAnswer) } },
  play: async ({ canvas }) => {
    const product = within(await canvas.findByRole('article', { name: kettle.name }));
    await expect(product.getByText('$69.00')).toBeVisible();
    await expect(product.queryByText('$79.00')).not.toBeInTheDocument();
    await expect(product.queryByText(/% off/)).not.toBeInTheDocument();
  },
};

/** No reviews and no related products: the empty review list, and no related section at all. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/products/:id': ok(unreviewedAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'No reviews yet' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument();
  },
};

const productFrame = frameKeeping(
  () => `heading ${document.querySelector('main h1')?.textContent ?? 'none'}`,
);

/** The page's first frame stays while the product renders a step behind the page; its name is in when it goes. */
export const KeepsTheFrameUntilTheProduct: Story = {
  args: { keepFrame: <FrameKeeper keeping={productFrame} /> },
  beforeEach: productFrame.reset,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', title())).toBeVisible();
    await waitFor(() => expect(productFrame.log).toEqual(['kept', `let go: heading ${kettle.name}`]));
  },
};

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/products/:id': 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading product' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const NotFound: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/products/:id': failure(404, 'Product not found') } },
  play: async ({ args }) => {
    await expect(await within(document.body).findByText('Product not found')).toBeVisible();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/products', { replace: true }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

let isCatalogueBack = false;
/** Fails until the play function lets the retry through. */
const failUntilBack = (): MockAnswer =>
  isCatalogueBack ? ok(detailAnswer) : failure(500, 'The catalogue is unavailable right now');

export const LoadError: Story = {
  tags: ['visual'],
  parameters: { api: { 'GET /api/products/:id': failUntilBack } },
  beforeEach: () => {
    isCatalogueBack = false;
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Failed to load product' }),
    ).toBeVisible();
    await expect(canvas.getByText('The catalogue is unavailable right now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const LoadErrorRetry: Story = {
  ...LoadError,
  play: async (context) => {
    await LoadError.play?.(context);
    isCatalogueBack = true;
    await userEvent.click(context.canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await context.canvas.findByRole('heading', title())).toBeVisible();
  },
};

export const Inr: Story = {
  args: { currency: 'INR' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('₹5,744')).toBeVisible();
    await expect(canvas.getByText('₹6,577')).toBeVisible();
  },
};

export const Back: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const OutOfStockMobile: Story = { ...OutOfStock, ...mobile };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const SignedOutTablet: Story = { ...SignedOut, ...tablet };
export const SignedInAlreadyReviewedMobile: Story = { ...SignedInAlreadyReviewed, ...mobile };
