import type { ReactNode } from 'react';

/**
 * The documents as paper on screen, for their stories only (in the app they are never shown, only printed):
 * white sheets on a grey desk, as wide as an A4 page where the screen allows.
 */
export function PaperPreview({ children }: { children: ReactNode }) {
  return (
    <div
      className={[
        'flex flex-col items-center gap-6 rounded-card sm:bg-neutral-300 sm:p-8',
        '[&_[data-print-document]]:w-full [&_[data-print-document]]:max-w-[210mm]',
        '[&_[data-print-document]]:p-3 sm:[&_[data-print-document]]:p-[12mm]',
        '[&_[data-print-document]]:shadow-lg',
      ].join(' ')}
    >
      {children}
    </div>
  );
}
