import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeProductsQuery,
  DEFAULT_PRODUCTS_QUERY,
  parseProductsQuery,
  productListRequest,
  serializeProductsQuery,
} from './catalogue-page-query';
import { CATALOGUE_PAGE_SIZE } from './constants';

describe('parseProductsQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseProductsQuery('')).toEqual(DEFAULT_PRODUCTS_QUERY);
    expect(parseProductsQuery('?')).toEqual(DEFAULT_PRODUCTS_QUERY);
  });

  it('reads every filter, with or without the leading ?', () => {
    const expected = {
      search: 'desk lamp',
      category: 'home',
      priceBand: '50-200',
      sort: 'price_asc',
      layout: 'list',
      page: 3,
    };
    expect(
      parseProductsQuery('?search=desk+lamp&category=home&price=50-200&sort=price_asc&view=list&page=3'),
    ).toEqual(expected);
    expect(
      parseProductsQuery('search=desk%20lamp&category=home&price=50-200&sort=price_asc&view=list&page=3'),
    ).toEqual(expected);
  });

  it('ignores values it does not know', () => {
    expect(
      parseProductsQuery('?sort=cheapest&price=under-5&view=table&page=0&category=%3Cscript%3E&colour=red'),
    ).toEqual(DEFAULT_PRODUCTS_QUERY);
  });

  it('ignores a page that is not a whole number from 1', () => {
    expect(parseProductsQuery('?page=-2').page).toBe(1);
    expect(parseProductsQuery('?page=2.5').page).toBe(1);
    expect(parseProductsQuery('?page=two').page).toBe(1);
    expect(parseProductsQuery('?page=12').page).toBe(12);
  });

  it('trims the search and treats spaces only as no search', () => {
    expect(parseProductsQuery('?search=%20%20lamp%20').search).toBe('lamp');
    expect(parseProductsQuery('?search=%20%20').search).toBe('');
  });

  it('takes a category slug in any case, and any slug the server may add', () => {
    expect(parseProductsQuery('?category=Electronics').category).toBe('electronics');
    expect(parseProductsQuery('?category=garden-tools').category).toBe('garden-tools');
  });
});

describe('serializeProductsQuery', () => {
  it('leaves out every default', () => {
    expect(serializeProductsQuery(DEFAULT_PRODUCTS_QUERY)).toBe('');
    expect(serializeProductsQuery({ ...DEFAULT_PRODUCTS_QUERY, page: 2 })).toBe('?page=2');
  });

  it('writes what differs, in a stable order', () => {
    expect(
      serializeProductsQuery({
        search: 'desk lamp',
        category: 'home',
        priceBand: 'over-200',
        sort: 'rating',
        layout: 'list',
        page: 2,
      }),
    ).toBe('?search=desk+lamp&category=home&price=over-200&sort=rating&view=list&page=2');
  });

  it('round-trips through parse', () => {
    const query = '?category=clothing&price=under-50&sort=popular&page=4';
    expect(serializeProductsQuery(parseProductsQuery(query))).toBe(query);
  });
});

describe('changeProductsQuery', () => {
  const onPageThree = { ...DEFAULT_PRODUCTS_QUERY, category: 'home', page: 3 };

  it('goes back to page 1 when a filter changes', () => {
    expect(changeProductsQuery(onPageThree, { category: 'clothing' }).page).toBe(1);
    expect(changeProductsQuery(onPageThree, { priceBand: 'under-50' }).page).toBe(1);
    expect(changeProductsQuery(onPageThree, { sort: 'price_desc' }).page).toBe(1);
    expect(changeProductsQuery(onPageThree, { search: 'lamp' }).page).toBe(1);
  });

  it('keeps the page when the layout changes or a filter is set to what it was', () => {
    expect(changeProductsQuery(onPageThree, { layout: 'list' })).toEqual({ ...onPageThree, layout: 'list' });
    expect(changeProductsQuery(onPageThree, { category: 'home' }).page).toBe(3);
  });

  it('turns the page and keeps the filters', () => {
    expect(changeProductsQuery(onPageThree, { page: 4 })).toEqual({ ...onPageThree, page: 4 });
  });
});

describe('productListRequest', () => {
  it('asks for the first page, newest first, without the defaults', () => {
    expect(productListRequest(DEFAULT_PRODUCTS_QUERY)).toEqual({
      page: 1,
      limit: CATALOGUE_PAGE_SIZE,
      sort: 'newest',
    });
  });

  it('sends the search, category and sort', () => {
    expect(
      productListRequest({
        ...DEFAULT_PRODUCTS_QUERY,
        search: 'lamp',
        category: 'home',
        sort: 'rating',
        page: 2,
      }),
    ).toEqual({ page: 2, limit: CATALOGUE_PAGE_SIZE, search: 'lamp', category: 'home', sort: 'rating' });
  });

  it('turns each price band into its bounds', () => {
    const bounds = (priceBand: 'all' | 'under-50' | '50-200' | 'over-200') => {
      const { minPrice, maxPrice } = productListRequest({ ...DEFAULT_PRODUCTS_QUERY, priceBand });
      return { minPrice, maxPrice };
    };
    expect(bounds('all')).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(bounds('under-50')).toEqual({ minPrice: undefined, maxPrice: 50 });
    expect(bounds('50-200')).toEqual({ minPrice: 50, maxPrice: 200 });
    expect(bounds('over-200')).toEqual({ minPrice: 200, maxPrice: undefined });
  });
});

describe('activeFilterCount', () => {
  it('counts none on the plain catalogue, whatever the sort, layout, page or search', () => {
    expect(activeFilterCount(parseProductsQuery('?sort=rating&view=list&page=2&search=lamp'))).toBe(0);
  });

  it('counts a chosen category and a chosen price band', () => {
    expect(activeFilterCount(parseProductsQuery('?category=home'))).toBe(1);
    expect(activeFilterCount(parseProductsQuery('?price=under-50'))).toBe(1);
    expect(activeFilterCount(parseProductsQuery('?category=home&price=under-50'))).toBe(2);
  });
});
