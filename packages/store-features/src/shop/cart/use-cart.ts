import { type CartLine, type CartResponse, cartKeys, type PublicUser } from '@aurora-store/api';
import { useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';

/** A line whose call is under way, and the quantity it is going to (shown while the call runs). */
export interface BusyLine {
  productId: string;
  quantity: number;
}

/**
 * The signed-in shopper's cart and what can be done to it. Every mutation answers the whole cart, which
 * goes straight into the SWR cache; a failure raises the spec's toast and leaves the cart as it was.
 */
export function useCart(user: PublicUser | null) {
  const client = useApiClient();
  const toasts = useToasts();
  const cart = useSWR(user ? cartKeys.cart() : null, () => client.getCart());
  const [busyLine, setBusyLine] = useState<BusyLine | null>(null);
  const [isClearing, setClearing] = useState(false);

  const run = async (busy: BusyLine, call: () => Promise<CartResponse>, fallback: string) => {
    setBusyLine(busy);
    try {
      await cart.mutate(await call(), { revalidate: false });
    } catch (error) {
      toasts.error(failureMessage(error, fallback));
    } finally {
      setBusyLine(null);
    }
  };

  return {
    lines: cart.data?.data.cart,
    error: cart.error as unknown,
    isLoading: cart.isLoading,
    retry: () => cart.mutate(),
    busyLine,
    isClearing,
    /** True while any call runs: every other change waits, so two answers never overwrite each other. */
    isBusy: busyLine !== null || isClearing,
    updateQuantity: (line: CartLine, quantity: number) =>
      run(
        { productId: line._id, quantity },
        () => client.updateCartItem({ productId: line._id, quantity }),
        'Failed to update cart',
      ),
    remove: (line: CartLine) =>
      run(
        { productId: line._id, quantity: line.quantity },
        () => client.removeFromCart(line._id),
        'Failed to remove item',
      ),
    clear: async () => {
      setClearing(true);
      try {
        await cart.mutate(await client.clearCart(), { revalidate: false });
      } catch (error) {
        toasts.error(failureMessage(error, 'Failed to clear cart'));
      } finally {
        setClearing(false);
      }
    },
  };
}
