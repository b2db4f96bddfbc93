import { cartKeys, type PublicUser } from '@aurora-store/api';
import { Button, Container, EmptyState } from '@aurora-store/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../api-client';
import type { Navigate } from '../navigation';
import { CheckoutForm } from './checkout-form';
import { CheckoutLoading } from './checkout-loading';
import { CheckoutSummary } from './checkout-summary';
import { cartTotals } from './order-payload';
import { type PlacedOrder, usePlaceOrder } from './use-place-order';

export interface CheckoutPageProps {
  /** The signed-in shopper, whose email, name and phone fill the form in. */
  user: PublicUser | null;
  /** Used to leave for /cart (replacing history) when there is nothing to check out. */
  onNavigate: Navigate;
  /** The order is placed and the cart cleared: the app opens the confirmation with this as its state. */
  onOrderPlaced: (placed: PlacedOrder) => void;
}

/** The Checkout screen (spec section 2): the shopper's details and card beside the order summary. */
export function CheckoutPage({ user, onNavigate, onOrderPlaced }: CheckoutPageProps) {
  const client = useApiClient();
  const cart = useSWR(cartKeys.cart(), () => client.getCart());
  const { state, placeOrder } = usePlaceOrder(onOrderPlaced);
  const formId = useId();
  const summaryTitleId = useId();

  // Once placed, the screen keeps the lines it ordered: the cleared cart is not a reason to go back to /cart.
  const lines = state.status === 'placed' ? state.lines : cart.data?.data.cart;
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
          isBusy={isBusy}
          onValidSubmit={(values) => placeOrder(lines, values)}
        />
        <section aria-labelledby={summaryTitleId} className="lg:sticky lg:top-6">
          <CheckoutSummary
            titleId={summaryTitleId}
            lines={lines}
            totals={cartTotals(lines)}
            action={
              <Button
                ref={placeOrderButton}
                type="submit"
                form={formId}
                size="lg"
                isDisabled={isBusy}
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
