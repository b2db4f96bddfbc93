import type { ReactNode } from 'react';

/**
 * Why the last submit failed, kept above the form after its toast has gone. ui has no inline alert, so it
 * lives here; `role="alert"` reads it out as it appears.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-control border border-border border-s-4 border-s-danger bg-surface px-4 py-3 text-foreground text-sm forced-colors:border-[Mark]"
    >
      {children}
    </div>
  );
}
