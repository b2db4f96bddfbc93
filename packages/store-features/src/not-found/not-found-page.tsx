import { buttonVariants } from '@aurora-store/ui';
import { Link } from 'react-aria-components';

/** What any path without a screen shows: where you are, and the way back. */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="font-mono text-primary text-sm">404</p>
      <h1 className="font-semibold text-3xl text-foreground">Page not found</h1>
      <p className="text-muted">The page you're looking for doesn't exist or has moved.</p>
      <Link href="/" className={buttonVariants({ variant: 'primary' })}>
        Back to Home
      </Link>
    </main>
  );
}
