import {
  COMPARE_MAX_PRODUCTS,
  type Currency,
  compareKeys,
  isApiError,
  type PublicUser,
} from '@aurora-store/api';
import { Button, Container, EmptyState, LinkButton, Skeleton } from '@aurora-store/ui';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { useAddToCart } from '../cart';
import { ComparisonTable } from './comparison-table';

export interface ComparisonPageProps {
  /** The comparison list the app keeps on the device, in the order the products were added. */
  compareIds: readonly string[];
  /** The signed-in shopper; comparing needs no login, adding to the cart does. */
  user: PublicUser | null;
  currency: Currency;
  onRemoveFromCompare: (productId: string) => void;
  onClearCompare: () => void;
  onRequireLogin: (message: string) => void;
}

/** The Comparison screen (spec section 2, Comparison): a table of the listed products and Clear All. */
export function ComparisonPage({
  compareIds,
  user,
  currency,
  onRemoveFromCompare,
  onClearCompare,
  onRequireLogin,
}: ComparisonPageProps) {
  const client = useApiClient();
  const comparison = useSWR(compareKeys.products(compareIds), () => client.compareProducts(compareIds));
  const cart = useAddToCart();
  const products = comparison.data?.data.products;
  // A 404 means none of the listed products exists any more: nothing to compare, not a failure (section 8).
  const isNotFound = isApiError(comparison.error) && comparison.error.status === 404;

  const content = () => {
    if (compareIds.length === 0 || isNotFound || products?.length === 0) return <NothingToCompare />;
    if (products === undefined) {
      if (comparison.error !== undefined)
        return (
          <EmptyState
            headingLevel={2}
            title="Failed to load comparison products"
            action={<Button onPress={() => comparison.mutate()}>Try Again</Button>}
          />
        );
      return (
        <div role="status" aria-busy="true" aria-label="Loading comparison">
          <Skeleton shape="block" className="h-96" />
        </div>
      );
    }
    return (
      <ComparisonTable
        products={products}
        currency={currency}
        addingProductId={cart.pendingProductId}
        onAddToCart={(product) =>
          user ? cart.addToCart(product._id) : onRequireLogin('Please login to add items to cart')
        }
        onRemove={(product) => onRemoveFromCompare(product._id)}
      />
    );
  };

  return (
    <Container as="main" size="xl" className="py-8 sm:py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-foreground">Product Comparison</h1>
          {compareIds.length > 0 && (
            <p className="mt-1 text-muted">
              Comparing {compareIds.length} of {COMPARE_MAX_PRODUCTS} products
            </p>
          )}
        </div>
        {compareIds.length > 0 && (
          <Button variant="outline" onPress={onClearCompare}>
            Clear All
          </Button>
        )}
      </div>
      {content()}
    </Container>
  );
}

function NothingToCompare() {
  return (
    <EmptyState
      headingLevel={2}
      title="No products to compare"
      description={`Add up to ${COMPARE_MAX_PRODUCTS} products from the catalogue to see them side by side.`}
      action={<LinkButton href="/products">Browse Products</LinkButton>}
    />
  );
}
