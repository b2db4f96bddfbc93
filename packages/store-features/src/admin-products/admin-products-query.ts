import {
  ADMIN_PAGE_SIZE,
  type AdminProductExportQuery,
  type AdminProductListQuery,
  PRODUCT_STATUS_FILTERS,
} from '@aurora-store/api';
import { type AdminListQuery, adminListRequest, oneOf, slugFilter } from '../admin-list';

/** The products list's filters (spec section 2, Admin products list): a category slug and the status. */
export const ADMIN_PRODUCT_FILTERS = {
  category: slugFilter,
  status: oneOf(PRODUCT_STATUS_FILTERS),
};

export type AdminProductsQuery = AdminListQuery<keyof typeof ADMIN_PRODUCT_FILTERS>;

type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

const asStatus = (value: string | undefined): ProductStatusFilter | undefined =>
  PRODUCT_STATUS_FILTERS.find((status) => status === value);

/** The page's call: ten a page (spec section 9), without an empty search or 'all'. */
export function adminProductsRequest(query: AdminProductsQuery): AdminProductListQuery {
  const { status, ...request } = adminListRequest(query);
  return { ...request, limit: ADMIN_PAGE_SIZE, ...(asStatus(status) && { status: asStatus(status) }) };
}

/** The CSV export of what the list shows: its search and filters, every page. */
export function adminProductsExportQuery(query: AdminProductsQuery): AdminProductExportQuery {
  const { page: _everyPage, limit: _unlimited, ...filters } = adminProductsRequest(query);
  return filters;
}
