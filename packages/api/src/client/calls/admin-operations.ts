import type { ApiRequest } from '../request';

// Filled in by the admin-operations work of issue 4.
export function adminOperationsCalls(_request: ApiRequest) {
  return {};
}
