import { AppErrorPage } from '@aurora-store/store-features';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** Any route's failure (a screen that threw, a chunk that would not load): the store's error page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Kept where a developer looks; the shopper sees the page.
    console.error(error);
  }, [error]);
  return <AppErrorPage onReload={() => window.location.reload()} />;
}
