import type { ApiRequest } from '../request';

// Filled in by the orders work of issue 3.
export function orderCalls(_request: ApiRequest) {
  return {};
}
