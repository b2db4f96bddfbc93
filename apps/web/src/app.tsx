import { ApiClientProvider, StartupGate } from '@aurora-store/store-features';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { apiClient } from './api-client';
import { appStore } from './app-store';
import { KeepFirstFrame } from './keep-first-frame';
import type { AppRouter } from './router';
import { RouterOnceReady } from './router-once-ready';
import { SessionRefresh } from './session-refresh';

/** The store: `router` made by createAppRouter, in a task of its own (main.tsx). */
export function App({ router }: { router: AppRouter }) {
  return (
    <JotaiProvider store={appStore}>
      <ApiClientProvider client={apiClient}>
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <StartupGate frame={<KeepFirstFrame />}>
            <SessionRefresh />
            <RouterOnceReady router={router} />
          </StartupGate>
        </SWRConfig>
      </ApiClientProvider>
    </JotaiProvider>
  );
}
