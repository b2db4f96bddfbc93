import { type CartLine, type CartResponse, cartKeys, type Order } from '@aurora-store/api';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../common/api-client';
import { useToasts } from '../../common/toasts';
import { couponRefusalAtSubmit } from '../discount-code';
import { placeOrderFailureMessage } from './checkout-messages';
import type { CheckoutValues } from './checkout-values';
import { nextOrderAttempt, type OrderAttempt } from './order-attempt';
import { type CheckoutCustomer, checkoutCustomer, type OrderDiscount, orderPayload } from './order-payload';

/** What the app receives once the order is placed: the order and who placed it, for the confirmation. */
export interface PlacedOrder {
  order: Order;
  customer: CheckoutCustomer;
}

/**
 * The checkout submit of spec section 4: idle, then busy ('Processing Order...'), then idle again on a
 * failure. Once placed it keeps the lines it ordered, so the screen still shows them after the cart cache
 * is emptied and until the app has moved on to the confirmation.
 */
export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'placed'; lines: readonly CartLine[] };

const emptyCart: CartResponse = { success: true, data: { cart: [] } };

/**
 * `onCouponRefused` hears when the order was refused because its discount code stopped applying since it was
 * priced (issue 17), with the code and the reason; any other failure leaves the code applied.
 */
export function usePlaceOrder(
  onOrderPlaced: (placed: PlacedOrder) => void,
  onCouponRefused: (code: string, message: string) => void,
) {
  const client = useApiClient();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<PlaceOrderState>({ status: 'idle' });
  const lastAttempt = useRef<OrderAttempt | null>(null);
  // A ref as well as the state: a second Enter can arrive before React has rendered the busy state.
  const isSubmitting = useRef(false);

  async function placeOrder(
    lines: readonly CartLine[],
    values: CheckoutValues,
    discount: OrderDiscount | null,
  ): Promise<void> {
    if (isSubmitting.current) return;
    isSubmitting.current = true;
    const payload = orderPayload(lines, values, discount);
    const attempt = nextOrderAttempt(lastAttempt.current, payload, () => crypto.randomUUID());
    lastAttempt.current = attempt;
    setState({ status: 'busy' });
    let order: Order;
    try {
      const answer = await client.placeOrder(payload, { idempotencyKey: attempt.idempotencyKey });
      order = answer.data.order;
    } catch (error) {
      const couponRefusal = discount ? couponRefusalAtSubmit(error) : null;
      if (discount && couponRefusal) onCouponRefused(discount.code, couponRefusal);
      toasts.error(placeOrderFailureMessage(error));
      setState({ status: 'idle' });
      isSubmitting.current = false;
      return;
    }
    setState({ status: 'placed', lines });
    // The server took the ordered lines out of the cart; the cached cart says so too, with no refetch.
    await mutate(cartKeys.cart(), emptyCart, { revalidate: false });
    onOrderPlaced({ order, customer: checkoutCustomer(values) });
  }

  return { state, placeOrder };
}
