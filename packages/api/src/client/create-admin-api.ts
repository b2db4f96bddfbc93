import { adminCatalogueCalls } from './calls/admin-catalogue';
import { adminOperationsCalls } from './calls/admin-operations';
import { couponMailingCalls } from './calls/coupon-mailing';
import type { ApiClient } from './create-api-client';

/**
 * The administrator's calls, on the same request as the shopper client: only the admin area builds them, so
 * their code stays out of the shopper's download.
 */
export function createAdminApi(client: Pick<ApiClient, 'request' | 'downloadFile'>) {
  return {
    ...adminCatalogueCalls(client.request, client.downloadFile),
    ...adminOperationsCalls(client.request, client.downloadFile),
    ...couponMailingCalls(client.request),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
