import type { Product, ProductListResponse } from '@aurora-store/api';
import { answers } from '../../common/story-support/fixtures';
import { type MockRequest, ok } from '../../common/story-support/mock-routes';

const fixture = answers.productList;

function listAnswer(products: Product[], page: number, total: number, pages: number): ProductListResponse {
  return {
    ...fixture,
    data: {
      ...fixture.data,
      products,
      pagination: { page, pages, total, hasPrev: page > 1, hasNext: page < pages },
    },
  };
}

const bySort: Record<string, (a: Product, b: Product) => number> = {
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  popular: (a, b) => b.salesCount - a.salesCount,
};

/**
 * A small catalogue server over the recorded first page: it filters those twelve products by search, category
 * and price and sorts them as asked. Unfiltered, it answers any page as one of the recorded four (46 products).
 * Every request's URL is kept in `requests`, newest last, so a story can check what the page asked for.
 */
export function fakeCatalogue() {
  const requests: URL[] = [];
  const route = ({ url }: MockRequest) => {
    requests.push(url);
    const params = url.searchParams;
    const page = Number(params.get('page') ?? '1');
    const search = params.get('search')?.toLowerCase();
    const category = params.get('category');
    const minPrice = params.has('minPrice') ? Number(params.get('minPrice')) : undefined;
    const maxPrice = params.has('maxPrice') ? Number(params.get('maxPrice')) : undefined;
    const sort = bySort[params.get('sort') ?? ''];
    if (!search && !category && minPrice === undefined && maxPrice === undefined) {
      const { pages, total } = fixture.data.pagination;
      const products = sort ? [...fixture.data.products].sort(sort) : fixture.data.products;
      return ok(listAnswer(products, page, total, pages));
    }
    const products = fixture.data.products.filter(
      (product) =>
        (!search || product.name.toLowerCase().includes(search)) &&
        (!category || product.category === category) &&
        (minPrice === undefined || product.price >= minPrice) &&
        (maxPrice === undefined || product.price < maxPrice),
    );
    return ok(
      listAnswer(sort ? products.sort(sort) : products, 1, products.length, products.length > 0 ? 1 : 0),
    );
  };
  return { route, requests };
}

export const emptyAnswer = listAnswer([], 1, 0, 0);

/** The server lists a category the store had not planned for: its chip gets the generic emoji. */
export const answerWithNewCategory: ProductListResponse = {
  ...fixture,
  data: {
    ...fixture.data,
    filters: { ...fixture.data.filters, categories: [...fixture.data.filters.categories, 'garden'] },
  },
};
