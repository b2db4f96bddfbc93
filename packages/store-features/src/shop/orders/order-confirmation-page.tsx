import { type Order, orderKeys } from '@aurora-store/api';
import { Container, LinkButton, Skeleton } from '@aurora-store/ui';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { OrderConfirmationDetails, type OrderCustomer } from './order-confirmation-details';
import { ORDER_NOT_FOUND_DESCRIPTION } from './order-messages';

/** What checkout hands the confirmation as navigation state: the placed order and who placed it. */
export interface PlacedOrder {
  order: Order;
  customer: OrderCustomer;
}

export interface OrderConfirmationPageProps {
  /** The order to load, from /order-confirmation/{orderId}. */
  orderId?: string;
  /** The order checkout just placed; when present nothing is loaded. */
  placed?: PlacedOrder;
  /** Print Order. @default the browser's print dialog */
  onPrint?: () => void;
}

/**
 * Order confirmation (/order-confirmation[/{orderId}]): the order from checkout's navigation state, or
 * loaded by id (a reload or a shared link), or 'Order not found'.
 */
export function OrderConfirmationPage({ orderId, placed, onPrint = printPage }: OrderConfirmationPageProps) {
  const client = useApiClient();
  const loadId = placed ? undefined : orderId;
  const { data, isLoading } = useSWR(
    loadId ? orderKeys.detail(loadId) : null,
    () => client.order(loadId ?? ''),
    { shouldRetryOnError: false },
  );
  const order = placed?.order ?? data?.data.order;

  return (
    <main>
      <Container size="lg" className="py-8 sm:py-12">
        {order ? (
          <OrderConfirmationDetails
            order={order}
            customer={placed?.customer ?? customerOfOrder(order)}
            onPrint={onPrint}
          />
        ) : isLoading ? (
          <ConfirmationLoading />
        ) : (
          <OrderNotFound />
        )}
      </Container>
    </main>
  );
}

/** Without checkout's state, the customer is the order's account holder, reached at the shipping phone. */
function customerOfOrder(order: Order): OrderCustomer {
  return {
    name: `${order.user.firstName} ${order.user.lastName}`,
    email: order.user.email,
    phone: order.shippingAddress.phone,
  };
}

function OrderNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <h1 className="font-bold text-2xl text-foreground">Order not found</h1>
      <p className="max-w-md text-muted">{ORDER_NOT_FOUND_DESCRIPTION}</p>
      <LinkButton href="/orders" className="mt-2">
        View All Orders
      </LinkButton>
    </div>
  );
}

function ConfirmationLoading() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading order...</span>
      <Skeleton shape="circle" className="mx-auto size-14" />
      <Skeleton className="mx-auto h-8 w-64 max-w-full" />
      <Skeleton shape="block" className="h-32" />
      <Skeleton shape="block" className="h-64" />
    </div>
  );
}

function printPage() {
  window.print();
}
