import { cartKeys, MY_ORDERS_PAGE_SIZE, orderKeys, type PublicUser } from '@aurora-store/api';
import { Button, Container, EmptyState } from '@aurora-store/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import type { Navigate } from '../../common/navigation';
import { DiscountCodeField, useDiscountCode } from '../discount-code';
import { CheckoutForm } from './checkout-form';
import { CheckoutLoading } from './checkout-loading';
import { CheckoutSummary } from './checkout-summary';
import { lastShippingAddress } from './last-shipping-address';
import { cartSubtotalCents, cartTotals } from './order-payload';
import { type PlacedOrder, usePlaceOrder } from './use-place-order';

export interface CheckoutPageProps {
  /** The signed-in shopper, whose email, name and phone, then last shipping address, fill the form in. */
  user: PublicUser | null;
  /** Used to leave for /cart (replacing history) when there is nothing to check out. */
  onNavigate: Navigate;
  /** The order is placed and the cart cleared: the app opens the confirmation with this as its state. */
  onOrderPlaced: (placed: PlacedOrder) => void;
  /** The discount code applied on the cart (or here before a reload), priced again when the cart loads. */
  discountCode: string | null;
  /** The code applied here, or null when it is removed or refused: the app keeps it for the cart. */
  onDiscountCodeChange: (code: string | null) => void;
}

/** The Checkout screen (spec section 2): the shopper's details and card beside the order summary. */
export function CheckoutPage({
  user,
  onNavigate,
  onOrderPlaced,
  discountCode: carriedCode,
  onDiscountCodeChange,
}: CheckoutPageProps) {
  const client = useApiClient();
  const cart = useSWR(cartKeys.cart(), () => client.getCart());
  // My Orders' first page, newest first (and its cache entry): the last order is on it, if there is one.
  const myOrders = useSWR(user ? orderKeys.myOrders(1) : null, () =>
    client.myOrders({ page: 1, limit: MY_ORDERS_PAGE_SIZE }),
  );
  const orders = myOrders.data?.data.orders;
  const { state, placeOrder } = usePlaceOrder(onOrderPlaced, couponRefusedAtSubmit);
  const formId = useId();
  const summaryTitleId = useId();

  // Once placed, the screen keeps the lines it ordered: the cleared cart is not a reason to go back to /cart.
  const lines = state.status === 'placed' ? state.lines : cart.data?.data.cart;
  const discountCode = useDiscountCode(lines && lines.length > 0 ? cartSubtotalCents(lines) : null, {
    code: carriedCode,
    onCodeChange: onDiscountCodeChange,
    currency: 'USD',
  });
  const { discount } = discountCode;
  const [discountFocus, setDiscountFocus] = useState<object | null>(null);
  // Called after a failed submit, never while rendering: discountCode is there by then. The code leaves the
  // summary, which shows the totals without it, and focus goes to the field that says why.
  function couponRefusedAtSubmit(code: string, message: string) {
    discountCode.refuseApplied(code, message);
    setDiscountFocus({});
  }

  const isEmpty = lines?.length === 0;
  useEffect(() => {
    if (isEmpty) onNavigate('/cart', { replace: true });
  }, [isEmpty, onNavigate]);

  const isBusy = state.status !== 'idle';
  const placeOrderButton = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    // Disabled while busy, the button dropped focus; after a failure it takes it back for the next try.
    if (wasBusy.current && state.status === 'idle' && document.activeElement === document.body) {
      placeOrderButton.current?.focus();
    }
    wasBusy.current = state.status === 'busy';
  }, [state.status]);

  let content: ReactNode;
  if (lines && lines.length > 0) {
    content = (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <CheckoutForm
          id={formId}
          user={user}
          lastShippingAddress={orders && lastShippingAddress(orders)}
          isBusy={isBusy}
          onValidSubmit={(values) => placeOrder(lines, values, discount)}
        />
        <section aria-labelledby={summaryTitleId} className="lg:sticky lg:top-6">
          <CheckoutSummary
            titleId={summaryTitleId}
            lines={lines}
            totals={cartTotals(lines, discount?.discountCents)}
            couponCode={discount?.code ?? null}
            discountField={
              <DiscountCodeField
                discountCode={discountCode}
                isDisabled={isBusy}
                focusRequest={discountFocus}
              />
            }
            action={
              <Button
                ref={placeOrderButton}
                type="submit"
                form={formId}
                size="lg"
                // While a code is being priced the summary is not yet the total to charge.
                isDisabled={isBusy || discountCode.isChecking}
                className="w-full"
              >
                {isBusy ? 'Processing Order...' : 'Place Order'}
              </Button>
            }
          />
        </section>
      </div>
    );
  } else if (cart.error && !cart.data) {
    content = (
      <EmptyState
        headingLevel={2}
        title="Failed to load cart"
        description={cart.error instanceof Error ? cart.error.message : undefined}
        action={
          <Button variant="secondary" onPress={() => cart.mutate()}>
            Try Again
          </Button>
        }
      />
    );
  } else {
    // Loading, or an empty cart on its way back to /cart.
    content = <CheckoutLoading />;
  }

  return (
    <main>
      <Container className="py-8 sm:py-12">
        <h1 className="mb-6 font-semibold text-3xl text-foreground sm:mb-8">Checkout</h1>
        {content}
      </Container>
    </main>
  );
}
