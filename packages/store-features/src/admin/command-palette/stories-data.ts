import { type AdminOrder, type Product, type PublicUser, paginate } from '@aurora-store/api';
import { failure, type MockRequest, type MockRoutes, ok } from '../../common/story-support/mock-routes';
import { ORDERS_ROUTE, storyOrders } from '../orders/stories-data';
import { PRODUCTS_ROUTE, storyProducts } from '../products/stories-data';
import { storyUsers, USERS_ROUTE } from '../users/stories-data';

/** As the admin lists search: any of the texts holds the search, case aside; `limit` rows of them. */
function searched<Row>(rows: readonly Row[], texts: (row: Row) => string[], key: string) {
  return ({ url }: MockRequest) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const found = rows.filter((row) => texts(row).some((text) => text.toLowerCase().includes(search)));
    return ok({
      success: true,
      data: { [key]: found.slice(0, limit), pagination: paginate(1, limit, found.length) },
    });
  };
}

/** The three lists the palette searches, over the admin stories' own orders, products and users. */
export const paletteRoutes: MockRoutes = {
  [ORDERS_ROUTE]: searched<AdminOrder>(
    storyOrders,
    (order) => [order.orderNumber, order.user.firstName, order.user.lastName, order.user.email],
    'orders',
  ),
  [PRODUCTS_ROUTE]: searched<Product>(
    storyProducts,
    (product) => [product.name, product.sku, product.brand],
    'products',
  ),
  [USERS_ROUTE]: searched<PublicUser>(
    storyUsers,
    (user) => [user.firstName, user.lastName, user.email],
    'users',
  ),
};

export const failingRoutes: MockRoutes = {
  [ORDERS_ROUTE]: failure(500, 'Database unavailable'),
  [PRODUCTS_ROUTE]: failure(500, 'Database unavailable'),
  [USERS_ROUTE]: failure(500, 'Database unavailable'),
};

/** The palette's routes, where the search for `text` itself never answers (the earlier texts' searches do). */
export function slowOnceTyped(text: string): MockRoutes {
  return Object.fromEntries(
    Object.entries(paletteRoutes).map(([route, handler]) => [
      route,
      (request: MockRequest) =>
        request.url.searchParams.get('search') === text
          ? 'never'
          : typeof handler === 'function'
            ? handler(request)
            : handler,
    ]),
  );
}
