import { useEffect } from 'react';

/**
 * Keeps the tab's title on `title` while the calling screen shows it (the contract's page-titles give it);
 * `undefined` leaves the title alone, for a screen whose title waits on what it loads. There is nothing to
 * restore on the way out: the next page sets its own.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
