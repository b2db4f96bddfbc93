import type { ProductListQuery } from './catalogue';
import {
  ALL_CATEGORIES,
  CATALOGUE_PAGE_SIZE,
  PRICE_BANDS,
  PRODUCT_SORTS,
  type ProductSort,
  SEARCH_TEXT_MAX_LENGTH,
} from './constants';

/*
 * The catalogue page's URL query (/products?category=home&price=under-50&page=2): what the page shows, and the
 * API call it makes for it. Here, not in the screen, because the server reads it too: a page's HTML shows the
 * pictures of the products the page will show first.
 */

export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];
export type ProductsLayout = 'grid' | 'list';

/** Everything the Products page shows, as its URL query holds it (spec section 2, Products page). */
export interface ProductsQuery {
  /** The header's search text, '' for none. */
  search: string;
  /** A category slug, or ALL_CATEGORIES. */
  category: string;
  priceBand: PriceBandId;
  sort: ProductSort;
  layout: ProductsLayout;
  page: number;
}

export const DEFAULT_PRODUCTS_QUERY: ProductsQuery = {
  search: '',
  category: ALL_CATEGORIES,
  priceBand: 'all',
  sort: 'newest',
  layout: 'grid',
  page: 1,
};

const PARAM = {
  search: 'search',
  category: 'category',
  priceBand: 'price',
  sort: 'sort',
  layout: 'view',
  page: 'page',
} as const satisfies Record<keyof ProductsQuery, string>;

const CATEGORY_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_PRODUCTS_QUERY.page;
}

/** Reads the page's URL query ('?category=home&page=2', with or without the '?'); what it does not know it ignores. */
export function parseProductsQuery(query: string): ProductsQuery {
  const params = new URLSearchParams(query);
  const category = params.get(PARAM.category)?.trim().toLowerCase() ?? '';
  const priceBand = params.get(PARAM.priceBand);
  const sort = params.get(PARAM.sort);
  const layout = params.get(PARAM.layout);
  return {
    search: (params.get(PARAM.search) ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH),
    category: CATEGORY_SLUG.test(category) ? category : ALL_CATEGORIES,
    priceBand: isOneOf(
      PRICE_BANDS.map((band) => band.id),
      priceBand,
    )
      ? priceBand
      : DEFAULT_PRODUCTS_QUERY.priceBand,
    sort: isOneOf(PRODUCT_SORTS, sort) ? sort : DEFAULT_PRODUCTS_QUERY.sort,
    layout: layout === 'list' ? 'list' : DEFAULT_PRODUCTS_QUERY.layout,
    page: parsePage(params.get(PARAM.page)),
  };
}

/** Writes the query back, leaving out every default so the plain catalogue is plain '/products'. */
export function serializeProductsQuery(query: ProductsQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof ProductsQuery)[]) {
    const value = query[key];
    if (value !== DEFAULT_PRODUCTS_QUERY[key] && value !== '') params.set(PARAM[key], String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The query after a shopper changes something. Changing a filter (search, category, price, sort) goes back to
 * page 1 (spec section 5, Lists); turning the page or switching grid and list keeps the rest as it is.
 */
export function changeProductsQuery(query: ProductsQuery, change: Partial<ProductsQuery>): ProductsQuery {
  const changesFilter = (['search', 'category', 'priceBand', 'sort'] as const).some(
    (key) => key in change && change[key] !== query[key],
  );
  return { ...query, ...change, ...(changesFilter && change.page === undefined ? { page: 1 } : {}) };
}

/**
 * The catalogue call for the query. 'all' and an empty search are not sent (spec section 5, Lists). The sort is
 * always sent, so the order is the one the Sort control shows, for a search too.
 */
export function productListRequest(query: ProductsQuery): ProductListQuery {
  const band = PRICE_BANDS.find((candidate) => candidate.id === query.priceBand) ?? PRICE_BANDS[0];
  return {
    page: query.page,
    limit: CATALOGUE_PAGE_SIZE,
    ...(query.search !== '' && { search: query.search }),
    ...(query.category !== ALL_CATEGORIES && { category: query.category }),
    sort: query.sort,
    ...(band.minPrice !== undefined && { minPrice: band.minPrice }),
    ...(band.maxPrice !== undefined && { maxPrice: band.maxPrice }),
  };
}

/** The filters a phone folds behind its Filters button (the sort stays in view), back at their defaults. */
export const CLEARED_FILTERS = {
  category: DEFAULT_PRODUCTS_QUERY.category,
  priceBand: DEFAULT_PRODUCTS_QUERY.priceBand,
} as const satisfies Partial<ProductsQuery>;

/** How many of those filters are chosen, for the Filters button to say. */
export function activeFilterCount(query: ProductsQuery): number {
  return (Object.keys(CLEARED_FILTERS) as (keyof typeof CLEARED_FILTERS)[]).filter(
    (key) => query[key] !== CLEARED_FILTERS[key],
  ).length;
}
