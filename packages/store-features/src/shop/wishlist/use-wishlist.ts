import { type PublicUser, wishlistKeys } from '@aurora-store/api';
import { useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { useToasts } from '../../common/toasts';

/** The signed-in shopper's wishlist, and Remove with the spec's toasts (section 8, Wishlist). */
export function useWishlist(user: PublicUser | null) {
  const client = useApiClient();
  const toasts = useToasts();
  const wishlist = useSWR(user ? wishlistKeys.wishlist() : null, () => client.getWishlist());
  const [removingProductId, setRemovingProductId] = useState<string | null>(null);

  const remove = async (productId: string) => {
    setRemovingProductId(productId);
    try {
      await wishlist.mutate(await client.removeFromWishlist(productId), { revalidate: false });
      toasts.success('Removed from wishlist');
    } catch {
      toasts.error('Failed to remove item from wishlist');
    } finally {
      setRemovingProductId(null);
    }
  };

  return {
    products: wishlist.data?.data.wishlist,
    error: wishlist.error as unknown,
    retry: () => wishlist.mutate(),
    removingProductId,
    remove,
  };
}
