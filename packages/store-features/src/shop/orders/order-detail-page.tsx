import { ApiError, ORDER_NOT_FOUND_MESSAGE, type Order, type OrderItem, orderKeys } from '@aurora-store/api';
import { Button, Container, LinkButton, Skeleton } from '@aurora-store/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import type { Navigate } from '../../common/navigation';
import { OrderStatusBadge, PaymentBadge } from '../../common/order/order-badges';
import { formatOrderDate } from '../../common/order/order-date';
import { OrderLines } from '../../common/order/order-lines';
import { OrderSection } from '../../common/order/order-section';
import { OrderTotals } from '../../common/order/order-totals';
import { ShippingAddressBlock } from '../../common/order/shipping-address';
import { useToasts } from '../../common/toasts';
import { type MyReviews, ReviewedMark, useMyReviews } from '../reviews';
import { WriteReviewDialog } from './write-review-dialog';

export interface OrderDetailPageProps {
  /** The order of /order/{id}. */
  orderId: string;
  /** Where a shopper goes when the order cannot be loaded: /orders, replacing the broken address. */
  onNavigate: Navigate;
}

type ReviewableItem = OrderItem & { product: string };

/** A line can be reviewed once its order is delivered, while its product still exists (spec section 4). */
const isReviewable = (order: Order, item: OrderItem): item is ReviewableItem =>
  order.status === 'delivered' && item.product !== null;

/** The shopper's order detail (/order/{id}). */
export function OrderDetailPage({ orderId, onNavigate }: OrderDetailPageProps) {
  const client = useApiClient();
  const toasts = useToasts();
  const [reviewing, setReviewing] = useState<ReviewableItem | null>(null);
  const { data } = useSWR(orderKeys.detail(orderId), () => client.order(orderId), {
    // A missing order stays missing: say so once and leave (spec section 7). A 401 is not that: the app ends the
    // session and opens /login (spec section 8), and going to /orders as well would race it.
    shouldRetryOnError: false,
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return;
      toasts.error(ORDER_NOT_FOUND_MESSAGE);
      onNavigate('/orders', { replace: true });
    },
  });
  const order = data?.data.order;
  const reviewable = order?.orderItems.filter((item) => isReviewable(order, item)) ?? [];
  // Which of them the shopper has reviewed already: those show their stars instead of 'Write Review'.
  const myReviews = useMyReviews(reviewable.map((item) => item.product));

  return (
    <main>
      <Container size="lg" className="flex flex-col gap-6 py-8 sm:py-12">
        <LinkButton
          href="/orders"
          variant="ghost"
          size="sm"
          className="-ms-3 gap-1.5 self-start print:hidden"
        >
          <span aria-hidden="true">←</span> Back to Orders
        </LinkButton>
        {order ? (
          <>
            <OrderHeading order={order} />
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <OrderSection title="Items">
                <OrderLines
                  items={order.orderItems}
                  aria-label={`Items in order ${order.orderNumber}`}
                  renderAction={(item) =>
                    isReviewable(order, item) && (
                      <ReviewAction item={item} myReviews={myReviews} onWrite={() => setReviewing(item)} />
                    )
                  }
                />
              </OrderSection>
              <div className="flex flex-col gap-6">
                <OrderSection title="Order Summary">
                  <OrderTotals {...order} />
                </OrderSection>
                <OrderSection title="Shipping Address">
                  <ShippingAddressBlock address={order.shippingAddress} />
                </OrderSection>
              </div>
            </div>
            <WriteReviewDialog
              item={reviewing}
              onSubmitted={(item, review) => myReviews.recordReview(item.product, review)}
              onClose={() => setReviewing(null)}
            />
          </>
        ) : (
          <DetailLoading />
        )}
      </Container>
    </main>
  );
}

interface ReviewActionProps {
  item: ReviewableItem;
  myReviews: MyReviews;
  onWrite: () => void;
}

/**
 * A delivered line's review: the shopper's stars once reviewed, 'Write Review' otherwise. Nothing while that is
 * being looked up; should the look-up fail, the button, as the server still refuses a second review.
 */
function ReviewAction({ item, myReviews, onWrite }: ReviewActionProps) {
  const review = myReviews.reviewOf(item.product);
  if (review) return <ReviewedMark rating={review.rating} />;
  if (review === undefined && !myReviews.hasFailed) return null;
  return (
    <Button variant="outline" size="sm" aria-label={`Write Review for ${item.name}`} onPress={onWrite}>
      Write Review
    </Button>
  );
}

function OrderHeading({ order }: { order: Order }) {
  return (
    <header className="flex flex-col gap-3">
      <h1 className="break-words font-bold text-2xl text-foreground sm:text-3xl">
        Order #{order.orderNumber}
      </h1>
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} size="md" />
        <PaymentBadge isPaid={order.isPaid} wording="detail" size="md" />
      </div>
      <p className="text-muted">
        Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
      </p>
    </header>
  );
}

function DetailLoading() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading order...</span>
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="h-6 w-48" />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Skeleton shape="block" className="h-72" />
        <Skeleton shape="block" className="h-48" />
      </div>
    </div>
  );
}
