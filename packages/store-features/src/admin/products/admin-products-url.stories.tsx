import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { type ListUnderTest, pause, searchOnEnterThenClear, searchOnPause } from '../list/list-story-steps';
import { AdminProductsPage, type AdminProductsPageProps } from './admin-products-page';
import { fakeAdminCatalogue, storyProducts } from './stories-data';
import { ProductsAtUrl } from './story-host';

const catalogue = fakeAdminCatalogue();

/** The list's search, filters and page live in the URL (issue 13): what goes out, and what comes back in. */
const meta = {
  title: 'Admin/Products/URL query',
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
          "The admin products list's search, filters and page kept in the URL. Stories: the debounced " +
          'search, Enter and clear, a filter and the stock filter, the page, shared and bad links, quick ' +
          'changes, and a phone.',
      },
    },
  },
} satisfies Meta<typeof AdminProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const productsList = (canvas: ListUnderTest['canvas'], onQueryChange: unknown): ListUnderTest => ({
  canvas,
  onQueryChange,
  listRequests: catalogue.listRequests,
  lastListParams: catalogue.lastListParams,
  grid: 'Products',
  searchbox: 'Search products',
});

/** Typing searches once, when it pauses: one change of the URL and one request, not one per key. */
export const SearchDebounced: Story = {
  tags: ['visual'],
  play: async ({ args, canvas }) => {
    await searchOnPause(productsList(canvas, args.onQueryChange), 'cable', ['category', 'status']);
    await expect(await canvas.findByText('1 product')).toBeVisible();
  },
};

/** Enter searches at once; clearing the box takes the search out of the URL. */
export const SearchEnterAndClear: Story = {
  play: ({ args, canvas }) => searchOnEnterThenClear(productsList(canvas, args.onQueryChange), 'aurora'),
};

/** A filter change goes back to page 1; 'all' leaves the URL and the request. */
export const FilterResetsPage: Story = {
  args: { query: '?page=2' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await expect(catalogue.lastListParams().get('page')).toBe('2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?status=inactive');
    await waitFor(() => expect(catalogue.lastListParams().get('status')).toBe('inactive'));
    await expect(catalogue.lastListParams().get('page')).toBe('1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Home');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?category=home&status=inactive');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'All Status');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?category=home');
    await waitFor(() => expect(catalogue.lastListParams().has('status')).toBe(false));
    await expect(catalogue.lastListParams().get('category')).toBe('home');
  },
};

/**
 * The stock filter, as the analytics' "View all low stock products" opens it: the select and the request read
 * the link, the rows are the low ones; Out of stock goes to page 1 of those with none left.
 */
export const StockFilter: Story = {
  args: { query: '?stock=low' },
  play: async ({ args, canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Products' });
    const stock = canvas.getByRole('combobox', { name: 'Stock' });
    await expect(stock).toHaveDisplayValue('Low stock');
    await expect(catalogue.lastListParams().get('stock')).toBe('low');
    const low = storyProducts.filter(
      (product) => product.stock > 0 && product.stock <= product.lowStockThreshold,
    );
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(low.length + 1));

    await userEvent.selectOptions(stock, 'Out of stock');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?stock=out');
    await waitFor(() => expect(catalogue.lastListParams().get('stock')).toBe('out'));
    const out = storyProducts.filter((product) => product.stock === 0);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(out.length + 1));
  },
};

/** Turning the page keeps the search and filters. */
export const PageKeepsFilters: Story = {
  args: { query: '?status=active' },
  play: async ({ args, canvas }) => {
    const pagination = await canvas.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?status=active&page=2');
    await waitFor(() => expect(catalogue.lastListParams().get('page')).toBe('2'));
    await expect(catalogue.lastListParams().get('status')).toBe('active');
  },
};

/** A shared link opens the same view: the box, both selects and the request all read it. */
export const FromLink: Story = {
  args: { query: '?search=aurora&category=accessories&status=active&colour=red' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('aurora');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Accessories');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Active');
    const params = catalogue.lastListParams();
    await expect(Object.fromEntries(params)).toEqual({
      page: '1',
      limit: '10',
      search: 'aurora',
      category: 'accessories',
      status: 'active',
    });
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};

/**
 * A link with values the list does not know shows everything from page 1, and the URL is corrected to say so:
 * the bad values dropped, the good ones kept, in place of the history entry (Back does not return to it).
 */
export const FromBadLink: Story = {
  args: { query: '?page=abc&status=foo&category=Accessories' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All Status');
    await expect(Object.fromEntries(catalogue.lastListParams())).toEqual({
      page: '1',
      limit: '10',
      category: 'accessories',
    });
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(args.onQueryChange).toHaveBeenCalledWith('?category=accessories', { replace: true });
  },
};

/** Two filters chosen before the router has moved the URL: the second keeps the first, and neither snaps back. */
export const QuickChanges: Story = {
  render: (args) => <ProductsAtUrl {...args} urlLagMs={300} />,
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    const status = canvas.getByRole('combobox', { name: 'Status' });
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(status, 'Active');
    await userEvent.selectOptions(category, 'Clothing');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?category=clothing&status=active');
    await expect(status).toHaveValue('active');
    await pause(400);
    await expect(status).toHaveValue('active');
    await expect(category).toHaveValue('clothing');
  },
};

export const FilterResetsPageMobile: Story = { ...FilterResetsPage, ...mobile };
