import type { ApiRequest } from '../request';

// Filled in by the admin-catalogue work of issue 4.
export function adminCatalogueCalls(_request: ApiRequest) {
  return {};
}
