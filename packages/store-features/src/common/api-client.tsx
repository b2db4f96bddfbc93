import type { ApiClient } from '@aurora-store/api';
import { createContext, type ReactNode, useContext } from 'react';

const ApiClientContext = createContext<ApiClient | null>(null);

/** The app (or a story) hands every screen the one api client it calls through. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
