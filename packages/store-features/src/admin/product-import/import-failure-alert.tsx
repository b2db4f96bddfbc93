import { useEffect, useRef } from 'react';
import type { ImportFailure } from './use-product-import';

/** A long refusal (every row of a large file wrong) lists this many errors, then says how many more. */
const ERRORS_SHOWN = 10;

/** The server's refusal in the dialog, with the columns or rows it names. */
export function ImportFailureAlert({ failure }: { failure: ImportFailure }) {
  const shown = failure.errors.slice(0, ERRORS_SHOWN);
  const more = failure.errors.length - shown.length;
  const alertRef = useRef<HTMLDivElement>(null);
  // A refusal may appear below a long result: it is brought into view as well as read out.
  useEffect(() => {
    alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={alertRef}
      role="alert"
      className="rounded-card border border-danger/40 bg-danger/10 px-4 py-3 text-sm"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium text-foreground">{failure.message}</p>
        {shown.length > 0 && (
          <ul className="flex flex-col gap-0.5 text-foreground">
            {shown.map((error) => (
              <li key={`${error.field}:${error.message}`} className="break-words">
                <code className="font-mono text-xs">{error.field}</code>: {error.message}
              </li>
            ))}
            {more > 0 && <li className="text-muted">and {more} more</li>}
          </ul>
        )}
      </div>
    </div>
  );
}
