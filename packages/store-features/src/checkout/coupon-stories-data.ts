import type { Order, OrderResponse } from '@aurora-store/api';
import type { MockRoutes } from '../../story-support/mock-routes';
import { autumn, couponRoute } from '../discount-code/stories-data';
import { checkoutRoutes, placedOrder } from './stories-data';

/** The checkout's routes with the discount code's fake preview. */
export const couponCheckoutRoutes: MockRoutes = {
  ...checkoutRoutes,
  'POST /api/coupons/preview': couponRoute(),
};

/** The order the server answers for the demo cart with AUTUMN15. */
export const discountedOrder: Order = {
  ...placedOrder,
  couponCode: autumn.code,
  discountPrice: 193.2,
  taxPrice: 87.58,
  totalPrice: 1192.38,
};

export const discountedOrderAnswer: OrderResponse = { success: true, data: { order: discountedOrder } };
