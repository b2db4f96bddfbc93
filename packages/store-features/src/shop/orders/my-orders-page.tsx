import { MY_ORDERS_PAGE_SIZE, orderKeys, type PublicUser } from '@aurora-store/api';
import { Button, Container, EmptyState, LinkButton, Pagination, Skeleton } from '@aurora-store/ui';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { useToasts } from '../../common/toasts';
import { ClearHistoryAction } from './clear-history-action';
import { MyOrderCard } from './my-order-card';
import { LOAD_ORDERS_FAILED_MESSAGE } from './order-messages';

export interface MyOrdersPageProps {
  /** The signed-in shopper, or null: My Orders needs authentication (spec section 6). */
  user: PublicUser | null;
}

/**
 * My Orders (/orders): the shopper's orders, newest first, MY_ORDERS_PAGE_SIZE a page. The page number is
 * the screen's own state: the spec gives /orders no query.
 */
export function MyOrdersPage({ user }: MyOrdersPageProps) {
  if (!user) {
    return (
      <OrdersShell>
        <EmptyState
          headingLevel={2}
          title="Please Login"
          description="Sign in to see your orders."
          action={<LinkButton href="/login">Login</LinkButton>}
        />
      </OrdersShell>
    );
  }
  return <SignedInOrders />;
}

function SignedInOrders() {
  const client = useApiClient();
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const { data, error, isValidating, mutate } = useSWR(
    orderKeys.myOrders(page),
    () => client.myOrders({ page, limit: MY_ORDERS_PAGE_SIZE }),
    {
      keepPreviousData: true,
      // One toast per failure; Try Again is the shopper's to press.
      shouldRetryOnError: false,
      onError: () => toasts.error(LOAD_ORDERS_FAILED_MESSAGE),
    },
  );
  const orders = data?.data.orders ?? [];
  const pagination = data?.data.pagination;
  const hasOrders = (pagination?.total ?? 0) > 0;

  const content = (): ReactNode => {
    if (error && !data && !isValidating) {
      return (
        <div role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <p className="text-foreground">{LOAD_ORDERS_FAILED_MESSAGE}</p>
          <Button variant="secondary" onPress={() => mutate()}>
            Try Again
          </Button>
        </div>
      );
    }
    if (!pagination) return <OrdersLoading />;
    if (!hasOrders) {
      return (
        <EmptyState
          headingLevel={2}
          title="No orders yet"
          description="When you place an order, it will show up here."
          action={<LinkButton href="/products">Start Shopping</LinkButton>}
        />
      );
    }
    return (
      <div className="flex flex-col gap-6">
        <ul aria-label="Orders" aria-busy={isValidating} className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order._id}>
              <MyOrderCard order={order} />
            </li>
          ))}
        </ul>
        {pagination.pages > 1 && (
          <Pagination
            aria-label="Order pages"
            page={page}
            pageSize={MY_ORDERS_PAGE_SIZE}
            totalItems={pagination.total}
            onPageChange={setPage}
          />
        )}
      </div>
    );
  };

  return (
    <OrdersShell action={hasOrders && <ClearHistoryAction onCleared={() => setPage(1)} />}>
      {content()}
    </OrdersShell>
  );
}

function OrdersShell({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <main>
      <Container size="md" className="flex flex-col gap-6 py-8 sm:py-12">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-bold text-3xl text-foreground">My Orders</h1>
          {action}
        </div>
        {children}
      </Container>
    </main>
  );
}

function OrdersLoading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading orders...</span>
      {[1, 2, 3].map((placeholder) => (
        <Skeleton key={placeholder} shape="block" className="h-52" />
      ))}
    </div>
  );
}
