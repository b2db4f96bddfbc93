import { centsToDollars, dollarsToCents } from '@aurora-store/api';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApiClient } from '../api-client';
import { couponPreviewFailure, parseCouponCode } from './coupon-failures';
import { discountCodeReducer, initialDiscountCode, usableDiscount } from './discount-code-state';

/**
 * The checkout's discount code: Apply asks the server to price the code on the subtotal shown, and when the
 * cart's subtotal changes an applied code is priced again (its minimum amount and maximum discount are the
 * server's to know). Not an SWR cache: a preview is a verdict for one moment, and a cached one would show a
 * discount the server had since refused. A newer request aborts the older, so a late answer never wins.
 */
export function useDiscountCode(subtotalCents: number) {
  const client = useApiClient();
  const [state, dispatch] = useReducer(discountCodeReducer, initialDiscountCode);
  const request = useRef<AbortController | null>(null);

  const check = useCallback(
    async (code: string, subtotal: number) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      dispatch({ type: 'checking', code });
      try {
        const answer = await client.previewCoupon(
          { code, subtotal: centsToDollars(subtotal) },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        const { coupon, discount } = answer.data;
        dispatch({
          type: 'applied',
          discount: {
            code: coupon.code,
            description: coupon.description,
            discountCents: dollarsToCents(discount),
            subtotalCents: subtotal,
          },
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'refused', code, message: couponPreviewFailure(error) });
      }
    },
    [client],
  );

  useEffect(() => () => request.current?.abort(), []);

  const applied = state.applied;
  useEffect(() => {
    if (applied && applied.subtotalCents !== subtotalCents) void check(applied.code, subtotalCents);
  }, [applied, subtotalCents, check]);

  return {
    state,
    /** The discount to price the summary and the order with; none while it is being priced again. */
    discount: usableDiscount(state, subtotalCents),
    isChecking: state.checking !== null,
    type: (text: string) => dispatch({ type: 'typed', text }),
    apply: () => {
      const parsed = parseCouponCode(state.draft);
      if ('refusal' in parsed) dispatch({ type: 'refused', code: null, message: parsed.refusal });
      else void check(parsed.code, subtotalCents);
    },
    remove: () => {
      request.current?.abort();
      dispatch({ type: 'removed' });
    },
    /** Placing the order was refused because the applied code stopped applying: it leaves, with the reason. */
    refuseApplied: (code: string, message: string) => {
      request.current?.abort();
      dispatch({ type: 'refused', code, message });
    },
  };
}

export type DiscountCode = ReturnType<typeof useDiscountCode>;
