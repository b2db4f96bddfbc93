import { CATALOGUE_PAGE_SIZE, type Product, paginate } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { answers, products } from '../../common/story-support/fixtures';
import { FrameKeeper, frameKeeping } from '../../common/story-support/frame-keeper';
import { failure, type MockRequest, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { useStoryCompareList } from '../comparison/story-compare-list';
import { ProductsPage, type ProductsPageProps } from './products-page';
import { answerWithNewCategory, emptyAnswer, fakeCatalogue } from './stories-data';

const LIST = 'GET /api/products';

/**
 * The page as the app runs it: the URL's query follows every change the page reports, at once or, as the app's
 * router does (it runs the route's loader, then renders in a transition), a moment later; the comparison list
 * follows its rules and toasts.
 */
function ProductsAtUrl({ urlLagMs = 0, ...props }: ProductsPageProps & { urlLagMs?: number }) {
  const [query, setQuery] = useState(props.query);
  const compareList = useStoryCompareList(props);
  return (
    <ProductsPage
      {...props}
      {...compareList}
      query={query}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        if (urlLagMs === 0) setQuery(next);
        else setTimeout(() => setQuery(next), urlLagMs);
      }}
    />
  );
}

/** The category row's placeholders, held while the categories are not known yet. */
function chipPlaceholders(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll('[data-slot="chip-group"] [data-slot="skeleton"]');
}

const meta = {
  title: 'Shop/Products',
  component: ProductsPage,
  tags: ['autodocs'],
  decorators: [withStore],
  render: (args) => <ProductsAtUrl {...args} />,
  args: {
    query: '',
    onQueryChange: fn(),
    currency: 'USD',
    compareIds: [],
    onAddToCompare: fn(),
    onRemoveFromCompare: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    api: { [LIST]: ok(answers.productList) },
    docs: {
      description: {
        component:
          'The catalogue: search, category, price and sort filters, grid or list, pages and compare. ' +
          'Stories: populated, loading, empty, a failed load, each filter and page change, layouts, ' +
          'search, rupees, keyboard, compare, the phone filters, widths.',
      },
    },
  },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body);

const firstProduct = products[0];
if (!firstProduct) throw new Error('The product list fixture is empty');

const lastRequest = (requests: URL[]) => {
  const request = requests.at(-1);
  if (!request) throw new Error('The page asked for nothing');
  return request.searchParams;
};

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(within(list).getByRole('link', { name: firstProduct.name })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('46 products found');
    const chips = canvas.getByRole('radiogroup', { name: 'Category' });
    await expect(within(chips).getByRole('radio', { name: 'All' })).toBeChecked();
    for (const name of ['Accessories', 'Clothing', 'Electronics', 'Home']) {
      await expect(within(chips).getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(chipPlaceholders(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('combobox', { name: 'Price' })).toHaveDisplayValue('All Prices');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    const pagination = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pagination).getByRole('button', { name: 'Page 4' })).toBeVisible();
    await expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { [LIST]: 'never' } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Loading products' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.querySelectorAll('[data-slot="card"]')).toHaveLength(12);
    await expect(canvasElement.querySelector('[data-slot="pagination"]')).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeVisible();
    await expect(chipPlaceholders(canvasElement)).toHaveLength(4);
  },
};

const catalogueFrame = frameKeeping(
  () => `${document.querySelectorAll('ul[aria-label="Products"] > li').length} cards`,
);

/**
 * The app keeps the page's first frame on screen while the answer's cards render a step behind the rest of the
 * page (`keepFrame`), so the skeletons are drawn once: the page lets go of it with its cards in.
 */
export const KeepsTheFrameUntilTheCards: Story = {
  args: { keepFrame: <FrameKeeper keeping={catalogueFrame} /> },
  beforeEach: catalogueFrame.reset,
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(catalogueFrame.log).toEqual(['kept', 'let go: 12 cards']));
  },
};

/** No answer yet: nothing holds the frame, the page shows its own loading state (the app's slow first read). */
export const LoadingKeepsNoFrame: Story = {
  ...Loading,
  args: { keepFrame: <FrameKeeper keeping={catalogueFrame} /> },
  beforeEach: catalogueFrame.reset,
  play: async (context) => {
    await Loading.play?.(context);
    await expect(catalogueFrame.log).toEqual([]);
  },
};

