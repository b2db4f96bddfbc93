/**
 * The visual project's setup: after the runner has rendered a story and played its play function, one picture of
 * it per width (see visual-viewports.ts) is compared with its reference beside the story (`__screenshots__/`).
 *
 * What would make two machines, or two runs, draw different pixels is pinned here or in the project's browser
 * options: the fonts (visual-fonts.css), the clock, the time zone and locale, reduced motion (no transition or
 * animation runs), and the screenshot itself hides the caret and stops any animation left.
 */
import { afterEach, beforeAll, beforeEach, expect, type TestContext, vi } from 'vitest';
import { page } from 'vitest/browser';
import { placeFrame, removeFrame } from './visual-frame.ts';
import { shotsFor } from './visual-viewports.ts';
import './visual-fonts.css';

/*
 * Every story starts at the same instant, so a date it derives from today (a calendar's highlighted day, "3 days
 * ago") is the same in every run. The clock still moves from there, so a debounce or a timeout measured with
 * Date.now() ends as it would; a story renders in seconds, far from the next minute.
 */
const fixedNow = new Date('2026-06-15T09:00:00Z');

/** What the story runner leaves on the test's context: the story's id on its meta, the composed story itself. */
interface StoryTestContext {
  task: TestContext['task'] & { meta: { storyId?: string } };
  story?: { globals?: Record<string, unknown> };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

beforeAll(async () => {
  // Fetched once, before the first picture, rather than on first use in the middle of one.
  await Promise.all([
    document.fonts.load('400 16px "Inter Variable"'),
    document.fonts.load('400 16px "JetBrains Mono Variable"'),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: fixedNow, shouldAdvanceTime: true });
});

afterEach(async (context) => {
  const { task, story } = context as unknown as StoryTestContext;
  const storyId = task.meta.storyId;
  try {
    // A story whose own test failed has no picture worth comparing: its failure is the one to read.
    if (!storyId || task.result?.state === 'fail') return;
    await document.fonts.ready;
    const failures: string[] = [];
    for (const shot of shotsFor(storyId, story?.globals ?? {})) {
      if (shot.viewport) {
        await page.viewport(shot.viewport.width, shot.viewport.height);
        await nextFrame();
      }
      /*
       * Every width is compared, so one changed picture does not hide another. Plain `expect`, not the polling
       * `expect.element`: from a hook, that one retried a failed comparison (a missing reference, written by the
       * first try, then matched; a changed picture kept the hook busy until its 30 s timeout).
       */
      await expect(placeFrame())
        .toMatchScreenshot(`${storyId}${shot.suffix}`)
        .catch((error: Error) => failures.push(error.message));
    }
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  } finally {
    removeFrame();
    vi.useRealTimers();
  }
});
