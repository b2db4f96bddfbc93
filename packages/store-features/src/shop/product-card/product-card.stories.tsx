import { Button } from '@aurora-store/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import {
  discountedProduct,
  inStockProduct,
  longNameProduct,
  lowStockProduct,
  outOfStockProduct,
  productWithoutImage,
} from './stories-data';

const meta = {
  title: 'Shop/Product Card',
  component: ProductCard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The product card of the catalogue, home page and wishlist. Stories: in, low and out of stock, ' +
          'discounted, rupees, the list layout, a long name, no image, with actions, loading, a phone, ' +
          'and keyboard focus.',
      },
    },
  },
  args: { product: inStockProduct, currency: 'USD', layout: 'grid' },
  decorators: [
    (Story, { args }) => (
      <main className={args.layout === 'list' ? 'max-w-3xl' : 'max-w-72'}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'MagSafe Leather Phone Case' });
    await expect(link).toHaveAttribute('href', `/product/${inStockProduct._id}`);
    await expect(canvas.getByRole('heading', { level: 3, name: 'MagSafe Leather Phone Case' })).toBeVisible();
    await expect(canvas.getByText('Aurora · Accessories')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(23 reviews)', { exact: false })).toBeVisible();
    await expect(canvas.getByText('$39.00')).toBeVisible();
    await expect(canvas.getByText('In stock')).toBeVisible();
  },
};

export const LowStock: Story = {
  args: { product: lowStockProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 4 left')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { product: outOfStockProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

export const Discounted: Story = {
  args: { product: discountedProduct },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('$429.00')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('$499.00');
    await expect(canvas.getByText('−14%')).toBeVisible();
  },
};

export const Rupees: Story = {
  args: { product: discountedProduct, currency: 'INR' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('₹35,714')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('₹41,542');
  },
};

export const ListLayout: Story = {
  args: { product: discountedProduct, layout: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(discountedProduct.description)).toBeVisible();
    await expect(canvas.getByRole('link', { name: discountedProduct.name })).toBeVisible();
  },
};

export const LongName: Story = {
  args: { product: longNameProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: longNameProduct.name })).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { product: productWithoutImage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: productWithoutImage.name })).toBeVisible();
  },
};

const addToCart = fn();
const remove = fn();

/** The wishlist's footer: the actions are buttons of their own, above the card's link, one tab stop each. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" onPress={addToCart}>
          Add to Cart
        </Button>
        <Button size="sm" variant="ghost" onPress={remove}>
          Remove
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    addToCart.mockClear();
    remove.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(addToCart).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(remove).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  tags: ['visual'],
  render: (args) => <ProductCardSkeleton layout={args.layout} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(6);
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LoadingList: Story = { ...Loading, args: { layout: 'list' } };

export const InStockMobile: Story = { ...InStock, ...mobile };
export const ListLayoutMobile: Story = { ...ListLayout, ...mobile };

/** The name is the card's one tab stop. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: inStockProduct.name })).toHaveFocus();
  },
};
