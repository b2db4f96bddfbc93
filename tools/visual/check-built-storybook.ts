/**
 * The Storybook a designer opens, tested as built (`pnpm build-storybook`, in storybook-static/): serves the build,
 * opens its preview in Chromium and shows every entry of its index there, each story and each docs page, one after
 * another as the sidebar does. Fails, naming each, on any entry that errors while rendering or playing and on any
 * console error or uncaught exception while it is shown.
 *
 * Two previews take turns at the files, each in a page of its own (a file's entries stay together, in their order):
 * one page leaves a 2-core machine's second core mostly idle while it waits on the page's timers and network.
 *
 *   pnpm test:storybook-build        (builds first)
 *   tsx tools/visual/check-built-storybook.ts [dir] [filter] [pages]
 *       (an existing build; ids containing the filter; how many previews at once, 2 unless told)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/support/chromium.ts';
import { serveStatic } from './serve-static.ts';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.resolve(root, process.argv[2] ?? 'storybook-static');
const filter = process.argv[3] ?? '';
const pageCount = Math.max(1, Number.parseInt(process.argv[4] ?? '2', 10) || 1);
// A hang guard: a story's play types whole forms, which a loaded 2-core machine has been seen to take 13 s over.
const entryTimeoutMs = 30_000;

const index = JSON.parse(await readFile(path.join(buildDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries).filter((entry) => entry.id.includes(filter));
/** The entries of each file (its docs page and stories share a title), in the index's order. */
const byTitle = new Map<string, IndexEntry[]>();
for (const entry of entries) byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
const files = [...byTitle.values()];

const server = await serveStatic(buildDir);
const browser = await chromium.launch(chromiumLaunchOptions);
// An image that fails to load is a story's data (Image's Broken Source means to), not an error in the code.
const imageUrl = /\.(png|jpe?g|gif|svg|webp|avif|ico)(\?.*)?$/;

/** A page of its own (its own browser context), and what it logs: each entry's problems, gathered while shown. */
async function newPreviewPage() {
  const page = await browser.newPage({ reducedMotion: 'reduce' });
  const logged = { problems: [] as string[] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && imageUrl.test(message.location().url)) return;
    logged.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.problems.push(`uncaught: ${error.message}`));
  // tsx compiles this file keeping function names, through a `__name` helper that the page does not have.
  await page.addInitScript('window.__name = (target) => target;');
  return { page, logged };
}

async function openPreview(page: Page) {
  // A navigation the last story started may still be landing: the preview is opened again once it has.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(`${server.url}/iframe.html`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
      /*
       * The preview object exists before its story index has loaded; reading its store before then threw
       * SB_PREVIEW_API_0011 on a slow machine, failing the entry after a docs page's reload. Its own promise says
       * when the index is in.
       */
      await page.evaluate(() =>
        (window as unknown as { __STORYBOOK_PREVIEW__: StorybookPreview }).__STORYBOOK_PREVIEW__.ready(),
      );
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

/**
 * Shows one entry through the preview's own channel, as the manager does when a story is picked in the sidebar,
 * and waits for the preview to say how it went. A story that fails is reported by its first failure, but only once
 * the preview is through with it (it logs the error after telling of it): what it logs then is this entry's, not
 * the next one's.
 */
function show(page: Page, entry: IndexEntry) {
  return page.evaluate(
    ({ id, viewMode, timeoutMs, graceMs }) =>
      new Promise<string | null>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        let failure: string | null = null;
        const failures: Record<string, (payload: unknown) => string> = {
          storyErrored: (payload) => `render error: ${JSON.stringify(payload)}`,
          storyThrewException: (payload) => `threw: ${(payload as Error).message ?? payload}`,
          playFunctionThrewException: (payload) => `play threw: ${(payload as Error).message ?? payload}`,
        };
        const endings: Record<string, (payload: unknown) => string | null> = {
          storyFinished: (payload) =>
            failure ??
            ((payload as { status?: string }).status === 'error' ? 'its play or checks failed' : null),
          docsRendered: () => failure,
          storyMissing: () => 'missing from the build',
        };
        let timer = setTimeout(() => finish(failure ?? `no answer in ${timeoutMs / 1000} s`), timeoutMs);
        const handlers = [
          ...Object.entries(endings).map(
            ([event, ending]) => [event, (payload: unknown) => finish(ending(payload))] as const,
          ),
          ...Object.entries(failures).map(
            ([event, problemOf]) =>
              [
                event,
                (payload: unknown) => {
                  if (failure) return;
                  failure = problemOf(payload);
                  // The end is told next; should it never come, the failure is the answer.
                  clearTimeout(timer);
                  timer = setTimeout(() => finish(failure), graceMs);
                },
              ] as const,
          ),
        ];
        for (const [event, handler] of handlers) channel.on(event, handler);
        function finish(problem: string | null) {
          clearTimeout(timer);
          for (const [event, handler] of handlers) channel.off(event, handler);
          resolve(problem);
        }
        channel.emit('setCurrentStory', { storyId: id, viewMode });
      }),
    {
      id: entry.id,
      viewMode: entry.type === 'docs' ? 'docs' : 'story',
      timeoutMs: entryTimeoutMs,
      graceMs: 2000,
    },
  );
}

