import type { ApiRequest } from '../request';

// Filled in by the wishlist work of issue 3.
export function wishlistCalls(_request: ApiRequest) {
  return {};
}
