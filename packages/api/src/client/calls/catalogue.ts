import type { ApiRequest } from '../request';

// Filled in by the catalogue work of issue 3.
export function catalogueCalls(_request: ApiRequest) {
  return {};
}
