import { CART_PATH, cartKeys, ORDERS_PATH } from '@aurora-store/api';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { ApiClientProvider, useApiClient } from '../api-client';
import { answers } from '../story-support/fixtures';
import { mockApiClient } from '../story-support/mock-api-client';
import { failure, type MockAnswer, ok } from '../story-support/mock-routes';
import { idempotencyKeyOf, orderRequests, placedOrderAnswer } from './stories-data';

/** How the fake server meets the nth POST /api/orders (from 1): an answer, the placed order, or no network. */
type OrderOutcome = MockAnswer | 'placed' | 'unreachable';

/**
 * A fake server that also sees request headers, which the story routes do not: it records each order's
 * Idempotency-Key, and can fail the way a dropped connection does. Inside withStore, so its client wins.
 */
export function withOrderServer(outcome: (call: number) => OrderOutcome): Decorator {
  return (Story) => (
    <OrderServer outcome={outcome}>
      <Story />
    </OrderServer>
  );
}

function OrderServer({
  outcome,
  children,
}: {
  outcome: (call: number) => OrderOutcome;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    let calls = 0;
    return mockApiClient((url, init) => {
      if (url.pathname === CART_PATH) return ok(answers.cart);
      if (url.pathname !== ORDERS_PATH || init?.method !== 'POST') return failure(404, 'No such route');
      calls += 1;
      orderRequests.body(JSON.parse(String(init.body)));
      orderRequests.idempotencyKey(idempotencyKeyOf(init));
      const result = outcome(calls);
      if (result === 'unreachable') throw new TypeError('Failed to fetch');
      return result === 'placed' ? ok(placedOrderAnswer, 201) : result;
    });
  });
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

/** Shows how many lines the cached cart holds, so a story can see the checkout empty it. */
export function CartCacheProbe() {
  const client = useApiClient();
  const { data } = useSWR(cartKeys.cart(), () => client.getCart());
  return (
    <aside aria-label="Cart cache" className="p-4 text-muted text-sm">
      Cart lines in cache: {data ? data.data.cart.length : 'loading'}
    </aside>
  );
}
