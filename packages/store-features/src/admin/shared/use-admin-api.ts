import { type AdminApi, createAdminApi } from '@aurora-store/api';
import { useMemo } from 'react';
import { useApiClient } from '../../common/api-client';

/**
 * The administrator's calls over the app's one api client (its token, timeout and 401 handling). Built once
 * per client, so a screen can put the calls in effects and SWR fetchers without new identities each render.
 */
export function useAdminApi(): AdminApi {
  const client = useApiClient();
  return useMemo(() => createAdminApi(client), [client]);
}
