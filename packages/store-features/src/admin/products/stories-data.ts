import {
  ADMIN_CATEGORIES_PATH,
  ADMIN_PAGE_SIZE,
  ADMIN_PRODUCTS_BULK_PATH,
  ADMIN_PRODUCTS_EXPORT_PATH,
  ADMIN_PRODUCTS_PATH,
  type AdminCategory,
  type AdminCategoryListResponse,
  type AdminProductListResponse,
  type BulkProductAction,
  type BulkProductsResponse,
  bulkProductsMessage,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  type Product,
  paginate,
  STOCK_UPDATED_MESSAGE,
} from '@aurora-store/api';
import { adminAnswers, products as recordedProducts } from '../../common/story-support/fixtures';
import { failure, type MockRequest, type MockRoutes, ok } from '../../common/story-support/mock-routes';

export const PRODUCTS_ROUTE = `GET ${ADMIN_PRODUCTS_PATH}`;
export const CATEGORIES_ROUTE = `GET ${ADMIN_CATEGORIES_PATH}`;
export const STOCK_ROUTE = `PUT ${ADMIN_PRODUCTS_PATH}/:id/stock`;
export const BULK_ROUTE = `POST ${ADMIN_PRODUCTS_BULK_PATH}`;
export const DELETE_ROUTE = `DELETE ${ADMIN_PRODUCTS_PATH}/:id`;
export const EXPORT_ROUTE = `GET ${ADMIN_PRODUCTS_EXPORT_PATH}`;

const category = (slug: string, name: string, productCount: number): AdminCategory => ({
  _id: `category-${slug}`,
  name,
  slug,
  description: `${name} of the demo store`,
  image: null,
  isActive: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  productCount,
});

/** The demo store's four categories (spec section 9), as the admin's categories call answers them. */
export const adminCategories: AdminCategory[] = [
  category('electronics', 'Electronics', 6),
  category('accessories', 'Accessories', 7),
  category('clothing', 'Clothing', 5),
  category('home', 'Home', 4),
];

export const categoriesAnswer: AdminCategoryListResponse = {
  success: true,
  data: { categories: adminCategories },
};

/**
 * The admin's catalogue for the stories: the recorded catalogue page and the dashboard's low-stock products
 * (some out of stock), two of them inactive: 22 products, three pages of ten.
 */
export const storyProducts: Product[] = (() => {
  const byId = new Map<string, Product>();
  for (const product of [...recordedProducts, ...adminAnswers.dashboard.data.lowStockProducts]) {
    byId.set(product._id, product);
  }
  return [...byId.values()].map((product, index) =>
    index === 2 || index === 7 ? { ...product, isActive: false } : product,
  );
})();

export const firstStoryProduct = storyProducts[0] as Product;

const listAnswer = (products: Product[], page: number): AdminProductListResponse => {
  const pagination = paginate(page, ADMIN_PAGE_SIZE, products.length);
  const start = (pagination.page - 1) * ADMIN_PAGE_SIZE;
  return {
    success: true,
    data: { products: products.slice(start, start + ADMIN_PAGE_SIZE), pagination },
  };
};

export const emptyListAnswer = listAnswer([], 1);

function matches(product: Product, params: URLSearchParams): boolean {
  const search = params.get('search')?.toLowerCase();
  const text = `${product.name} ${product.sku} ${product.brand}`.toLowerCase();
  const status = params.get('status');
  const stock = params.get('stock');
  return (
    (!search || text.includes(search)) &&
    (!params.has('category') || product.category === params.get('category')) &&
    (!status || product.isActive === (status === 'active')) &&
    (stock !== 'low' || (product.stock > 0 && product.stock <= product.lowStockThreshold)) &&
    (stock !== 'out' || product.stock === 0)
  );
}

const toCsv = (products: Product[]) =>
  [
    'sku,name,price,stock',
    ...products.map((product) => `${product.sku},"${product.name}",${product.price},${product.stock}`),
  ].join('\n');

