import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { failingFirstLoad, findGrid, retryAfterFailure } from '../list/list-story-steps';
import { AdminProductsPage, type AdminProductsPageProps } from './admin-products-page';
import {
  CATEGORIES_ROUTE,
  DELETE_ROUTE,
  emptyListAnswer,
  fakeAdminCatalogue,
  firstStoryProduct,
  PRODUCTS_ROUTE,
  storyProducts,
} from './stories-data';
import { ProductsAtUrl } from './story-host';

const catalogue = fakeAdminCatalogue();

const meta = {
  title: 'Admin/Products',
  component: AdminProductsPage,
  tags: ['autodocs'],
  args: { query: '', onQueryChange: fn() },
  ...listStoryMeta((args: AdminProductsPageProps) => <ProductsAtUrl {...args} />, catalogue),
  parameters: {
    layout: 'fullscreen',
    api: catalogue.routes,
    docs: {
      description: {
        component:
          "The admin's products list: search, filters, stock badges, pages and deleting a product. " +
          'Stories: populated, stock badges, the last page, loading, empty, no matches, a failed load, a ' +
          'delete done, failing or busy, keyboard, categories unavailable, and widths.',
      },
    },
  },
} satisfies Meta<typeof AdminProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const deleteTitle = `Delete ${firstStoryProduct.name}?`;
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['', 'Product', 'Category', 'Price', 'Stock', 'Status', 'Actions']);
    await expect(canvas.getByText('22 products')).toBeVisible();

    const row = within(rowOf(firstStoryProduct.name));
    await expect(row.getByText(`SKU ${firstStoryProduct.sku}`)).toBeVisible();
    await expect(row.getByText('Accessories')).toBeVisible();
    await expect(row.getByText('$5.99')).toBeVisible();
    await expect(row.getByText('300 in stock')).toHaveAttribute('data-tone', 'success');
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByRole('link', { name: `View ${firstStoryProduct.name}` })).toHaveAttribute(
      'href',
      `/product/${firstStoryProduct._id}`,
    );
    await expect(row.getByRole('link', { name: `Edit ${firstStoryProduct.name}` })).toHaveAttribute(
      'href',
      `/admin/products/${firstStoryProduct._id}/edit`,
    );
    await expect(row.getByRole('button', { name: `Delete ${firstStoryProduct.name}` })).toBeVisible();
    // An inactive product says so in words.
    await expect(within(rowOf(storyProducts[2]?.name ?? '')).getByText('Inactive')).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/admin/products/create',
    );
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    const pagination = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toHaveTextContent('Showing 1 to 10 of 22 results');
    await expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All Categories');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All Status');
    // Nothing is cut off or pushed past the screen: what does not fit scrolls inside the table's frame.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Spec section 4's stock badge, with its words: red at 0, yellow at or below the threshold (green: Populated). */
export const StockBadges: Story = {
  args: { query: '?page=2' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByText('Out of stock')).toHaveLength(5));
    for (const badge of within(table).getAllByText('Out of stock')) {
      await expect(badge).toHaveAttribute('data-tone', 'danger');
    }
    await expect(within(table).getAllByText('Only 3 left')[0]).toHaveAttribute('data-tone', 'warning');
  },
};

/** The last page: the summary counts to the end, and the request asked for page 3 of ten. */
export const LastPage: Story = {
  args: { query: '?page=3' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 21 to 22 of 22 results',
    );
    await expect(catalogue.lastListParams().get('page')).toBe('3');
    await expect(catalogue.lastListParams().get('limit')).toBe('10');
  },
};

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { ...catalogue.routes, [PRODUCTS_ROUTE]: 'never' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const frame = canvasElement.querySelector('[data-slot="admin-data-table"]');
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    // A plain table of placeholders: no grid to arrow through until the rows come.
    await expect(within(canvas.getByRole('table', { name: 'Products' })).getAllByRole('row')).toHaveLength(
      11,
    );
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** A store without products: the way to the first one, not "no match". */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { ...catalogue.routes, [PRODUCTS_ROUTE]: ok(emptyListAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products yet' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Add Product' });
    await expect(links).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await expect(canvas.getByText('0 products')).toBeVisible();
  },
};

