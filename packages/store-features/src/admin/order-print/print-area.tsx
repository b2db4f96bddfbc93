import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where documents print from: a direct child of the page's body, beside the app, so the print styles can set
 * everything else aside. Hidden on screen. Its styles (print-documents.css) come with the package's styles.css.
 */
export function PrintArea({ children }: { children: ReactNode }) {
  return createPortal(<div data-print-root="">{children}</div>, document.body);
}
