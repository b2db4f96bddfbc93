import { createToastQueue, ToastRegion } from '@aurora-store/ui';
import type { Decorator } from '@storybook/react-vite';
import { useMemo } from 'react';
import { SWRConfig } from 'swr';
import { ApiClientProvider } from '../api-client';
import { ToastQueueProvider } from '../toasts';
import { type MockRoutes, mockRoutesClient } from './mock-routes';

/**
 * What the app gives every screen, for a story: an api client over the story's `parameters.api` routes, a
 * fresh SWR cache (no story sees another's data), and a toast queue with its region.
 */
export const withStore: Decorator = (Story, context) => {
  const routes = (context.parameters.api ?? {}) as MockRoutes;
  return (
    <StoreProviders routes={routes}>
      <Story />
    </StoreProviders>
  );
};

function StoreProviders({ routes, children }: { routes: MockRoutes; children: React.ReactNode }) {
  const client = useMemo(() => mockRoutesClient(routes), [routes]);
  const queue = useMemo(() => createToastQueue(), []);
  return (
    <ApiClientProvider client={client}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          dedupingInterval: 0,
          shouldRetryOnError: false,
          revalidateOnFocus: false,
        }}
      >
        <ToastQueueProvider queue={queue}>
          {children}
          <ToastRegion queue={queue} />
        </ToastQueueProvider>
      </SWRConfig>
    </ApiClientProvider>
  );
}
