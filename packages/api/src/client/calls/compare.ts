import type { ApiRequest } from '../request';

// Filled in by the compare work of issue 3.
export function compareCalls(_request: ApiRequest) {
  return {};
}
