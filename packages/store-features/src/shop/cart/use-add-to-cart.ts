import { cartKeys } from '@aurora-store/api';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';

/**
 * Add to Cart for every screen that offers it (product page, wishlist, comparison): the answer is written
 * into the cart's cache so the header's count follows at once, with the spec's toasts (section 8).
 */
export function useAddToCart() {
  const client = useApiClient();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [pendingProductId, setPendingProductId] = useState<string | null>(null);

  const addToCart = async (productId: string, quantity = 1) => {
    setPendingProductId(productId);
    try {
      const cart = await client.addToCart({ productId, quantity });
      await mutate(cartKeys.cart(), cart, { revalidate: false });
      toasts.success('Added to cart!');
    } catch (error) {
      toasts.error(failureMessage(error, 'Failed to add item to cart'));
    } finally {
      setPendingProductId(null);
    }
  };

  return { addToCart, pendingProductId };
}