/** A search and filter that match nothing: the filters are shown, and clearing them is one press. */
export const NoMatches: Story = {
  args: { query: '?search=teapot&status=inactive' },
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No products match your filters' }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('teapot');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Inactive');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(await canvas.findByText('22 products')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  },
};

/** The first load fails: the spec's message in place and as a toast, then Retry loads the list. */
export const FailedThenRetry: Story = {
  ...failingFirstLoad(catalogue, PRODUCTS_ROUTE, (request) => catalogue.list(request)),
  play: async ({ canvas }) => {
    await retryAfterFailure(canvas, 'Failed to load products', findGrid('Products'));
  },
};

export const Failed: Story = {
  tags: ['visual'],
  parameters: { api: { ...catalogue.routes, [PRODUCTS_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(await findToast('Failed to load products')).toBeVisible();
  },
};

/**
 * Delete asks the spec's question first; then the row goes and the spec's toast says so, and the focus, whose
 * button went with the row, lands on Add Product rather than at the top of the page.
 */
export const DeleteProduct: Story = {
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('row', { name: new RegExp(firstStoryProduct.name) }));
    await userEvent.click(row.getByRole('button', { name: `Delete ${firstStoryProduct.name}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: deleteTitle }));
    await waitFor(
      () => expect(dialog.getByText('Are you sure you want to delete this product?')).toBeVisible(),
      // The dialog fades in; on a busy machine that takes a while.
      { timeout: 5000 },
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete product' }));
    await findToast('Product deleted successfully');
    await waitFor(() => expect(canvas.queryByText(firstStoryProduct.name)).not.toBeInTheDocument());
    await expect(canvas.getByText('21 products')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Add Product' })).toHaveFocus());
  },
};

/** Delete refused: the spec's failure toast, and the question stays to try again or cancel. */
export const DeleteFails: Story = {
  parameters: { api: { ...catalogue.routes, [DELETE_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('row', { name: new RegExp(firstStoryProduct.name) }));
    await userEvent.click(row.getByRole('button', { name: `Delete ${firstStoryProduct.name}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: deleteTitle }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete product' }));
    await findToast('Failed to delete product');
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: deleteTitle })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: deleteTitle })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByText(firstStoryProduct.name)).toBeVisible();
  },
};

/** Busy: a delete on its way keeps the question open with its button pending. */
export const DeleteBusy: Story = {
  parameters: { api: { ...catalogue.routes, [DELETE_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('row', { name: new RegExp(firstStoryProduct.name) }));
    await userEvent.click(row.getByRole('button', { name: `Delete ${firstStoryProduct.name}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: deleteTitle }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete product' }));
    await expect(dialog.getByRole('button', { name: /Delete product/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/**
 * Keyboard only, the row actions: Tab enters the table on its first row, the arrows reach the row's actions, Enter opens the delete question and Escape closes it, back on the button.
 */
export const KeyboardRowActions: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    canvas.getByRole('combobox', { name: 'Stock' }).focus();
    await userEvent.tab();
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveFocus();
    // From the row, Arrow Left wraps to its last cell, the actions; the arrows then move between them.
    await userEvent.keyboard('{ArrowLeft}');
    const deleteButton = canvas.getByRole('button', { name: `Delete ${firstStoryProduct.name}` });
    await expect(deleteButton).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: `Edit ${firstStoryProduct.name}` })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: `View ${firstStoryProduct.name}` })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(deleteButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // It fades in: visible once the fade has begun.
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: deleteTitle })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(deleteButton).toHaveFocus());
  },
};

export const CategoriesUnavailable: Story = {
  args: { query: '?category=garden' },
  parameters: { api: { ...catalogue.routes, [CATEGORIES_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveDisplayValue('Garden');
    await expect(
      await canvas.findByRole('heading', { name: 'No products match your filters' }),
    ).toBeVisible();
  },
};

export const StockBadgesMobile: Story = { ...StockBadges, ...mobile };
export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const EmptyMobile: Story = { ...Empty, ...mobile };
export const NoMatchesMobile: Story = { ...NoMatches, ...mobile };
export const FailedMobile: Story = { ...Failed, ...mobile };
export const DeleteProductMobile: Story = { ...DeleteProduct, ...mobile };
export const EmptyDesktop: Story = { ...Empty, ...desktop };
export const NoMatchesTablet: Story = { ...NoMatches, ...tablet };
