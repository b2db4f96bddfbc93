import { adminOperationsKeys, isApiError, ORDER_NOT_FOUND_MESSAGE } from '@aurora-store/api';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { LoadFailure } from '../../common/load-failure';
import type { Navigate } from '../../common/navigation';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { OrderDetail } from './order-detail';
import { BackToOrders } from './order-detail-header';
import { OrderDetailLoading } from './order-detail-loading';
import { ADMIN_ORDERS_HREF, LOAD_ORDER_FAILED } from './order-detail-messages';

export interface AdminOrderDetailPageProps {
  /** The order of /admin/orders/{id}. */
  orderId: string;
  /** Where an order that is not there leads: back to the list (listHref), replacing the broken address. */
  onNavigate: Navigate;
  /** Opens the print dialog once the invoice and packing slip are on the page. @default the browser's print */
  onPrint?: () => void;
  /**
   * The list this order was opened from, with its search, filter and page (`/admin/orders?status=shipped&page=2`):
   * where Back to Orders and a missing order lead. @default '/admin/orders'
   */
  listHref?: string;
}

const isNotFound = (failure: unknown) => isApiError(failure) && failure.status === 404;

/**
 * The admin order detail (/admin/orders/{id}, spec section 2): the order's items, customer, address and
 * summary; its status and payment to change; its timeline, its recorded activity and internal notes; and its
 * invoice and packing slip to print. An order that is not there says 'Order not found' (spec section 8) and
 * goes back to the list; any other failure stays, with Retry.
 */
export function AdminOrderDetailPage({
  orderId,
  onNavigate,
  onPrint,
  listHref = ADMIN_ORDERS_HREF,
}: AdminOrderDetailPageProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const { data, error, isValidating, mutate } = useSWR(
    adminOperationsKeys.order(orderId),
    ([, , , id]) => admin.getAdminOrder(id),
    {
      // One toast per failure; Retry is the admin's to press.
      shouldRetryOnError: false,
      onError: (failure: unknown) => {
        if (isNotFound(failure)) {
          toasts.error(ORDER_NOT_FOUND_MESSAGE);
          onNavigate(listHref, { replace: true });
        } else {
          toasts.error(LOAD_ORDER_FAILED);
        }
      },
    },
  );
  const order = data?.data.order;

  let content: ReactNode;
  if (order) content = <OrderDetail key={order._id} order={order} openPrintDialog={onPrint} />;
  else if (error && !isValidating && !isNotFound(error))
    content = (
      <>
        <h1 className="font-bold text-3xl text-foreground">Order</h1>
        <LoadFailure headingLevel={2} title={LOAD_ORDER_FAILED} onRetry={() => mutate()} />
      </>
    );
  else content = <OrderDetailLoading />;

  return (
    <div aria-busy={!order && !error} className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <BackToOrders href={listHref} />
      {content}
    </div>
  );
}
