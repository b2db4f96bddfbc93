import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failingOnce, type MockHandler } from '../../common/story-support/mock-routes';
import type { FakeListServer } from './list-story-meta';
import { ADMIN_SEARCH_DEBOUNCE_MS } from './use-debounced-search';

type Canvas = ReturnType<typeof within>;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A list's story whose first load fails and the next works: the story's parameters and reset. `list` answers
 * the list's route as the fake server does.
 */
export function failingFirstLoad(server: FakeListServer, route: string, list: MockHandler) {
  const failingThenWorking = failingOnce(list);
  return {
    parameters: { api: { ...server.routes, [route]: failingThenWorking.handler } },
    beforeEach: () => {
      failingThenWorking.reset();
      server.reset();
    },
  };
}

/** The first load failed: the spec's message in place and as a toast, then Retry loads the list. */
export async function retryAfterFailure(
  canvas: Canvas,
  failedTitle: string,
  /** What shows that the list did load. */
  findLoaded: (canvas: Canvas) => Promise<HTMLElement>,
) {
  const alert = await canvas.findByRole('alert');
  await expect(within(alert).getByRole('heading', { name: failedTitle })).toBeVisible();
  await findToast(failedTitle);
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await expect(await findLoaded(canvas)).toBeVisible();
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
}

/** The list's table, once loaded. */
export const findGrid = (name: string) => (canvas: Canvas) => canvas.findByRole('grid', { name });

/** A list's URL story's spy and its fake server's record of the list requests. */
export interface ListUnderTest {
  canvas: Canvas;
  onQueryChange: unknown;
  /** The list requests the fake server has answered, and the last one's parameters. */
  listRequests: readonly URL[];
  lastListParams: () => URLSearchParams;
  grid: string;
  searchbox: string;
}

/** Typing searches once, when it pauses: one change of the URL and one request, not one per key. */
export async function searchOnPause(list: ListUnderTest, text: string, otherFilters: readonly string[]) {
  const { canvas, onQueryChange } = list;
  await canvas.findByRole('grid', { name: list.grid });
  const requestsBefore = list.listRequests.length;
  await userEvent.type(canvas.getByRole('searchbox', { name: list.searchbox }), text, { delay: 40 });
  await expect(onQueryChange).not.toHaveBeenCalled();
  await waitFor(() => expect(onQueryChange).toHaveBeenCalledTimes(1));
  await expect(onQueryChange).toHaveBeenCalledWith(`?search=${text}`);
  await waitFor(() => expect(list.lastListParams().get('search')).toBe(text));
  await expect(list.listRequests.length - requestsBefore).toBe(1);
  for (const filter of otherFilters) await expect(list.lastListParams().has(filter)).toBe(false);
}

/** Enter searches at once; clearing the box takes the search out of the URL. */
export async function searchOnEnterThenClear(list: ListUnderTest, text: string) {
  const { canvas, onQueryChange } = list;
  await canvas.findByRole('grid', { name: list.grid });
  const box = canvas.getByRole('searchbox', { name: list.searchbox });
  await userEvent.type(box, `${text}{Enter}`);
  await expect(onQueryChange).toHaveBeenCalledTimes(1);
  await expect(onQueryChange).toHaveBeenLastCalledWith(`?search=${text}`);
  await userEvent.keyboard('{Escape}');
  await expect(box).toHaveValue('');
  await expect(onQueryChange).toHaveBeenLastCalledWith('');
  await pause(ADMIN_SEARCH_DEBOUNCE_MS * 2);
  await expect(onQueryChange).toHaveBeenCalledTimes(2);
}

/** What the browser was asked to save: the link's file name and the file's text. */
export interface SavedFile {
  fileName: string;
  text: Promise<string>;
}

/**
 * The browser's save, watched for a story: the object URL's file is kept and the download link's click is
 * recorded in `saved` instead of saving a file on the test machine. Returns the story's cleanup.
 */
export function watchSaves(saved: SavedFile[]) {
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:story/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revokeUrl = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, text: blobs.get(this.href)?.text() ?? Promise.resolve('') });
  });
  return () => {
    createUrl.mockRestore();
    revokeUrl.mockRestore();
    click.mockRestore();
  };
}
