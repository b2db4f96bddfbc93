import {
  ADMIN_PAGE_SIZE,
  type AdminProductExportQuery,
  type AdminProductListQuery,
  PRODUCT_STATUS_FILTERS,
  PRODUCT_STOCK_FILTERS,
} from '@aurora-store/api';
import { type AdminListQuery, adminListRequest, oneOf, slugFilter } from '../list';

/**
 * The products list's filters: a category slug and the status (spec section 2, Admin products list), and the
 * stock (low or out), which the analytics' Inventory Alerts open.
 */
export const ADMIN_PRODUCT_FILTERS = {
  category: slugFilter,
  status: oneOf(PRODUCT_STATUS_FILTERS),
  stock: oneOf(PRODUCT_STOCK_FILTERS),
};

export type AdminProductsQuery = AdminListQuery<keyof typeof ADMIN_PRODUCT_FILTERS>;

/** The value if it is one of `values`: a filter's URL text narrowed to what the request takes. */
const known = <Value extends string>(
  values: readonly Value[],
  value: string | undefined,
): Value | undefined => values.find((each) => each === value);

/** The page's call: ten a page (spec section 9), without an empty search or 'all'. */
export function adminProductsRequest(query: AdminProductsQuery): AdminProductListQuery {
  const { status, stock, ...request } = adminListRequest(query);
  const knownStatus = known(PRODUCT_STATUS_FILTERS, status);
  const knownStock = known(PRODUCT_STOCK_FILTERS, stock);
  return {
    ...request,
    limit: ADMIN_PAGE_SIZE,
    ...(knownStatus && { status: knownStatus }),
    ...(knownStock && { stock: knownStock }),
  };
}

/** The CSV export of what the list shows: its search and filters, every page. */
export function adminProductsExportQuery(query: AdminProductsQuery): AdminProductExportQuery {
  const { page: _everyPage, limit: _unlimited, ...filters } = adminProductsRequest(query);
  return filters;
}
