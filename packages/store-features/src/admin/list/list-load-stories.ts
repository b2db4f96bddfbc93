import { expect, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failingOnce, failure, type MockHandler } from '../../common/story-support/mock-routes';
import { retryAfterFailure } from './list-story-steps';

type Canvas = ReturnType<typeof within>;

/*
 * The load stories every admin list page of cards tells alike (categories, coupons), since the pages load alike: the heading at once and a
 * status while the list loads; on a failure, an alert with Retry in the list's place and a toast.
 */

/** What a list page's load stories need to know of it. */
export interface ListPageLoad {
  /** The route the page loads its list from, e.g. 'GET /api/admin/coupons'. */
  listRoute: string;
  /** The page's heading: 'Coupons'. */
  heading: string;
  /** What the status says while the list loads: 'Loading coupons...'. */
  loadingStatus: string;
  /** The list as it is named once loaded, which is not there yet while it loads. */
  list: { role: 'list' | 'grid'; name: string };
  /** The spec's message for a failed load, the alert's heading and the toast: 'Failed to load coupons'. */
  failure: string;
  /** What shows that the list did load, after Retry. */
  findLoaded: (canvas: Canvas) => Promise<HTMLElement>;
}

/**
 * The page's load stories, each to be exported under its own name by the page's story file. `loadedAnswer` is
 * what the list route answers once it works again, after the first failure.
 */
export function listLoadStories(page: ListPageLoad, loadedAnswer: MockHandler) {
  const failingThenWorking = failingOnce(loadedAnswer);
  return {
    /** While the list loads: the heading is there, a status says what loads, no list yet, a busy page. */
    loading: {
      parameters: { api: { [page.listRoute]: 'never' } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(canvas.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
        await expect(canvas.getByRole('status')).toHaveTextContent(page.loadingStatus);
        await expect(canvas.queryByRole(page.list.role, { name: page.list.name })).not.toBeInTheDocument();
        await expect(canvas.getByRole('heading', { level: 1 }).closest('[aria-busy]')).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    /** The first load fails, the next works: the message in place and as a toast; Retry loads the list. */
    failedThenRetry: {
      parameters: { api: { [page.listRoute]: failingThenWorking.handler } },
      beforeEach: () => failingThenWorking.reset(),
      play: ({ canvas }: { canvas: Canvas }) => retryAfterFailure(canvas, page.failure, page.findLoaded),
    },
    /** The failure alone, as it stays until Retry. */
    failed: {
      parameters: { api: { [page.listRoute]: failure(500, 'Database unavailable') } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        const alert = await findLoadFailure(canvas, page.failure);
        await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
        await expect(await findToast(page.failure)).toBeVisible();
      },
    },
  };
}

/** The alert in the list's place, headed with the spec's message. */
async function findLoadFailure(canvas: Canvas, message: string) {
  const alert = within(await canvas.findByRole('alert'));
  await expect(alert.getByRole('heading', { name: message })).toBeVisible();
  return alert;
}
