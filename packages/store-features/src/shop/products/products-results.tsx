import type { Currency, Product, ProductsLayout } from '@aurora-store/api';
import { Button, cn, EmptyState } from '@aurora-store/ui';
import { LoadFailure } from '../../common/load-failure';
import { CompareActions, PRIORITY_CARD_COUNT, ProductCard } from '../product-card';
import { layoutClasses, ProductsResultsSkeleton } from './products-results-skeleton';

export const LOAD_PRODUCTS_FAILED = 'Failed to load products';

interface ProductsResultsProps {
  /** The page's products; undefined before the first answer. */
  products: readonly Product[] | undefined;
  layout: ProductsLayout;
  currency: Currency;
  /** Showing the previous answer while the next one loads. */
  isRefreshing: boolean;
  /** The last call failed and none is under way (Retry shows the skeletons again). */
  hasFailed: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  /**
   * The number of pages the products fill, when this page is past the last of them (a link kept from a longer
   * list, `?page=99`): its empty page says so, with a way to the last page, instead of 'No products found'.
   */
  pagesWhenPastTheEnd?: number;
  onGoToPage: (page: number) => void;
  /** The comparison list, so each card can say whether its product is in it. */
  compareIds: readonly string[];
  onAddToCompare: (productId: string) => void;
  onRemoveFromCompare: (productId: string) => void;
}

/**
 * The catalogue's page of results: skeletons, the cards, 'No products found', a page past the last one, or the
 * failure with Retry.
 */
export function ProductsResults({
  products,
  layout,
  currency,
  isRefreshing,
  hasFailed,
  onRetry,
  onClearFilters,
  pagesWhenPastTheEnd,
  onGoToPage,
  compareIds,
  onAddToCompare,
  onRemoveFromCompare,
}: ProductsResultsProps) {
  if (hasFailed) {
    return <LoadFailure headingLevel={2} title={LOAD_PRODUCTS_FAILED} onRetry={onRetry} />;
  }
  if (products === undefined) {
    return <ProductsResultsSkeleton layout={layout} />;
  }
  if (products.length === 0 && pagesWhenPastTheEnd !== undefined) {
    return (
      <div className="rounded-card border border-border bg-surface">
        <EmptyState
          headingLevel={2}
          title="This page is past the last one"
          description={`The products fill ${pagesWhenPastTheEnd} ${pagesWhenPastTheEnd === 1 ? 'page' : 'pages'}.`}
          action={
            <Button variant="secondary" onPress={() => onGoToPage(pagesWhenPastTheEnd)}>
              Go to page {pagesWhenPastTheEnd}
            </Button>
          }
        />
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div className="rounded-card border border-border bg-surface">
        <EmptyState
          headingLevel={2}
          title="No products found"
          description="Try another category or price range."
          action={
            <Button variant="secondary" onPress={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <ul
      aria-label="Products"
      aria-busy={isRefreshing}
      className={cn(
        layoutClasses[layout],
        'transition-opacity motion-reduce:transition-none',
        isRefreshing && 'opacity-60',
      )}
    >
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            currency={currency}
            layout={layout}
            headingLevel={2}
            isPriority={index < PRIORITY_CARD_COUNT}
            actions={
              <CompareActions
                productName={product.name}
                isInComparison={compareIds.includes(product._id)}
                onAddToCompare={() => onAddToCompare(product._id)}
                onRemoveFromCompare={() => onRemoveFromCompare(product._id)}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
