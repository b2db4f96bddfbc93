import { cn } from '@aurora-store/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

export interface AuthOutcomeProps {
  tone: 'success' | 'danger';
  message: string;
  /** What to do next: a link to sign in, or to ask for a new reset link. */
  children?: ReactNode;
  /**
   * Take focus when shown in place of the form the shopper just sent, so focus is not lost with the
   * form's button and a screen reader reads the outcome; not when the page opens on it.
   */
  focusOnMount?: boolean;
}

/**
 * The end of an auth flow, shown instead of its form: the link is sent, the password reset, the email verified,
 * the token bad.
 */
export function AuthOutcome({ tone, message, children, focusOnMount = false }: AuthOutcomeProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // In the commit that shows it, not after the paint: the form's button is gone by then, and focus with it.
  useLayoutEffect(() => {
    if (focusOnMount) panelRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role={tone === 'success' ? 'status' : 'alert'}
      className={cn(
        'flex flex-col gap-4 rounded-control border border-border border-s-4 bg-surface px-4 py-4 outline-0 forced-colors:border-[CanvasText]',
        tone === 'success' ? 'border-s-success' : 'border-s-danger',
      )}
    >
      <p className="text-foreground">{message}</p>
      {children}
    </div>
  );
}
