import { type PublicUser, wishlistKeys } from '@aurora-store/api';
import { useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { includesProduct } from './product-page-rules';

/**
 * The wishlist button (spec sections 6 and 8). Whether the product is in the wishlist is read from the
 * signed-in shopper's wishlist, the same cache the header counts, and every answer is written back into it.
 */
export function useWishlistToggle(
  productId: string,
  user: PublicUser | null,
  onRequireLogin: (message: string) => void,
) {
  const client = useApiClient();
  const toasts = useToasts();
  const wishlist = useSWR(user ? wishlistKeys.wishlist() : null, () => client.getWishlist());
  const [isUpdating, setUpdating] = useState(false);
  const isInWishlist = user !== null && includesProduct(wishlist.data?.data.wishlist, productId);

  const toggleWishlist = async () => {
    if (!user) {
      onRequireLogin('Please login to add items to wishlist');
      return;
    }
    setUpdating(true);
    try {
      const answer = isInWishlist
        ? await client.removeFromWishlist(productId)
        : await client.addToWishlist({ productId });
      await wishlist.mutate(answer, { revalidate: false });
      toasts.success(isInWishlist ? 'Removed from wishlist' : 'Added to wishlist!');
    } catch (error) {
      toasts.error(
        failureMessage(
          error,
          isInWishlist ? 'Failed to remove item from wishlist' : 'Failed to add item to wishlist',
        ),
      );
    } finally {
      setUpdating(false);
    }
  };

  return { isInWishlist, toggleWishlist, isUpdating };
}