export const Empty: Story = {
  tags: ['visual'],
  args: { query: '?category=home&price=over-200&view=list' },
  parameters: { api: { [LIST]: ok(emptyAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 products found');
    await expect(canvas.getByRole('radio', { name: 'Home' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Price' })).toHaveDisplayValue('Over $200');
  },
};

/** Clearing the filters keeps the shopper's layout. */
export const ClearFilters: Story = {
  ...Empty,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?view=list');
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  parameters: { api: { [LIST]: failure(500, 'Internal server error') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load products');
    // Nothing is coming: the row stops holding room for categories.
    await expect(chipPlaceholders(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    const toasts = within(await screen.findByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText('Failed to load products')).toBeVisible();
  },
};

const retryCatalogue = fakeCatalogue();
let retryCalls = 0;
export const RetryAfterFailure: Story = {
  parameters: {
    api: {
      [LIST]: (request: MockRequest) => {
        retryCalls += 1;
        return retryCalls === 1 ? failure(500, 'Internal server error') : retryCatalogue.route(request);
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: firstProduct.name })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const categoryCatalogue = fakeCatalogue();
export const FilterByCategory: Story = {
  parameters: { api: { [LIST]: categoryCatalogue.route } },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Electronics' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?category=electronics');
    await waitFor(() => expect(lastRequest(categoryCatalogue.requests).get('category')).toBe('electronics'));
    await expect(await canvas.findByText('2 products found')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Electronics' })).toBeChecked();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // Back to every category: 'all' is not sent.
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(lastRequest(categoryCatalogue.requests).has('category')).toBe(false));
  },
};

const priceCatalogue = fakeCatalogue();
export const FilterByPrice: Story = {
  parameters: { api: { [LIST]: priceCatalogue.route } },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Price' }), 'Under $50');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?price=under-50');
    await waitFor(() => expect(lastRequest(priceCatalogue.requests).get('maxPrice')).toBe('50'));
    await expect(lastRequest(priceCatalogue.requests).has('minPrice')).toBe(false);
    await expect(await canvas.findByText('7 products found')).toBeVisible();
  },
};

const sortCatalogue = fakeCatalogue();
export const SortChange: Story = {
  parameters: { api: { [LIST]: sortCatalogue.route } },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await expect(lastRequest(sortCatalogue.requests).get('sort')).toBe('newest');
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Price low to high', 'Price high to low', 'Highest Rated', 'Most Popular']);
    await userEvent.selectOptions(sort, 'Price low to high');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?sort=price_asc');
    await waitFor(() => expect(lastRequest(sortCatalogue.requests).get('sort')).toBe('price_asc'));
    const list = canvas.getByRole('list', { name: 'Products' });
    await waitFor(() =>
      expect(within(list).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Silicone Cable Clips'),
    );
  },
};

const pagingCatalogue = fakeCatalogue();
export const PageTwo: Story = {
  args: { query: '?page=2' },
  parameters: { api: { [LIST]: pagingCatalogue.route } },
  play: async ({ canvas }) => {
    const pagination = await canvas.findByRole('navigation', { name: 'Pagination' });
    await expect(lastRequest(pagingCatalogue.requests).get('page')).toBe('2');
    await expect(within(pagination).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination).toHaveTextContent('Showing 13 to 24 of 46 results');
    await expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

const nextPageCatalogue = fakeCatalogue();
export const NextPageThenFilterResetsPage: Story = {
  args: { query: '?page=2' },
  parameters: { api: { [LIST]: nextPageCatalogue.route } },
  play: async ({ args, canvas }) => {
    const pagination = await canvas.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?page=3');
    await waitFor(() => expect(lastRequest(nextPageCatalogue.requests).get('page')).toBe('3'));
    // A new filter starts again from page 1.
    await userEvent.click(canvas.getByRole('radio', { name: 'Home' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?category=home');
    await waitFor(() => expect(lastRequest(nextPageCatalogue.requests).get('page')).toBe('1'));
  },
};

/** The recorded answer as a given page of a catalogue of `total` products. */
const catalogueAt = (page: number, total: number, onPage: Product[] = products) =>
  ok({
    ...answers.productList,
    data: {
      ...answers.productList.data,
      products: onPage,
      pagination: paginate(page, CATALOGUE_PAGE_SIZE, total),
    },
  });

/**
 * A link kept from a longer list (?page=99 of 4): no product is on it, so the pager claims no range and marks no
 * page; Previous goes back to the last page, and so does the empty page's own button.
 */
export const PastTheLastPage: Story = {
  args: { query: '?page=99' },
  parameters: { api: { [LIST]: catalogueAt(99, 46, []) } },
  play: async ({ args, canvas }) => {
    const pagination = await canvas.findByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toHaveTextContent('46 results on 4 pages');
    await expect(pagination).not.toHaveTextContent(/Showing/);
    await expect(pagination.querySelector('[aria-current]')).toBeNull();
    await expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pagination).getByRole('button', { name: 'Previous' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?page=4');
    // The empty page says where the products are, not that there are none.
    await expect(canvas.getByRole('status')).toHaveTextContent('46 products found');
    await expect(canvas.queryByRole('heading', { name: 'No products found' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'This page is past the last one' })).toBeVisible();
    await expect(canvas.getByText('The products fill 4 pages.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 4' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?page=4');
  },
};

/**
 * A long catalogue on a phone: the first, the current and the last page between the arrows, on one row that
 * fits the screen.
 */
export const ManyPagesMobile: Story = {
  ...mobile,
  args: { query: '?page=20' },
  parameters: { api: { [LIST]: catalogueAt(20, 460) } },
  play: async ({ canvas }) => {
    const pagination = within(await canvas.findByRole('navigation', { name: 'Pagination' }));
    await expect(
      pagination.getAllByRole('button', { name: /^Page/ }).map((page) => page.textContent),
    ).toEqual(['1', '20', '39']);
    await expect(pagination.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    const controls = pagination.getAllByRole('button');
    for (const control of controls) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(new Set(controls.map((control) => control.getBoundingClientRect().top)).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ListLayout: Story = {
  args: { query: '?view=list' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeChecked();
    await expect(canvasElement.querySelectorAll('[data-layout="list"]')).toHaveLength(12);
    await expect(canvas.getByText(firstProduct.description)).toBeVisible();
  },
};

export const SwitchLayout: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?view=list');
    await expect(canvasElement.querySelectorAll('[data-layout="list"]')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('radio', { name: 'Grid view' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(canvasElement.querySelectorAll('[data-layout="grid"]')).toHaveLength(12);
  },
};

const searchCatalogue = fakeCatalogue();
export const SearchResults: Story = {
  args: { query: '?search=case' },
  parameters: { api: { [LIST]: searchCatalogue.route } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search results for', { exact: false })).toHaveTextContent(
      'Search results for “case”',
    );
    await expect(await canvas.findByText('1 product found')).toBeVisible();
    await expect(lastRequest(searchCatalogue.requests).get('search')).toBe('case');
  },
};

const clearSearchCatalogue = fakeCatalogue();
export const ClearSearch: Story = {
  args: { query: '?search=case&sort=rating' },
  parameters: { api: { [LIST]: clearSearchCatalogue.route } },
  play: async ({ args, canvas }) => {
    await canvas.findByText('1 product found');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?sort=rating');
    await expect(await canvas.findByText('46 products found')).toBeVisible();
    await expect(lastRequest(clearSearchCatalogue.requests).has('search')).toBe(false);
  },
};

export const NewServerCategory: Story = {
  parameters: { api: { [LIST]: ok(answerWithNewCategory) } },
  play: async ({ canvas }) => {
    const chip = await canvas.findByRole('radio', { name: 'Garden' });
    await expect(chip).toHaveTextContent('🛍️Garden');
    await expect(canvas.getByRole('radio', { name: 'Electronics' })).toHaveTextContent('💻Electronics');
  },
};

export const Rupees: Story = {
  args: { currency: 'INR' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(list).getByText('₹499')).toBeVisible();
  },
};

const quickCatalogue = fakeCatalogue();
/** A price, then at once a sort, before the URL has moved: the sort keeps the price, and each select its pick. */
export const QuickChanges: Story = {
  render: (args) => <ProductsAtUrl {...args} urlLagMs={300} />,
  parameters: { api: { [LIST]: quickCatalogue.route } },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    const price = canvas.getByRole('combobox', { name: 'Price' });
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(price, '$50-$200');
    await userEvent.selectOptions(sort, 'Price high to low');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?price=50-200&sort=price_desc');
    await expect(price).toHaveValue('50-200');
    await expect(sort).toHaveValue('price_desc');
    await waitFor(() => expect(lastRequest(quickCatalogue.requests).get('sort')).toBe('price_desc'));
    await expect(lastRequest(quickCatalogue.requests).get('minPrice')).toBe('50');
    await expect(price).toHaveValue('50-200');
  },
};

const keyboardCatalogue = fakeCatalogue();
/**
 * Keyboard only, the chips: one tab stop, arrow keys move, Enter chooses. Leaving the group with Tab is React
 * Aria's (it moves focus past the group on the key press, which user-event does not replay): the end-to-end
 * catalogue journey proves it with a real keyboard.
 */
export const KeyboardChips: Story = {
  parameters: { api: { [LIST]: keyboardCatalogue.route } },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Clothing' })).toHaveFocus();
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?category=clothing');
  },
};

const keyboardControlsCatalogue = fakeCatalogue();
/**
 * Keyboard only, after the chips: the price and sort selects in the tab order (their keys are the browser's
 * own, proven in the end-to-end sort journey), then the layout switch by arrow keys.
 */
export const KeyboardControls: Story = {
  parameters: { api: { [LIST]: keyboardControlsCatalogue.route } },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    canvas.getByRole('combobox', { name: 'Price' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?view=list');
  },
};

const secondProduct = products[1];
if (!secondProduct) throw new Error('The product list fixture has one product');

/**
 * Compare from the catalogue (issue 16): a card's Compare adds its product and turns into 'In comparison'; a
 * second press says the spec's refusal and keeps it; Remove is its own button, and hands focus back.
 */
export const CompareFromCards: Story = {
  play: async ({ args, canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Products' }));
    await userEvent.click(list.getByRole('button', { name: `Compare: ${firstProduct.name}` }));
    await expect(await toasts().findByText('Added to comparison')).toBeVisible();
    const inComparison = list.getByRole('button', { name: `Compared: ${firstProduct.name}` });
    await expect(inComparison).toHaveFocus();
    await expect(list.getByRole('button', { name: `Compare: ${secondProduct.name}` })).toBeVisible();

    await userEvent.click(inComparison);
    await expect(await toasts().findByText('Product already in comparison')).toBeVisible();
    await expect(inComparison).toHaveAccessibleName(`Compared: ${firstProduct.name}`);
    await expect(args.onRemoveFromCompare).not.toHaveBeenCalled();

    await userEvent.click(list.getByRole('button', { name: `Remove ${firstProduct.name} from comparison` }));
    await expect(await toasts().findByText('Removed from comparison')).toBeVisible();
    await expect(list.getByRole('button', { name: `Compare: ${firstProduct.name}` })).toHaveFocus();
    await expect(args.onRemoveFromCompare).toHaveBeenCalledWith(firstProduct._id);
  },
};

/** A fifth product is refused with the spec's message, and its card still offers Compare. */
export const CompareFifthRefused: Story = {
  tags: ['visual'],
  args: { compareIds: products.slice(1, 5).map((product) => product._id) },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Products' }));
    await expect(list.getAllByRole('button', { name: /^Compared: / })).toHaveLength(4);
    await userEvent.click(list.getByRole('button', { name: `Compare: ${firstProduct.name}` }));
    await expect(await toasts().findByText('You can compare maximum 4 products')).toBeVisible();
    await expect(list.getByRole('button', { name: `Compare: ${firstProduct.name}` })).toBeVisible();
  },
};

/** The first two cards of a grid, as a person sees them placed. */
function firstRow(list: HTMLElement) {
  const [first, second] = within(list)
    .getAllByRole('listitem')
    .map((item) => item.getBoundingClientRect());
  if (!first || !second) throw new Error('Fewer than two cards');
  return { first, second };
}

/**
 * A phone (issue 16): two cards a row, wide enough to read; the filters folded behind a Filters button, with the
 * sort and the result count still in view above the products.
 */
export const PopulatedMobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Products' });
    const { first, second } = firstRow(list);
    await expect(second.top).toBe(first.top);
    await expect(second.left).toBeGreaterThan(first.right);
    // 165 px in the app at 375 px; the stories' frame adds 24 px of padding each side.
    await expect(first.width).toBeGreaterThanOrEqual(140);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    const filters = canvas.getByRole('button', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Category' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Price' })).not.toBeInTheDocument();
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    const count = canvas.getByRole('status');
    await expect(count).toHaveTextContent('46 products found');
    for (const control of [filters, sort, count])
      await expect(control.getBoundingClientRect().bottom).toBeLessThan(first.top);
    await expect(sort.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight / 3);
    await expect(within(list).getByRole('button', { name: `Compare: ${firstProduct.name}` })).toBeVisible();
  },
};

const phoneCatalogue = fakeCatalogue();
/**
 * The phone's Filters dialog: a category chosen there applies at once, the button then counts it, and Done
 * brings focus back to the button.
 */
export const PhoneFilters: Story = {
  ...mobile,
  parameters: { api: { [LIST]: phoneCatalogue.route } },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(filters);
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Clothing' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?category=clothing');
    await expect(dialog.getByRole('radio', { name: 'Clothing' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Price' })).toHaveDisplayValue('All Prices');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const counted = canvas.getByRole('button', { name: 'Filters 1 active' });
    await waitFor(() => expect(counted).toHaveFocus());
    await waitFor(() => expect(lastRequest(phoneCatalogue.requests).get('category')).toBe('clothing'));
  },
};

/** On a phone the chosen filters are counted on the button, and cleared from the dialog. */
export const EmptyMobile: Story = {
  ...Empty,
  ...mobile,
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 products found');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters 2 active' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await expect(dialog.getByRole('radio', { name: 'Home' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Price' })).toHaveDisplayValue('Over $200');
    await userEvent.click(dialog.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?view=list');
  },
};

export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const ListLayoutMobile: Story = {
  ...ListLayout,
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await expect(canvasElement.querySelectorAll('[data-layout="list"]')).toHaveLength(12);
    await expect(canvas.getByText(firstProduct.description)).toBeVisible();
  },
};
export const SearchResultsMobile: Story = { ...SearchResults, ...mobile };
export const LoadingMobile: Story = {
  ...Loading,
  ...mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading products' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  },
};
