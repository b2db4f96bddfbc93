import { buttonVariants } from '@aurora-store/ui';
import { Link } from 'react-aria-components';

export interface NotFoundMessageProps {
  /** Where the way back leads: the store's home, or the admin's dashboard inside the admin area. */
  home: { href: string; label: string };
}

/** What a path without a screen says, wherever it is shown: where you are, and the way back. */
export function NotFoundMessage({ home }: NotFoundMessageProps) {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="font-mono text-primary text-sm">404</p>
      <h1 className="font-semibold text-3xl text-foreground">Page not found</h1>
      <p className="text-muted">The page you're looking for doesn't exist or has moved.</p>
      <Link href={home.href} className={buttonVariants({ variant: 'primary' })}>
        {home.label}
      </Link>
    </div>
  );
}
