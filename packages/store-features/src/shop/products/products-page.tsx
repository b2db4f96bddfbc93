import {
  CATALOGUE_PAGE_SIZE,
  type Currency,
  catalogueTitle,
  changeProductsQuery,
  DEFAULT_PRODUCTS_QUERY,
  type ProductsQuery,
  parseProductsQuery,
  productListRequest,
  serializeProductsQuery,
} from '@aurora-store/api';
import { Button, Pagination } from '@aurora-store/ui';
import { type ReactNode, useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { useDeferredAnswer } from '../../common/hooks/use-deferred-answer';
import { useDocumentTitle } from '../../common/hooks/use-document-title';
import { useRequestedQuery } from '../../common/hooks/use-requested-query';
import { useToasts } from '../../common/toasts';
import { ProductsFilters } from './products-filters';
import { ProductsMain, ProductsTitle } from './products-page-frame';
import { productsListRead } from './products-read';
import { LOAD_PRODUCTS_FAILED, ProductsResults } from './products-results';

export interface ProductsPageProps {
  /** The URL's search string ('?category=home&page=2'): every filter lives there. */
  query: string;
  /** A filter, the sort, the layout or the page changed: the next search string, defaults left out. */
  onQueryChange: (nextQuery: string) => void;
  currency: Currency;
  /** The comparison list the app keeps: each card offers Compare, or says its product is in it. */
  compareIds: readonly string[];
  onAddToCompare: (productId: string) => void;
  onRemoveFromCompare: (productId: string) => void;
  /**
   * Rendered while the page's answer is in but its content still renders, a step behind the rest of the page
   * (useDeferredAnswer): the app passes what keeps its page's first frame on screen meanwhile, so the
   * skeletons the frame already shows are not drawn, styled and laid out a second time.
   */
  keepFrame?: ReactNode;
}

function resultCount(total: number): string {
  return `${total} ${total === 1 ? 'product' : 'products'} found`;
}

/** The catalogue (spec section 2, Products page): filters, sort, grid or list, and pages, all in the URL. */
export function ProductsPage({
  query,
  onQueryChange,
  currency,
  compareIds,
  onAddToCompare,
  onRemoveFromCompare,
  keepFrame,
}: ProductsPageProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const [shownQuery, requestQuery] = useRequestedQuery(query, onQueryChange);
  const current = useMemo(() => parseProductsQuery(shownQuery), [shownQuery]);
  const request = useMemo(() => productListRequest(current), [current]);
  const { key, read } = productsListRead(client, request);
  const { data, error, isValidating, mutate } = useSWR(key, read, {
    keepPreviousData: true,
    onError: () => toasts.error(LOAD_PRODUCTS_FAILED),
  });
  const answer = useDeferredAnswer(data?.data);
  useDocumentTitle(catalogueTitle(current));

  const change = (next: Partial<ProductsQuery>) =>
    requestQuery(serializeProductsQuery(changeProductsQuery(current, next)));
  const clearFilters = () =>
    requestQuery(serializeProductsQuery({ ...DEFAULT_PRODUCTS_QUERY, layout: current.layout }));

  return (
    <ProductsMain>
      {data?.data !== undefined && answer === undefined && keepFrame}
      <header className="flex flex-col gap-2">
        <ProductsTitle />
        {current.search !== '' && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-muted">
              Search results for <span className="font-medium text-foreground">“{current.search}”</span>
            </p>
            <Button variant="ghost" size="sm" onPress={() => change({ search: '' })}>
              Clear search
            </Button>
          </div>
        )}
      </header>
      <ProductsFilters
        query={current}
        // No answer yet: unknown (placeholders); a failed first load: none beyond the chosen one.
        categories={answer ? answer.filters.categories : error ? [] : undefined}
        onChange={change}
      />
      <div className="flex flex-col gap-6">
        <p role="status" className="min-h-6 text-muted text-sm">
          {answer && !error ? resultCount(answer.pagination.total) : ''}
        </p>
        <ProductsResults
          products={answer?.products}
          layout={current.layout}
          currency={currency}
          isRefreshing={isValidating && answer !== undefined}
          hasFailed={error !== undefined && !isValidating}
          onRetry={() => mutate()}
          onClearFilters={clearFilters}
          pagesWhenPastTheEnd={
            answer && answer.pagination.total > 0 && answer.pagination.page > answer.pagination.pages
              ? answer.pagination.pages
              : undefined
          }
          onGoToPage={(page) => change({ page })}
          compareIds={compareIds}
          onAddToCompare={onAddToCompare}
          onRemoveFromCompare={onRemoveFromCompare}
        />
        {answer && !error && answer.pagination.pages > 1 && (
          <Pagination
            page={answer.pagination.page}
            pageSize={CATALOGUE_PAGE_SIZE}
            totalItems={answer.pagination.total}
            onPageChange={(page) => change({ page })}
          />
        )}
      </div>
    </ProductsMain>
  );
}
