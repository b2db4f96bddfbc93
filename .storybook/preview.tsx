import type { Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';
import { themes } from 'storybook/theming';
import './preview.css';

/*
 * How long a play's findBy and waitFor wait for what they expect, when a story gives no time of its own: 5 s, not
 * Testing Library's 1 s. A hang guard, not a speed limit: on a 2-core machine running the whole suite, a toast
 * that shows in 100 ms quiet has been seen to take over a second (product page, Not Found), and a wait ends the
 * moment what it waits for is there.
 */
configure({ asyncUtilTimeout: 5000 });

// A link in a story reports where it would go instead of leaving the story (the app routes it for real).
const navigate = action('navigate');

/*
 * React Aria announces a toast, or a focused button going pending, through one global live region whose
 * nodes point at the announced element by id and stay for 7 s. Once that element is gone (the dialog
 * closed, the story ended) the node points at nothing and axe reports it (role-img-alt) against whichever
 * story runs next. Each story's check is about what that story shows: it starts with no earlier
 * announcements, and its dangling ones go before its own check.
 */
const announcements = '[data-live-announcer] [aria-live] > *';

function clearAnnouncements() {
  for (const node of document.querySelectorAll(announcements)) node.remove();
}

function clearDanglingAnnouncements() {
  for (const node of document.querySelectorAll(`${announcements}[aria-labelledby]`)) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
}

/*
 * Axe checks every rule on every story either way; what it returns for the rules a story passes is what differs.
 * The Storybook UI's accessibility panel lists each passing element. A command-line Vitest run (`pnpm test`; the
 * a11y addon tells it by VITEST_STORYBOOK, as this does) has no panel: there axe keeps the elements of the
 * violations alone, and the rest a node each. It spent a tenth of the story tests' time gathering, copying and
 * sending to the runner the elements of every passing rule (the coupons screen's stories: 52 s, then 46 s).
 */
const commandLineRun = import.meta.env.VITEST_STORYBOOK === 'false';
const axeOptions = commandLineRun ? { resultTypes: ['violations'] } : {};

const preview: Preview = {
  parameters: {
    // An axe violation fails the story's test, in the Vitest run and in the Storybook UI alike.
    a11y: { test: 'error', options: axeOptions },
    docs: { theme: themes.dark },
    // The widths every screen must hold; stories pick one with `globals.viewport.value`.
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  beforeEach: clearAnnouncements,
  afterEach: clearDanglingAnnouncements,
  decorators: [
    // Every story sits on the app's dark surface, in the canvas and in docs pages (which are light).
    // `isolate` gives an AuroraBackground story a stacking context whose background it can sit on.
    (Story) => (
      <RouterProvider navigate={(href) => navigate(href)}>
        <div className="isolate bg-background p-6 font-sans text-body text-foreground">
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
};

export default preview;
