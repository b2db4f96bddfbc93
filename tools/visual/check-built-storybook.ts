/**
 * The Storybook a designer opens, tested as built (`pnpm build-storybook`, in storybook-static/): serves the build,
 * opens its preview in Chromium and shows every entry of its index there, each story and each docs page, one after
 * another as the sidebar does. Fails, naming each, on any entry that errors while rendering or playing and on any
 * console error or uncaught exception while it is shown.
 *
 *   pnpm test:storybook-build        (builds first)
 *   tsx tools/visual/check-built-storybook.ts [dir] [filter]   (an existing build; ids containing the filter)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
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
// A hang guard: a story's play types whole forms, which a loaded 2-core machine has been seen to take 13 s over.
const entryTimeoutMs = 30_000;

const index = JSON.parse(await readFile(path.join(buildDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries).filter((entry) => entry.id.includes(filter));

const server = await serveStatic(buildDir);
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ reducedMotion: 'reduce' });
let problems: string[] = [];
// An image that fails to load is a story's data (Image's Broken Source means to), not an error in the code.
const imageUrl = /\.(png|jpe?g|gif|svg|webp|avif|ico)(\?.*)?$/;
page.on('console', (message) => {
  if (message.type() !== 'error') return;
  if (message.text().startsWith('Failed to load resource') && imageUrl.test(message.location().url)) return;
  problems.push(`console error: ${message.text()}`);
});
page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

// tsx compiles this file keeping function names, through a `__name` helper that the page does not have.
await page.addInitScript('window.__name = (target) => target;');

async function openPreview() {
  // A navigation the last story started may still be landing: the preview is opened again once it has.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(`${server.url}/iframe.html`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

/**
 * Shows one entry through the preview's own channel, as the manager does when a story is picked in the sidebar,
 * and waits for the preview to say how it went.
 */
function show(entry: IndexEntry) {
  return page.evaluate(
    ({ id, viewMode, timeoutMs }) =>
      new Promise<string | null>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes: Record<string, (payload: unknown) => string | null> = {
          storyFinished: (payload) =>
            (payload as { status?: string }).status === 'error' ? 'its play or checks failed' : null,
          docsRendered: () => null,
          storyErrored: (payload) => `render error: ${JSON.stringify(payload)}`,
          storyThrewException: (payload) => `threw: ${(payload as Error).message ?? payload}`,
          playFunctionThrewException: (payload) => `play threw: ${(payload as Error).message ?? payload}`,
          storyMissing: () => 'missing from the build',
        };
        const timer = setTimeout(() => finish(`no answer in ${timeoutMs / 1000} s`), timeoutMs);
        const handlers = Object.entries(outcomes).map(([event, outcome]) => {
          const handler = (payload: unknown) => finish(outcome(payload));
          channel.on(event, handler);
          return [event, handler] as const;
        });
        function finish(problem: string | null) {
          clearTimeout(timer);
          for (const [event, handler] of handlers) channel.off(event, handler);
          resolve(problem);
        }
        channel.emit('setCurrentStory', { storyId: id, viewMode });
      }),
    { id: entry.id, viewMode: entry.type === 'docs' ? 'docs' : 'story', timeoutMs: entryTimeoutMs },
  );
}

/** The runner's own page size, which a story's pinned viewport (its Mobile/Tablet/Desktop variant) replaces. */
const defaultViewport = { width: 1200, height: 900 };

/** Sizes the page as the manager sizes its preview for the story: the story's viewport global, if it pins one. */
async function sizeFor(entry: IndexEntry) {
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
const failures: string[] = [];
await openPreview();
for (const entry of entries) {
  problems = [];
  // A story that follows a real link or submits a form takes the preview away from Storybook: that fails it.
  const problem = await sizeFor(entry)
    .then(() => show(entry))
    .catch((error: Error) => `the page left the preview: ${error.message}`);
  // Leaving a docs page for a story reloads the preview, which would cut the next entry short: reload first.
  if (
    entry.type === 'docs' ||
    !page.url().startsWith(`${server.url}/iframe.html`) ||
    problem?.startsWith('the page left')
  )
    await openPreview();
  const all = [...(problem ? [problem] : []), ...problems];
  if (all.length > 0)
    failures.push(`${entry.id} (${entry.title} / ${entry.name}):\n    ${all.join('\n    ')}`);
}
await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length > 0) {
  console.error(
    `${failures.length} of ${entries.length} entries failed in the built Storybook:\n${failures.join('\n')}`,
  );
  process.exit(1);
}
console.log(`${entries.length} entries of the built Storybook rendered without an error (${seconds} s).`);