export interface FakeAdminCatalogueOptions {
  /** Bulk actions fail for these products, with this reason (as when one was deleted meanwhile). */
  bulkRefusals?: Record<string, string>;
}

/**
 * A small admin catalogue server: it lists, filters and pages the story products as the API does, and keeps
 * stock changes, bulk actions and deletes, so a story sees the list refresh. Every request is kept, newest
 * last; `reset()` (a story's beforeEach) starts it afresh.
 */
export function fakeAdminCatalogue({ bulkRefusals = {} }: FakeAdminCatalogueOptions = {}) {
  let products = [...storyProducts];
  const listRequests: URL[] = [];
  const bulkBodies: unknown[] = [];
  const exportRequests: URL[] = [];

  const list = ({ url }: MockRequest) => {
    listRequests.push(url);
    const page = Number(url.searchParams.get('page') ?? '1');
    return ok(
      listAnswer(
        products.filter((product) => matches(product, url.searchParams)),
        page,
      ),
    );
  };

  const stock = ({ params, body }: MockRequest) => {
    const found = products.find((product) => product._id === params.id);
    if (!found) return failure(404, PRODUCT_NOT_FOUND_MESSAGE);
    const updated = { ...found, stock: (body as { stock: number }).stock };
    products = products.map((product) => (product._id === found._id ? updated : product));
    return ok({ success: true, message: STOCK_UPDATED_MESSAGE, data: { product: updated } });
  };

  const bulk = ({ body }: MockRequest) => {
    bulkBodies.push(body);
    const { action, ids } = body as { action: BulkProductAction; ids: string[] };
    const named = (id: string) => products.find((product) => product._id === id)?.name ?? null;
    const failed = ids
      .filter((id) => bulkRefusals[id] !== undefined)
      .map((id) => ({ _id: id, name: named(id), message: bulkRefusals[id] ?? '' }));
    const succeeded = ids
      .filter((id) => bulkRefusals[id] === undefined)
      .map((id) => ({ _id: id, name: named(id) ?? id }));
    const changed = new Set(succeeded.map((product) => product._id));
    products =
      action === 'delete'
        ? products.filter((product) => !changed.has(product._id))
        : products.map((product) =>
            changed.has(product._id) ? { ...product, isActive: action === 'activate' } : product,
          );
    const answer: BulkProductsResponse = {
      success: true,
      message: bulkProductsMessage(action, succeeded.length),
      data: { action, succeeded, failed },
    };
    return ok(answer);
  };

  const remove = ({ params }: MockRequest) => {
    const found = products.find((product) => product._id === params.id);
    if (!found) return failure(404, PRODUCT_NOT_FOUND_MESSAGE);
    products = products.filter((product) => product !== found);
    return ok({ success: true, message: PRODUCT_DELETED_MESSAGE, data: { product: found } });
  };

  const exportCsv = ({ url }: MockRequest) => {
    exportRequests.push(url);
    return {
      status: 200,
      text: toCsv(products.filter((product) => matches(product, url.searchParams))),
      contentType: 'text/csv; charset=utf-8',
      fileName: 'products.csv',
    };
  };

  const routes: MockRoutes = {
    [PRODUCTS_ROUTE]: list,
    [CATEGORIES_ROUTE]: ok(categoriesAnswer),
    [STOCK_ROUTE]: stock,
    [BULK_ROUTE]: bulk,
    [DELETE_ROUTE]: remove,
    [EXPORT_ROUTE]: exportCsv,
  };

  return {
    routes,
    /** The list route alone, for a story that fails it first. */
    list,
    listRequests,
    bulkBodies,
    exportRequests,
    /** The list's last request's query parameters. */
    lastListParams: () => listRequests.at(-1)?.searchParams ?? new URLSearchParams(),
    reset: () => {
      products = [...storyProducts];
      listRequests.length = 0;
      bulkBodies.length = 0;
      exportRequests.length = 0;
    },
  };
}
