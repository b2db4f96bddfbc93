import { createApiClient } from '@aurora-store/api';
import { ApiClientProvider } from '@aurora-store/store-features';
import { renderToString } from 'react-dom/server';
import { FirstFrame } from './first-frame';

/** The build's client: a first frame is the page without its data, so rendering it asks the API nothing. */
const noRequests = createApiClient({
  baseUrl: '',
  fetch: () => Promise.reject(new Error('A first frame is rendered without requests')),
});

/** The HTML of a path's first frame, rendered by the build into the page it sends (first-frame-plugin.ts). */
export function firstFrameHtml(pathname: string): string {
  return renderToString(
    <ApiClientProvider client={noRequests}>
      <FirstFrame pathname={pathname} />
    </ApiClientProvider>,
  );
}
