import { ADMIN_PAGE_SIZE, adminCatalogueKeys, type Product } from '@aurora-store/api';
import { LinkButton } from '@aurora-store/ui';
import { useMemo, useRef, useState } from 'react';
import type { Selection } from 'react-aria-components';
import useSWR, { useSWRConfig } from 'swr';
import { LoadFailure } from '../../common/load-failure';
import { useToasts } from '../../common/toasts';
import {
  AdminBulkFailures,
  AdminListEmpty,
  AdminListPagination,
  type AdminListQueryChange,
  AdminListToolbar,
  focusWhenLost,
  hasAdminListFilters,
  serializeAdminListQuery,
  useAdminListQuery,
} from '../list';
import { ImportProductsButton } from '../product-import';
import { useAdminApi } from '../shared';
import { PlusIcon } from '@aurora-store/ui/icons';
import { LOAD_PRODUCTS_FAILED, productsNoun } from './admin-products-messages';
import {
  ADMIN_PRODUCT_FILTERS,
  adminProductsExportQuery,
  adminProductsRequest,
} from './admin-products-query';
import type { BulkFailure } from './bulk-outcome';
import { ExportProductsButton } from './export-products-button';
import { ProductBulkActions } from './product-bulk-actions';
import { productFilterControls } from './product-filter-controls';
import { ProductsTable } from './products-table';

export interface AdminProductsPageProps {
  /** The URL's search string ('?search=lamp&status=inactive&page=2'): the list's search, filters and page. */
  query: string;
  /**
   * The search, a filter or the page changed: the next search string, '' and 'all' and page 1 left out. With
   * `replace` it only corrects a URL that says something the list does not show (`?page=abc`): the app replaces
   * that history entry, so Back does not return to it.
   */
  onQueryChange: AdminListQueryChange;
}

const isAdminProductsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'admin' && key[1] === 'products';

const resultCount = (total: number) => `${total} ${productsNoun(total)}`;

/**
 * The admin products list (/admin/products, spec section 2): search, category and status filters, ten a page,
 * each row with its stock badge (restocked in place), status, view, edit and delete; bulk actions on the
 * selected rows and the list as CSV (issue 13). Its search, filters and page live in the URL.
 */
export function AdminProductsPage({ query, onQueryChange }: AdminProductsPageProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const { mutate: mutateAll } = useSWRConfig();
  const addProductRef = useRef<HTMLAnchorElement>(null);
  const list = useAdminListQuery(ADMIN_PRODUCT_FILTERS, query, onQueryChange);
  const { current } = list;
  const request = useMemo(() => adminProductsRequest(current), [current]);
  const listKey = adminCatalogueKeys.products(request);
  const { data, error, isValidating, mutate } = useSWR(listKey, () => admin.listAdminProducts(request), {
    keepPreviousData: true,
    // One toast per failure; Retry is the admin's to press.
    shouldRetryOnError: false,
    onError: () => toasts.error(LOAD_PRODUCTS_FAILED),
  });
  const categories = useSWR(adminCatalogueKeys.categories(), () => admin.listAdminCategories(), {
    shouldRetryOnError: false,
  });
  const answer = data?.data;
  const hasFailed = error !== undefined && !isValidating;

  // The selection belongs to the page shown: another page, search or filter starts with none.
  const shownQuery = serializeAdminListQuery(current);
  const [selected, setSelected] = useState<{ for: string; keys: Selection }>({
    for: shownQuery,
    keys: new Set(),
  });
  const selectedKeys = selected.for === shownQuery ? selected.keys : new Set<string>();
  const setSelectedKeys = (keys: Selection) => setSelected({ for: shownQuery, keys });
  const pageIds = answer?.products.map((product) => product._id) ?? [];
  const selectedIds = selectedKeys === 'all' ? pageIds : pageIds.filter((id) => selectedKeys.has(id));
  const [bulkFailures, setBulkFailures] = useState<BulkFailure[]>([]);

  /** Every admin products list (this page, others, the form's product) asks again. */
  const refreshProducts = () => mutateAll(isAdminProductsKey);
  const showSavedStock = (saved: Product) => {
    void mutate(
      (last) =>
        last && {
          ...last,
          data: {
            ...last.data,
            products: last.data.products.map((product) => (product._id === saved._id ? saved : product)),
          },
        },
      { revalidate: false },
    );
    void refreshProducts();
  };

  const categoryNames = useMemo(
    () => new Map((categories.data?.data.categories ?? []).map((category) => [category.slug, category.name])),
    [categories.data],
  );

  const content = () => {
    // Also over an earlier answer kept on screen: rows of another search must not pass for this one's.
    if (hasFailed) {
      return <LoadFailure headingLevel={2} title={LOAD_PRODUCTS_FAILED} onRetry={() => mutate()} />;
    }
    if (answer && answer.products.length === 0) {
      return (
        <AdminListEmpty
          isFiltered={hasAdminListFilters(current)}
          isPastLastPage={answer.pagination.total > 0}
          onClearFilters={list.clearFilters}
          onFirstPage={() => list.change({ page: 1 })}
          noMatch={{
            title: 'No products match your filters',
            description: 'Try another search, category, status or stock.',
          }}
          nothingYet={{
            title: 'No products yet',
            description: "Add the store's first product, or import a catalogue from CSV.",
            action: <LinkButton href="/admin/products/create">Add Product</LinkButton>,
          }}
        />
      );
    }
    return (
      <ProductsTable
        products={answer?.products}
        categoryNames={categoryNames}
        selection={{ selectedKeys, onSelectionChange: setSelectedKeys }}
        isRefreshing={isValidating && answer !== undefined}
        onStockSaved={showSavedStock}
        onDeleted={() => {
          focusWhenLost(addProductRef);
          void refreshProducts();
        }}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-3xl text-foreground">Products</h1>
          <p className="text-muted">Find, restock and switch products on or off.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportProductsButton onImported={() => void refreshProducts()} />
          <ExportProductsButton query={adminProductsExportQuery(current)} />
          <LinkButton ref={addProductRef} href="/admin/products/create" className="gap-1.5">
            <PlusIcon size="sm" />
            Add Product
          </LinkButton>
        </div>
      </header>
      <AdminListToolbar
        searchLabel="Search products"
        searchPlaceholder="Name, SKU or brand"
        search={current.search}
        onSearch={(search) => list.change({ search })}
        filters={productFilterControls({
          current,
          categories: categories.data?.data.categories,
          onChange: (filters) => list.change({ filters }),
        })}
      />
      <div className="flex flex-col gap-3">
        <p role="status" className="min-h-5 text-muted text-sm">
          {answer && !hasFailed ? resultCount(answer.pagination.total) : ''}
        </p>
        <ProductBulkActions
          selectedIds={selectedIds}
          onClearSelection={() => setSelectedKeys(new Set())}
          onDone={(failures) => {
            // The bar goes with the selection, and with it the button the dialog would give the focus back to.
            focusWhenLost(addProductRef);
            setBulkFailures(failures);
            setSelectedKeys(new Set());
            void refreshProducts();
          }}
        />
        <AdminBulkFailures
          failures={bulkFailures.map((failure) => ({
            id: failure.id,
            label: failure.name,
            reason: failure.reason,
          }))}
          noun={productsNoun}
          onDismiss={() => setBulkFailures([])}
        />
        {content()}
        {answer && !hasFailed && (
          <AdminListPagination
            pagination={answer.pagination}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={(page) => list.change({ page })}
          />
        )}
      </div>
    </div>
  );
}