/** The runner's own page size, which a story's pinned viewport (its Mobile/Tablet/Desktop variant) replaces. */
const defaultViewport = { width: 1200, height: 900 };

/** Sizes the page as the manager sizes its preview for the story: the story's viewport global, if it pins one. */
async function sizeFor(page: Page, entry: IndexEntry) {
  const size =
    entry.type === 'story'
      ? await page.evaluate(async (id) => {
          type Viewports = Record<string, { styles?: { width?: string; height?: string } }>;
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__: StorybookPreview })
            .__STORYBOOK_PREVIEW__;
          const story = await preview.storyStore.loadStory({ storyId: id });
          const value = (story.storyGlobals?.viewport as { value?: string } | undefined)?.value;
          const styles = value
            ? (story.parameters?.viewport as { options?: Viewports })?.options?.[value]?.styles
            : null;
          return styles
            ? {
                width: Number.parseInt(styles.width ?? '', 10),
                height: Number.parseInt(styles.height ?? '', 10),
              }
            : null;
        }, entry.id)
      : null;
  await page.setViewportSize(size ?? defaultViewport);
}

interface StorybookPreview {
  /** Settles once the story index has loaded and the store can be read. */
  ready(): Promise<void>;
  storyStore: {
    loadStory(options: { storyId: string }): Promise<{
      storyGlobals?: Record<string, unknown>;
      parameters?: Record<string, unknown>;
    }>;
  };
}

interface StorybookChannel {
  on(event: string, handler: (payload: unknown) => void): void;
  off(event: string, handler: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

const started = Date.now();
const failures: { at: number; report: string }[] = [];
const queue = [...files];

/** One preview: takes the next file while there is one, and shows its entries one after another. */
async function previewFiles() {
  const { page, logged } = await newPreviewPage();
  await openPreview(page);
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const entry of file) {
      logged.problems = [];
      // A story that follows a real link or submits a form takes the preview away from Storybook: that fails it.
      const problem = await sizeFor(page, entry)
        .then(() => show(page, entry))
        .catch((error: Error) => `the page left the preview: ${error.message}`);
      // Leaving a docs page for a story reloads the preview, which would cut the next entry short: reload first.
      if (
        entry.type === 'docs' ||
        !page.url().startsWith(`${server.url}/iframe.html`) ||
        problem?.startsWith('the page left')
      )
        await openPreview(page);
      const all = [...(problem ? [problem] : []), ...logged.problems];
      if (all.length > 0)
        failures.push({
          at: entries.indexOf(entry),
          report: `${entry.id} (${entry.title} / ${entry.name}):\n    ${all.join('\n    ')}`,
        });
    }
  }
  await page.close();
}

await Promise.all(Array.from({ length: Math.min(pageCount, files.length) }, previewFiles));
await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length > 0) {
  console.error(
    `${failures.length} of ${entries.length} entries failed in the built Storybook:\n${failures
      .sort((a, b) => a.at - b.at)
      .map((failure) => failure.report)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log(`${entries.length} entries of the built Storybook rendered without an error (${seconds} s).`);
