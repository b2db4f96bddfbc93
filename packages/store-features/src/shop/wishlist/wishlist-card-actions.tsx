import type { Product } from '@aurora-store/api';
import { Button, Spinner } from '@aurora-store/ui';

export interface WishlistCardActionsProps {
  product: Product;
  isAdding: boolean;
  isRemoving: boolean;
  onAddToCart: () => void;
  onRemove: () => void;
}

/**
 * A wishlist card's footer: Add to Cart (not when out of stock) and Remove. A call under way shows as a
 * Spinner beside the buttons rather than a pending Button: React Aria announces a pending button through a
 * live region that would outlive the card once Remove takes it away. Add to Cart stays focusable meanwhile
 * and ignores presses, so a keyboard user keeps their place.
 */
export function WishlistCardActions({
  product,
  isAdding,
  isRemoving,
  onAddToCart,
  onRemove,
}: WishlistCardActionsProps) {
  const isOutOfStock = product.stock <= 0;
  return (
    <>
      <Button
        size="sm"
        aria-label={`${isOutOfStock ? 'Out of Stock' : 'Add to Cart'}: ${product.name}`}
        isDisabled={isOutOfStock || isRemoving}
        aria-disabled={isAdding || undefined}
        onPress={() => {
          if (!isAdding) onAddToCart();
        }}
      >
        {isOutOfStock ? 'Out of Stock' : 'Add to Cart'}
      </Button>
      {isAdding && <Spinner size="sm" aria-label={`Adding ${product.name} to cart`} />}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Remove ${product.name} from wishlist`}
        isDisabled={isRemoving}
        onPress={onRemove}
      >
        Remove
      </Button>
      {isRemoving && <Spinner size="sm" aria-label={`Removing ${product.name}`} />}
    </>
  );
}
