import {
  CLEAR_ORDER_HISTORY_PATH,
  MY_ORDERS_PATH,
  MY_REVIEWS_PATH,
  ORDER_HISTORY_CLEARED_MESSAGE,
} from '@aurora-store/api';
import type { MockAnswer, MockRequest, MockRoutes } from '../../common/story-support/mock-routes';
import { ok } from '../../common/story-support/mock-routes';
import { emptyOrdersAnswer, myOrdersAnswer, populatedOrders } from './stories-data';

export const MY_ORDERS_ROUTE = `GET ${MY_ORDERS_PATH}`;
export const CLEAR_HISTORY_ROUTE = `DELETE ${CLEAR_ORDER_HISTORY_PATH}`;
export const ORDER_ROUTE = 'GET /api/orders/:id';
export const REVIEW_ROUTE = 'POST /api/products/:id/reviews';
export const MY_REVIEWS_ROUTE = `GET ${MY_REVIEWS_PATH}`;

/** A route that keeps the requests it answered, so a story can check what was asked (or that nothing was). */
export function recordingRoute(answer: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  return {
    requests,
    handler: (request: MockRequest) => {
      requests.push(request);
      return answer(request);
    },
    /** For `beforeEach`: a story run again in Storybook starts with no requests. */
    reset: () => {
      requests.length = 0;
    },
  };
}

/** A fake server whose order history empties once Clear History is confirmed. */
export function clearableHistory() {
  let isCleared = false;
  const clearRequests = recordingRoute(() => {
    isCleared = true;
    return ok({
      success: true,
      message: ORDER_HISTORY_CLEARED_MESSAGE,
      data: { clearedCount: populatedOrders.length },
    });
  });
  const routes: MockRoutes = {
    [MY_ORDERS_ROUTE]: () => ok(isCleared ? emptyOrdersAnswer : myOrdersAnswer(populatedOrders)),
    [CLEAR_HISTORY_ROUTE]: clearRequests.handler,
  };
  return {
    routes,
    clearRequests: clearRequests.requests,
    reset: () => {
      isCleared = false;
      clearRequests.reset();
    },
  };
}
