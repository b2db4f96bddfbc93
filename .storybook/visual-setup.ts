/**
 * The story projects' setup: after the runner has rendered a pictured story (see visual-viewports.ts), played its
 * play function and run axe, one picture of it per width is compared with its reference beside the story
 * (`__screenshots__/`).
 *
 * What would make two machines, or two runs, draw different pixels is pinned here or in the project's browser
 * options: the fonts (visual-fonts.css), the clock, the time zone and locale, reduced motion (no transition or
 * animation runs), and the screenshot itself hides the caret and stops any animation left.
 */

import { afterEach, beforeAll, beforeEach, expect, inject, type TestContext, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { toastQueues } from './held-toasts.ts';
import { placeFrame, removeFrame } from './visual-frame.ts';
import { isPictured, shotsFor } from './visual-viewports.ts';
import './visual-fonts.css';

/*
 * Every story starts at the same instant, so a date it derives from today (a calendar's highlighted day, "3 days
 * ago") is the same in every run. The clock still moves from there, so a debounce or a timeout measured with
 * Date.now() ends as it would; a story renders in seconds, far from the next minute.
 */
const fixedNow = new Date('2026-06-15T09:00:00Z');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The screens' stories pictured (tests/visual/pictured-stories.ts), given by the story projects. */
    picturedScreenStories: string[];
  }
}

const picturedScreenStories = new Set(inject('picturedScreenStories'));

/** What the story runner leaves on the test's context: the story's id on its meta, the composed story itself. */
interface StoryTestContext {
  task: TestContext['task'] & { meta: { storyId?: string; pictured?: boolean } };
  story?: { globals?: Record<string, unknown> };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The runner's own page size, which a screen's widths change for its pictures and the next story gets back. */
let runnerSize = { width: 0, height: 0 };

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** tests/visual/pointer-command.ts */
    movePointerOutOfStory: () => Promise<void>;
  }
}

/*
 * A story is pictured with nothing hovered, in every run. A play's clicks and hovers are events sent to the page
 * (Testing Library's), which React Aria keeps as hovers until the pointer is over something else; Chromium keeps a
 * real pointer where it was last moved, and on a timer after a layout change tells the page what lies under it.
 * So whether a picture showed a hover depended on that timer: a clicked button was drawn hovered in one run and
 * not the next, a hovered button behind a dialog's backdrop, a drop area's border after the story before it. The
 * real pointer leaves the story's frame (so nothing in it is hovered, and no later play's hover is ended by the
 * timer), and the page is told the pointer is over its body, which ends React Aria's hovers.
 */
async function unhover() {
  await commands.movePointerOutOfStory();
  document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
}

/*
 * Every image in the window is loaded and decoded before a picture: a category's photo behind a dialog's backdrop
 * was painted in one run's picture and not yet in the next. A narrower window may choose other images (srcset), so
 * this runs at each width. Bounded, as a broken image's decode rejects at once but a stuck one would not end.
 */
async function imagesPainted() {
  const inWindow = [...document.images].filter((image) => {
    const rect = image.getBoundingClientRect();
    return (
      rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth
    );
  });
  const decoded = Promise.all(inWindow.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  await nextFrame();
}

/*
 * React Aria hides an overlay it has just opened (opacity 0, clipped and masked, inline) until it is placed and,
 * when it guesses that an on-screen keyboard is on its way, for up to 600 ms more. The guess is its module state,
 * learnt from the window getting shorter around a text field's focus, which the runner's own resizes do (a story
 * pinned to a phone's viewport, a page grown to a tall component and shrunk back); it then holds for the page's
 * life. With the story files sharing a page, the search field's suggestions were once pictured still hidden. A
 * picture shows what a person sees, the overlay once revealed (bounded: one never revealed is pictured as it is).
 */
async function overlaysRevealed() {
  const deadline = performance.now() + 2000;
  while (document.querySelector('[style*="mask-image"]') && performance.now() < deadline) await nextFrame();
}

/** A component taller than the runner's page is pictured whole: the page grows to it first. */
async function fitPageToComponent() {
  const height = document.documentElement.scrollHeight;
  if (height <= window.innerHeight) return;
  await page.viewport(window.innerWidth, height);
  await nextFrame();
}

beforeAll(async () => {
  runnerSize = { width: window.innerWidth, height: window.innerHeight };
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
    if (!storyId || !isPictured(storyId, picturedScreenStories)) return;
    // What the review reads to tell a stale reference: this story has pictures, even when its test failed.
    task.meta.pictured = true;
    // A story whose own test failed has no picture worth comparing: its failure is the one to read.
    if (task.result?.state === 'fail') return;
    // From here on nothing moves by itself: the clock stops where the play left it, and so do the toasts.
    const now = Date.now();
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'], now });
    for (const queue of toastQueues) queue.pauseAll();
    await unhover();
    await document.fonts.ready;
    const failures: string[] = [];
    for (const shot of shotsFor(storyId, story?.globals ?? {})) {
      if (shot.viewport) {
        await page.viewport(shot.viewport.width, shot.viewport.height);
        await nextFrame();
      } else await fitPageToComponent();
      await overlaysRevealed();
      await imagesPainted();
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
    toastQueues.clear();
    if (window.innerWidth !== runnerSize.width || window.innerHeight !== runnerSize.height)
      await page.viewport(runnerSize.width, runnerSize.height);
  }
});
