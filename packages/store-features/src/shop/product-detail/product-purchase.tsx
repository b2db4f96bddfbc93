import { type Currency, type ProductDetail, stockLimitMessage } from '@aurora-store/api';
import { Button, NumberField, Spinner, StarRating, ToggleButton } from '@aurora-store/ui';
import { CartIcon, HeartIcon } from '@aurora-store/ui/icons';
import { useState } from 'react';
import { CompareActions, ProductPrice, StockBadge, stockLabel } from '../product-card';
import { clampQuantity, MIN_QUANTITY, maxQuantity } from './product-page-rules';

export interface ProductPurchaseProps {
  product: ProductDetail;
  currency: Currency;
  isAddingToCart: boolean;
  onAddToCart: (quantity: number) => void;
  isInWishlist: boolean;
  isUpdatingWishlist: boolean;
  onToggleWishlist: () => void;
  isInComparison: boolean;
  onAddToCompare: () => void;
  onRemoveFromCompare: () => void;
}

/**
 * The buying half of the product page: rating, price, stock, quantity, and the cart, wishlist and compare
 * actions (spec section 2, Product page).
 */
export function ProductPurchase({
  product,
  currency,
  isAddingToCart,
  onAddToCart,
  isInWishlist,
  isUpdatingWishlist,
  onToggleWishlist,
  isInComparison,
  onAddToCompare,
  onRemoveFromCompare,
}: ProductPurchaseProps) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const stock = stockLabel(product.stock, product.lowStockThreshold);
  const isOutOfStock = stock.state === 'out_of_stock';
  const shownQuantity = clampQuantity(quantity, product.stock);
  const isAtStockLimit = !isOutOfStock && shownQuantity >= product.stock;

  return (
    <div className="flex flex-col gap-5">
      <StarRating value={product.rating} showValue reviewCount={product.reviewCount} />
      <ProductPrice product={product} currency={currency} size="lg" />
      <div>
        <StockBadge stock={stock} size="md" />
      </div>
      <p className="text-muted leading-relaxed">{product.description}</p>
      <NumberField
        label="Quantity"
        minValue={MIN_QUANTITY}
        maxValue={maxQuantity(product.stock)}
        value={shownQuantity}
        onChange={(next) => setQuantity(clampQuantity(next, product.stock))}
        isDisabled={isOutOfStock}
        description={isOutOfStock || isAtStockLimit ? stockLimitMessage(product.stock) : undefined}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          className="grow sm:grow-0"
          isDisabled={isOutOfStock || isAddingToCart}
          onPress={() => onAddToCart(shownQuantity)}
        >
          {/* Not ui's isPending: its announcement points at an id the button never renders (axe fails). */}
          {isAddingToCart ? <Spinner size="sm" isDecorative /> : <CartIcon />}
          {isAddingToCart ? 'Adding...' : 'Add to Cart'}
        </Button>
        <ToggleButton
          isSelected={isInWishlist}
          onChange={onToggleWishlist}
          isDisabled={isUpdatingWishlist}
          className="h-12 px-4"
        >
          <HeartIcon isFilled={isInWishlist} />
          Wishlist
        </ToggleButton>
        <CompareActions
          placement="page"
          productName={product.name}
          isInComparison={isInComparison}
          onAddToCompare={onAddToCompare}
          onRemoveFromCompare={onRemoveFromCompare}
        />
      </div>
    </div>
  );
}
