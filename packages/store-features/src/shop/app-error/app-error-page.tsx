import { Button, buttonVariants } from '@aurora-store/ui';
import { Link } from 'react-aria-components';

export interface AppErrorPageProps {
  /** Loads the page afresh: most often the app was updated while it was open, and a reload fixes it. */
  onReload: () => void;
}

/** What a screen that failed to load or broke shows: what happened, and two ways on. */
export function AppErrorPage({ onReload }: AppErrorPageProps) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="font-semibold text-3xl text-foreground">Something went wrong</h1>
      <p className="text-muted">
        This page could not be shown. The store may have just been updated: reloading usually fixes it.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="primary" onPress={onReload}>
          Reload
        </Button>
        <Link href="/" className={buttonVariants({ variant: 'secondary' })}>
          Back to Home
        </Link>
      </div>
    </main>
  );
}
