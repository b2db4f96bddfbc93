export { ApiClientProvider, useApiClient } from './api-client-context';
