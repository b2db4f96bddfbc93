import {
  ADMIN_CATEGORIES_PATH,
  ADMIN_COUPONS_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_USERS_PATH,
  type AdminCategoryBody,
  type AdminCouponBody,
  type AdminProductBody,
  type AdminProductListQuery,
  type AdminUserListQuery,
  ALL_FILTER,
  adminCategoryListResponseSchema,
  adminCategoryPath,
  adminCategoryResponseSchema,
  adminCouponPath,
  adminProductListResponseSchema,
  adminProductPath,
  adminProductResponseSchema,
  adminUserListResponseSchema,
  adminUserRolePath,
  couponListResponseSchema,
  couponResponseSchema,
  type UserRole,
  userResponseSchema,
} from '../../contract';
import type { ApiRequest } from '../request';

/** The administrator's catalogue calls: products, categories, coupons and users. */
export function adminCatalogueCalls(request: ApiRequest) {
  return {
    listAdminProducts: (query: AdminProductListQuery = {}, signal?: AbortSignal) =>
      request('GET', ADMIN_PRODUCTS_PATH, { answer: adminProductListResponseSchema, query, signal }),
    getAdminProduct: (id: string, signal?: AbortSignal) =>
      request('GET', adminProductPath(id), { answer: adminProductResponseSchema, signal }),
    createProduct: (body: AdminProductBody) =>
      request('POST', ADMIN_PRODUCTS_PATH, { answer: adminProductResponseSchema, body }),
    updateProduct: (id: string, body: AdminProductBody) =>
      request('PUT', adminProductPath(id), { answer: adminProductResponseSchema, body }),
    deleteProduct: (id: string) =>
      request('DELETE', adminProductPath(id), { answer: adminProductResponseSchema }),

    listAdminCategories: (signal?: AbortSignal) =>
      request('GET', ADMIN_CATEGORIES_PATH, { answer: adminCategoryListResponseSchema, signal }),
    createCategory: (body: AdminCategoryBody) =>
      request('POST', ADMIN_CATEGORIES_PATH, { answer: adminCategoryResponseSchema, body }),
    updateCategory: (id: string, body: AdminCategoryBody) =>
      request('PUT', adminCategoryPath(id), { answer: adminCategoryResponseSchema, body }),
    deleteCategory: (id: string) =>
      request('DELETE', adminCategoryPath(id), { answer: adminCategoryResponseSchema }),

    listCoupons: (signal?: AbortSignal) =>
      request('GET', ADMIN_COUPONS_PATH, { answer: couponListResponseSchema, signal }),
    createCoupon: (body: AdminCouponBody) =>
      request('POST', ADMIN_COUPONS_PATH, { answer: couponResponseSchema, body }),
    updateCoupon: (id: string, body: AdminCouponBody) =>
      request('PUT', adminCouponPath(id), { answer: couponResponseSchema, body }),
    deleteCoupon: (id: string) => request('DELETE', adminCouponPath(id), { answer: couponResponseSchema }),

    listUsers: (query: AdminUserListQuery = {}, signal?: AbortSignal) =>
      request('GET', ADMIN_USERS_PATH, { answer: adminUserListResponseSchema, query, signal }),
    updateUserRole: (id: string, role: UserRole) =>
      request('PUT', adminUserRolePath(id), { answer: userResponseSchema, body: { role } }),
  };
}

/**
 * SWR keys for the admin catalogue's reads. Everything starts with 'admin', so one `mutate` filter refreshes
 * the whole admin area; the second element names the resource, so a save refreshes just its lists.
 */
export const adminCatalogueKeys = {
  products: (query: AdminProductListQuery = {}) =>
    ['admin', 'products', 'list', withoutNoFilters(query)] as const,
  product: (id: string) => ['admin', 'products', 'detail', id] as const,
  categories: () => ['admin', 'categories'] as const,
  coupons: () => ['admin', 'coupons'] as const,
  users: (query: AdminUserListQuery = {}) => ['admin', 'users', withoutNoFilters(query)] as const,
};

/** Leaves out what the server treats as no filter (absent, '' or 'all'), so equal requests share one key. */
function withoutNoFilters<Query extends object>(query: Query): Partial<Query> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && value !== ALL_FILTER,
    ),
  ) as Partial<Query>;
}
