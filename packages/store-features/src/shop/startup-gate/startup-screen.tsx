import { BACKEND_UNAVAILABLE_MESSAGE } from '@aurora-store/api';
import { AuroraBackground, Button, Spinner } from '@aurora-store/ui';

export type StartupScreenProps =
  | { state: 'waiting'; elapsedSeconds: number }
  | { state: 'failed'; onRetry: () => void };

/** The full-screen start-up states of spec section 2: waking the backend, or giving up. */
export function StartupScreen(props: StartupScreenProps) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center px-6 py-12 text-center">
      <AuroraBackground />
      <div className="relative flex max-w-md flex-col items-center gap-5">
        {props.state === 'waiting' ? (
          <Waiting elapsedSeconds={props.elapsedSeconds} />
        ) : (
          <Failed onRetry={props.onRetry} />
        )}
      </div>
    </main>
  );
}

function Waiting({ elapsedSeconds }: { elapsedSeconds: number }) {
  return (
    <>
      <Spinner size="lg" isDecorative />
      <div role="status" className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl text-foreground">Waking up backend...</h1>
        <p className="text-muted">Please wait while we start our servers. This may take up to 30 seconds.</p>
      </div>
      {/* Outside the live region: a screen reader should not read out every tick. */}
      <p className="font-mono text-muted text-sm tabular-nums" data-testid="startup-elapsed">
        {elapsedSeconds}s elapsed
      </p>
    </>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <div role="alert" className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl text-foreground">Service Unavailable</h1>
        <p className="text-muted">{BACKEND_UNAVAILABLE_MESSAGE}</p>
      </div>
      <Button variant="primary" onPress={onRetry}>
        Try Again
      </Button>
    </>
  );
}
