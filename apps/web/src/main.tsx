import './without-eval';
import { checkBackendEarly } from '@aurora-store/store-features';
import { cn } from '@aurora-store/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClient } from './api-client';
import { App } from './app';
import { reloadOnNewVersion } from './reload-on-new-version';
import { createAppRouter } from './router';
import './styles.css';

reloadOnNewVersion();
// Before the router's first navigation sends the page's own read: the start-up gate's question goes first.
checkBackendEarly(apiClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The modules have just run, one long task; the router's first navigation is the next one, tailwind-merge's
// class map (built on its first call, a long step of its own) the one after, and the first render the last, so
// the browser can answer the shopper between them. That render is a transition, so React renders the page in
// slices of a few milliseconds and yields between them instead of in one long task (the frame stays on screen
// until the commit).
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() => {
    cn();
    setTimeout(() =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App router={router} />
          </StrictMode>,
        ),
      ),
    );
  });
});
