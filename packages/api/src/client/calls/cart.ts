import type { ApiRequest } from '../request';

// Filled in by the cart work of issue 3.
export function cartCalls(_request: ApiRequest) {
  return {};
}
