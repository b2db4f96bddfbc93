import { waitForBackend } from '@aurora-store/api';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useApiClient } from '../../common/api-client';
import { takeEarlyHealthCheck } from './early-health-check';
import { StartupScreen } from './startup-screen';
import { useElapsedSeconds } from './use-elapsed-seconds';

/**
 * 'quiet': the first health check is under way and the page's frame (what its HTML painted) stays on screen;
 * 'waiting': the backend is slow or down, and the start-up screen says so.
 */
type GateState = 'quiet' | 'waiting' | 'ready' | 'failed';

/**
 * How long the first health check may take before the start-up screen replaces the page's frame. An awake
 * backend answers well within it, so a visit does not flash 'Waking up backend...' for one round trip; a
 * sleeping one is announced after half a second, within the first of the counter's seconds.
 */
export const STARTUP_QUIET_MS = 500;

export interface StartupGateProps {
  /** The store itself, shown once the backend answers its health check. */
  children: ReactNode;
  /**
   * What shows while the first check is under way, for up to STARTUP_QUIET_MS: the frame the page's HTML
   * painted, so the screen does not change until there is news. Without it the start-up screen shows at once.
   */
  frame?: ReactNode;
  /** 'Try Again': the app reloads the page so the whole start-up runs anew. */
  onRetry?: () => void;
  /**
   * How long the frame may stay while the first check is under way: STARTUP_QUIET_MS. A story sets it longer
   * to show that a failed check replaces the frame at once, without racing the timer on a busy machine.
   */
  quietMs?: number;
}

/** Holds the store back until the backend's health check succeeds (spec sections 2 and 4, Start-up). */
export function StartupGate({
  children,
  frame,
  onRetry = reloadPage,
  quietMs = STARTUP_QUIET_MS,
}: StartupGateProps) {
  const client = useApiClient();
  const [state, setState] = useState<GateState>(frame === undefined ? 'waiting' : 'quiet');
  // Set at once when the backend answers, while the store itself renders as a transition: the counter stops
  // first, since each of its ticks would interrupt that render and start it over, work thrown away on a busy
  // machine.
  const [hasAnswered, setHasAnswered] = useState(false);
  // Counted from the start of the visit, not from when the screen shows.
  const elapsedSeconds = useElapsedSeconds(!hasAnswered && (state === 'quiet' || state === 'waiting'));

  useEffect(() => {
    const controller = new AbortController();
    const announce = () => setState((current) => (current === 'quiet' ? 'waiting' : current));
    const quietEnds = setTimeout(announce, quietMs);
    let earlyCheck = takeEarlyHealthCheck(client);
    waitForBackend(
      async (signal) => {
        const check = earlyCheck ?? client.health(signal);
        earlyCheck = undefined;
        try {
          return await check;
        } catch (error) {
          // A check that failed is news: the backend is not there yet.
          if (!signal?.aborted) announce();
          throw error;
        }
      },
      { signal: controller.signal },
    ).then(
      () => {
        // The early check takes no signal: its answer may come after this effect has been cleaned up.
        if (controller.signal.aborted) return;
        clearTimeout(quietEnds);
        setHasAnswered(true);
        // The whole store renders at once here: as a transition React renders it in slices, between which the
        // browser can answer input, rather than in one long task.
        startTransition(() => setState('ready'));
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => {
      clearTimeout(quietEnds);
      controller.abort();
    };
  }, [client, quietMs]);

  if (state === 'ready') return children;
  if (state === 'quiet') return frame;
  if (state === 'failed') return <StartupScreen state="failed" onRetry={onRetry} />;
  return <StartupScreen state="waiting" elapsedSeconds={elapsedSeconds} />;
}

function reloadPage() {
  window.location.reload();
}
