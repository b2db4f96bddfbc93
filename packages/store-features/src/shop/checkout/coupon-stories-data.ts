import type { Order, OrderResponse } from '@aurora-store/api';
import { type MockRoutes, ok } from '../../common/story-support/mock-routes';
import { autumn } from '../discount-code/stories-data';
import { ordersRoute, placedOrder } from './stories-data';

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
