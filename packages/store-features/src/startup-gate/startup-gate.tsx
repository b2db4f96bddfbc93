import { waitForBackend } from '@aurora-store/api';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useApiClient } from '../api-client';
import { StartupScreen } from './startup-screen';
import { useElapsedSeconds } from './use-elapsed-seconds';

type GateState = 'waiting' | 'ready' | 'failed';

export interface StartupGateProps {
  /** The store itself, shown once the backend answers its health check. */
  children: ReactNode;
  /** 'Try Again': the app reloads the page so the whole start-up runs anew. */
  onRetry?: () => void;
}

/** Holds the store back until the backend's health check succeeds (spec sections 2 and 4, Start-up). */
export function StartupGate({ children, onRetry = reloadPage }: StartupGateProps) {
  const client = useApiClient();
  const [state, setState] = useState<GateState>('waiting');
  const elapsedSeconds = useElapsedSeconds(state === 'waiting');

  useEffect(() => {
    const controller = new AbortController();
    waitForBackend((signal) => client.health(signal), { signal: controller.signal }).then(
      // The whole store renders at once here: as a transition React renders it in slices, between which the
      // browser can answer input, rather than in one long task.
      () => startTransition(() => setState('ready')),
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, [client]);

  if (state === 'ready') return children;
  if (state === 'failed') return <StartupScreen state="failed" onRetry={onRetry} />;
  return <StartupScreen state="waiting" elapsedSeconds={elapsedSeconds} />;
}

function reloadPage() {
  window.location.reload();
}
