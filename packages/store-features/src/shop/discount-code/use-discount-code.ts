import { type Currency, centsToDollars, dollarsToCents } from '@aurora-store/api';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApiClient } from '../../common/api-client';
import { couponPreviewFailure, parseCouponCode } from './coupon-failures';
import { discountCodeReducer, initialDiscountCode, settledCode, usableDiscount } from './discount-code-state';

export interface DiscountCodeOptions {
  /**
   * The code the app holds: applied on the other screen (cart or checkout) or before a reload. It is priced
   * here as soon as there is a subtotal, since a code that applied there may not apply now.
   */
  code: string | null;
  /** Hears the code applied here, or null, each time that changes: the app keeps it for the other screen. */
  onCodeChange: (code: string | null) => void;
  /** What the tag and the announcement say the discount in. */
  currency: Currency;
}

/**
 * A summary's discount code: Apply asks the server to price the code on the subtotal shown, and when the
 * subtotal changes an applied code is priced again (its minimum amount and maximum discount are the server's to
 * know). `subtotalCents` is null while there is no cart to price on yet. Not an SWR cache: a preview is a
 * verdict for one moment, and a cached one would show a discount the server had since refused. A newer request
 * aborts the older, so a late answer never wins.
 */
export function useDiscountCode(
  subtotalCents: number | null,
  { code, onCodeChange, currency }: DiscountCodeOptions,
) {
  const client = useApiClient();
  const [state, dispatch] = useReducer(discountCodeReducer, code, initialDiscountCode);
  const request = useRef<AbortController | null>(null);

  const check = useCallback(
    async (checked: string, subtotal: number) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      dispatch({ type: 'checking', code: checked });
      try {
        const answer = await client.previewCoupon(
          { code: checked, subtotal: centsToDollars(subtotal) },
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
          currency,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'refused', code: checked, message: couponPreviewFailure(error) });
      }
    },
    [client, currency],
  );

  useEffect(() => () => request.current?.abort(), []);

  // The carried code is priced once there is a subtotal; 'checking' then keeps this from asking twice.
  const { carried, checking, applied } = state;
  useEffect(() => {
    if (carried !== null && checking === null && subtotalCents !== null) void check(carried, subtotalCents);
  }, [carried, checking, subtotalCents, check]);

  useEffect(() => {
    if (applied && subtotalCents !== null && applied.subtotalCents !== subtotalCents) {
      void check(applied.code, subtotalCents);
    }
  }, [applied, subtotalCents, check]);

  // Only what changes here is reported: once the app has let go of the code (the order was placed with it),
  // a screen still showing it must not hand it back.
  const settled = settledCode(state);
  const reported = useRef(code);
  useEffect(() => {
    if (settled === undefined || settled === reported.current) return;
    reported.current = settled;
    onCodeChange(settled);
  }, [settled, onCodeChange]);

  return {
    state,
    currency,
    /** The discount to price the summary and the order with; none while it is being priced again. */
    discount: usableDiscount(state, subtotalCents),
    /** A code is on its way to the summary: the total shown is not yet the one to charge. */
    isChecking: checking !== null || carried !== null,
    type: (text: string) => dispatch({ type: 'typed', text }),
    apply: () => {
      const parsed = parseCouponCode(state.draft);
      if ('refusal' in parsed) dispatch({ type: 'refused', code: null, message: parsed.refusal });
      else if (subtotalCents !== null) void check(parsed.code, subtotalCents);
    },
    remove: () => {
      request.current?.abort();
      dispatch({ type: 'removed' });
    },
    /** Placing the order was refused because the applied code stopped applying: it leaves, with the reason. */
    refuseApplied: (refused: string, message: string) => {
      request.current?.abort();
      dispatch({ type: 'refused', code: refused, message });
    },
  };
}

export type DiscountCode = ReturnType<typeof useDiscountCode>;
