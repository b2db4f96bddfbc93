import { type Currency, categoryLabel, type Product } from '@aurora-store/api';
import { Button, LinkButton, Spinner, StarRating } from '@aurora-store/ui';
import { productHref } from '../../common/navigation';
import { ProductPrice, StockBadge, stockLabel } from '../product-card';
import type { ComparisonRowId } from './comparison-rows';

export interface ComparisonCellProps {
  row: ComparisonRowId;
  product: Product;
  currency: Currency;
  isAddingToCart: boolean;
  onAddToCart: () => void;
  onRemove: () => void;
}

/** What one product shows in one row of the comparison. */
export function ComparisonCell({
  row,
  product,
  currency,
  isAddingToCart,
  onAddToCart,
  onRemove,
}: ComparisonCellProps) {
  switch (row) {
    case 'price':
      return <ProductPrice product={product} currency={currency} />;
    case 'rating':
      return <StarRating value={product.rating} size="sm" showValue reviewCount={product.reviewCount} />;
    case 'category':
      return categoryLabel(product.category);
    case 'brand':
      return product.brand;
    case 'stock':
      return <StockBadge stock={stockLabel(product.stock, product.lowStockThreshold)} />;
    case 'description':
      return <p className="text-muted leading-relaxed">{product.description}</p>;
    case 'actions':
      return (
        <ComparisonActions
          product={product}
          isAddingToCart={isAddingToCart}
          onAddToCart={onAddToCart}
          onRemove={onRemove}
        />
      );
  }
}

/*
 * A call under way shows as a Spinner beside Add to Cart rather than a pending Button: React Aria announces a
 * pending button through a live region that would outlive the column once Remove takes it away.
 */
function ComparisonActions({
  product,
  isAddingToCart,
  onAddToCart,
  onRemove,
}: Omit<ComparisonCellProps, 'row' | 'currency'>) {
  const isOutOfStock = product.stock <= 0;
  return (
    <div className="flex flex-col items-stretch gap-2">
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          className="flex-1"
          aria-label={`${isOutOfStock ? 'Out of Stock' : 'Add to Cart'}: ${product.name}`}
          isDisabled={isOutOfStock}
          aria-disabled={isAddingToCart || undefined}
          onPress={() => {
            if (!isAddingToCart) onAddToCart();
          }}
        >
          {isOutOfStock ? 'Out of Stock' : 'Add to Cart'}
        </Button>
        {isAddingToCart && <Spinner size="sm" aria-label={`Adding ${product.name} to cart`} />}
      </div>
      <LinkButton
        size="sm"
        variant="secondary"
        href={productHref(product._id)}
        aria-label={`View ${product.name}`}
      >
        View
      </LinkButton>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Remove ${product.name} from comparison`}
        onPress={onRemove}
      >
        Remove
      </Button>
    </div>
  );
}
