import { adminCatalogueKeys, type Product } from '@aurora-store/api';
import { LinkButton } from '@aurora-store/ui';
import { PlusIcon } from '@aurora-store/ui/icons';
import { useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  AdminBulkFailures,
  type AdminListQueryChange,
  AdminListScreen,
  focusWhenLost,
  serializeAdminListQuery,
  useAdminList,
  usePageSelection,
} from '../list';
import { ImportProductsButton } from '../product-import';
import { useAdminApi } from '../shared';
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

/**
 * The admin products list (/admin/products, spec section 2): search, category and status filters, ten a page,
 * each row with its stock badge (restocked in place), status, view, edit and delete; bulk actions on the
 * selected rows and the list as CSV (issue 13). Its search, filters and page live in the URL.
 */
export function AdminProductsPage({ query, onQueryChange }: AdminProductsPageProps) {
  const admin = useAdminApi();
  const { mutate: mutateAll } = useSWRConfig();
  const addProductRef = useRef<HTMLAnchorElement>(null);
  const list = useAdminList({
    filters: ADMIN_PRODUCT_FILTERS,
    query,
    onQueryChange,
    toRequest: adminProductsRequest,
    keyOf: adminCatalogueKeys.products,
    load: admin.listAdminProducts,
    loadFailedTitle: LOAD_PRODUCTS_FAILED,
  });
  const { current, answer } = list;
  const categories = useSWR(adminCatalogueKeys.categories(), () => admin.listAdminCategories(), {
    shouldRetryOnError: false,
  });
  const selection = usePageSelection(
    serializeAdminListQuery(current),
    answer?.products.map((product) => product._id) ?? [],
  );
  const [bulkFailures, setBulkFailures] = useState<BulkFailure[]>([]);

  /** Every admin products list (this page, others, the form's product) asks again. */
  const refreshProducts = () => mutateAll(isAdminProductsKey);
  const showSavedStock = (saved: Product) => {
    void list.mutate(
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

  return (
    <AdminListScreen
      title="Products"
      description="Find, restock and switch products on or off."
      actions={
        <div className="flex flex-wrap gap-2">
          <ImportProductsButton onImported={() => void refreshProducts()} />
          <ExportProductsButton query={adminProductsExportQuery(current)} />
          <LinkButton ref={addProductRef} href="/admin/products/create" className="gap-1.5">
            <PlusIcon size="sm" />
            Add Product
          </LinkButton>
        </div>
      }
      list={list}
      search={{ label: 'Search products', placeholder: 'Name, SKU or brand' }}
      filters={productFilterControls(list, categories.data?.data.categories)}
      summary={(shown) => `${shown.pagination.total} ${productsNoun(shown.pagination.total)}`}
      rowCount={(shown) => shown.products.length}
      empty={{
        noMatch: {
          title: 'No products match your filters',
          description: 'Try another search, category, status or stock.',
        },
        nothingYet: {
          title: 'No products yet',
          description: "Add the store's first product, or import a catalogue from CSV.",
          action: <LinkButton href="/admin/products/create">Add Product</LinkButton>,
        },
      }}
      bulk={
        <>
          <ProductBulkActions
            selectedIds={selection.selectedIds}
            onClearSelection={selection.clear}
            onDone={(failures) => {
              // The bar goes with the selection, and with it the button the dialog would give the focus back to.
              focusWhenLost(addProductRef);
              setBulkFailures(failures);
              selection.clear();
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
        </>
      }
      table={
        <ProductsTable
          products={answer?.products}
          categoryNames={categoryNames}
          selection={selection}
          isRefreshing={list.isRefreshing}
          onStockSaved={showSavedStock}
          onDeleted={() => {
            focusWhenLost(addProductRef);
            void refreshProducts();
          }}
        />
      }
    />
  );
}
