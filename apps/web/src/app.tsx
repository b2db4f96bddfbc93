import { ApiClientProvider, StartupGate } from '@aurora-store/store-features';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { apiClient } from './api-client';
import { router } from './router';

export function App() {
  return (
    <JotaiProvider>
      <ApiClientProvider client={apiClient}>
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <StartupGate>
            <RouterProvider router={router} />
          </StartupGate>
        </SWRConfig>
      </ApiClientProvider>
    </JotaiProvider>
  );
}
