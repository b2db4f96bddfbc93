import { createApiClient } from '@aurora-store/api';

/** The server serves this app, so the API is on the page's own origin. */
export const apiClient = createApiClient({ baseUrl: '' });
