import { IDEMPOTENCY_KEY_HEADER } from '../../contract/constants';
import type { CouponPreviewRequest, couponPreviewResponseSchema } from '../../contract/coupon-preview';
import type {
  clearOrderHistoryResponseSchema,
  MyOrdersQuery,
  myOrdersResponseSchema,
  OrderCreationPayload,
  orderResponseSchema,
} from '../../contract/orders';
import {
  CLEAR_ORDER_HISTORY_PATH,
  COUPON_PREVIEW_PATH,
  MY_ORDERS_PATH,
  ORDERS_PATH,
  orderPath,
} from '../../contract/paths';
import type { AnswerOf, ApiRequest } from '../request';

export interface PlaceOrderOptions {
  /**
   * One key per checkout attempt, reused when the same submit is retried: the server then answers the order
   * the first attempt placed instead of placing a second one.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** SWR keys for the orders calls, so screens and stories cache and revalidate the same entries. */
export const orderKeys = {
  all: ['orders'] as const,
  myOrders: (page: number) => ['orders', 'my-orders', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

export function orderCalls(request: ApiRequest) {
  return {
    placeOrder: (payload: OrderCreationPayload, { idempotencyKey, signal }: PlaceOrderOptions = {}) =>
      request<AnswerOf<typeof orderResponseSchema>>('POST', ORDERS_PATH, {
        body: payload,
        headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
        signal,
      }),
    myOrders: (query: MyOrdersQuery = {}, signal?: AbortSignal) =>
      request<AnswerOf<typeof myOrdersResponseSchema>>('GET', MY_ORDERS_PATH, {
        query: { page: query.page, limit: query.limit },
        signal,
      }),
    order: (id: string, signal?: AbortSignal) =>
      request<AnswerOf<typeof orderResponseSchema>>('GET', orderPath(id), { signal }),
    /** What a discount code takes off the caller's cart (or `subtotal`), or why it does not apply. */
    previewCoupon: (body: CouponPreviewRequest, signal?: AbortSignal) =>
      request<AnswerOf<typeof couponPreviewResponseSchema>>('POST', COUPON_PREVIEW_PATH, { body, signal }),
    clearOrderHistory: (signal?: AbortSignal) =>
      request<AnswerOf<typeof clearOrderHistoryResponseSchema>>('DELETE', CLEAR_ORDER_HISTORY_PATH, {
        signal,
      }),
  };
}
