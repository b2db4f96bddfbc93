import type {
  AdminCategoryBody,
  AdminCouponBody,
  AdminProductBody,
  AdminProductListQuery,
  AdminUserListQuery,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminUserListResponseSchema,
  couponListResponseSchema,
  couponResponseSchema,
} from '../../contract/admin-catalogue';
import {
  ADMIN_CATEGORIES_PATH,
  ADMIN_COUPONS_PATH,
  ADMIN_MEDIA_PATH,
  ADMIN_PRODUCTS_BULK_PATH,
  ADMIN_PRODUCTS_EXPORT_PATH,
  ADMIN_PRODUCTS_IMPORT_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_USERS_PATH,
  adminCategoryPath,
  adminCouponPath,
  adminProductPath,
  adminProductStockPath,
  adminUserRolePath,
} from '../../contract/admin-paths';
import type {
  AdminProductExportQuery,
  BulkProductsBody,
  bulkProductsResponseSchema,
  ProductImportBody,
  productImportResponseSchema,
  productStockResponseSchema,
} from '../../contract/admin-product-tools';
import type { userResponseSchema } from '../../contract/auth';
import { ALL_FILTER, type UserRole } from '../../contract/constants';
import type { mediaUploadResponseSchema } from '../../contract/media-answer';
import type { DownloadedFile, DownloadOptions } from '../create-api-client';
import type { AnswerOf, ApiRequest } from '../request';

/**
 * An export of a whole catalogue is one streamed file, and an import of thousands of rows one transaction:
 * either may take longer than an ordinary call.
 */
const CATALOGUE_FILE_TIMEOUT_MS = 120_000;

/** A 10 MB photo from a phone on a slow connection takes longer than an ordinary call's 10 s to send. */
const MEDIA_UPLOAD_TIMEOUT_MS = 120_000;

type DownloadFile = (path: string, options?: DownloadOptions) => Promise<DownloadedFile>;

/** The administrator's catalogue calls: products, categories, coupons and users. */
export function adminCatalogueCalls(request: ApiRequest, downloadFile: DownloadFile) {
  return {
    listAdminProducts: (query: AdminProductListQuery = {}, signal?: AbortSignal) =>
      request<AnswerOf<typeof adminProductListResponseSchema>>('GET', ADMIN_PRODUCTS_PATH, { query, signal }),
    getAdminProduct: (id: string, signal?: AbortSignal) =>
      request<AnswerOf<typeof adminProductResponseSchema>>('GET', adminProductPath(id), { signal }),
    createProduct: (body: AdminProductBody) =>
      request<AnswerOf<typeof adminProductResponseSchema>>('POST', ADMIN_PRODUCTS_PATH, { body }),
    updateProduct: (id: string, body: AdminProductBody) =>
      request<AnswerOf<typeof adminProductResponseSchema>>('PUT', adminProductPath(id), { body }),
    deleteProduct: (id: string) =>
      request<AnswerOf<typeof adminProductResponseSchema>>('DELETE', adminProductPath(id)),
    updateProductStock: (id: string, stock: number) =>
      request<AnswerOf<typeof productStockResponseSchema>>('PUT', adminProductStockPath(id), {
        body: { stock },
      }),
    bulkUpdateProducts: (body: BulkProductsBody) =>
      request<AnswerOf<typeof bulkProductsResponseSchema>>('POST', ADMIN_PRODUCTS_BULK_PATH, { body }),
    importProducts: (body: ProductImportBody) =>
      request<AnswerOf<typeof productImportResponseSchema>>('POST', ADMIN_PRODUCTS_IMPORT_PATH, {
        body,
        timeoutMs: CATALOGUE_FILE_TIMEOUT_MS,
      }),
    exportProducts: (query: AdminProductExportQuery = {}, signal?: AbortSignal) =>
      downloadFile(ADMIN_PRODUCTS_EXPORT_PATH, {
        query: { search: query.search, category: query.category, status: query.status },
        signal,
        timeoutMs: CATALOGUE_FILE_TIMEOUT_MS,
      }),

    /** One photo as one multipart part named `file`; the name is only a label, the server reads the bytes. */
    uploadMedia: (file: Blob, fileName?: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return request<AnswerOf<typeof mediaUploadResponseSchema>>('POST', ADMIN_MEDIA_PATH, {
        body: form,
        timeoutMs: MEDIA_UPLOAD_TIMEOUT_MS,
      });
    },

    listAdminCategories: (signal?: AbortSignal) =>
      request<AnswerOf<typeof adminCategoryListResponseSchema>>('GET', ADMIN_CATEGORIES_PATH, { signal }),
    createCategory: (body: AdminCategoryBody) =>
      request<AnswerOf<typeof adminCategoryResponseSchema>>('POST', ADMIN_CATEGORIES_PATH, { body }),
    updateCategory: (id: string, body: AdminCategoryBody) =>
      request<AnswerOf<typeof adminCategoryResponseSchema>>('PUT', adminCategoryPath(id), { body }),
    deleteCategory: (id: string) =>
      request<AnswerOf<typeof adminCategoryResponseSchema>>('DELETE', adminCategoryPath(id)),

    listCoupons: (signal?: AbortSignal) =>
      request<AnswerOf<typeof couponListResponseSchema>>('GET', ADMIN_COUPONS_PATH, { signal }),
    createCoupon: (body: AdminCouponBody) =>
      request<AnswerOf<typeof couponResponseSchema>>('POST', ADMIN_COUPONS_PATH, { body }),
    updateCoupon: (id: string, body: AdminCouponBody) =>
      request<AnswerOf<typeof couponResponseSchema>>('PUT', adminCouponPath(id), { body }),
    deleteCoupon: (id: string) =>
      request<AnswerOf<typeof couponResponseSchema>>('DELETE', adminCouponPath(id)),

    listUsers: (query: AdminUserListQuery = {}, signal?: AbortSignal) =>
      request<AnswerOf<typeof adminUserListResponseSchema>>('GET', ADMIN_USERS_PATH, { query, signal }),
    updateUserRole: (id: string, role: UserRole) =>
      request<AnswerOf<typeof userResponseSchema>>('PUT', adminUserRolePath(id), { body: { role } }),
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
