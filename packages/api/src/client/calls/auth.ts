import type { ApiRequest } from '../request';

// Filled in by the auth work of issue 3.
export function authCalls(_request: ApiRequest) {
  return {};
}
