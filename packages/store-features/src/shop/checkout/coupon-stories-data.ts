import type { Order, OrderResponse } from '@aurora-store/api';
import { type MockRoutes, ok } from '../../common/story-support/mock-routes';
import { autumn } from '../discount-code/stories-data';
import { resetCouponRequests, withCouponPreview } from '../discount-code/story-routes';
import { checkoutRoutes, ordersRoute, placedOrder, resetOrderRequests } from './stories-data';

/** The order the server answers for the demo cart with AUTUMN15. */
export const discountedOrder: Order = {
  ...placedOrder,
  couponCode: autumn.code,
  discountPrice: 193.2,
  taxPrice: 87.58,
  totalPrice: 1192.38,
};

export const discountedOrderAnswer: OrderResponse = { success: true, data: { order: discountedOrder } };

/** For a story's `parameters.api`: the order is placed with AUTUMN15. */
export const discountedOrderRoutes: MockRoutes = {
  'POST /api/orders': ordersRoute(() => ok(discountedOrderAnswer, 201)),
};

/** The two checkout discount code story files' fake server: the checkout's, with the coupon preview. */
export const checkoutWithPreviewRoutes = withCouponPreview(checkoutRoutes);

/** For those files' `beforeEach`: each story starts with no order or preview recorded by the one before. */
export function resetOrderAndCouponRequests() {
  resetOrderRequests();
  resetCouponRequests();
}
