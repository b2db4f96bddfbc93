import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { referencePath, visualArtifactsDir, visualProjectName, vitestAttachmentsDir } from './artifacts.ts';

/**
 * The visual projects: stories once more, in browsers of their own, each compared with its reference picture (see
 * .storybook/visual-setup.ts). Two projects, so the two cores picture side by side:
 * - `visual`: every story of the design system (packages/ui), at its natural size;
 * - `visual-screens`: the screens' stories tagged `visual`, at 1440 and 375 px (or the one width a story pins).
 *
 * Why a tag for the screens, not every story: a screen's picture is 50-300 KB even as optimised PNG (text and the
 * drawn product images do not compress further without changing pixels), and its 957 stories at two widths came
 * to about 1,570 pictures, some 150 MB and 4-5 minutes of pictures on this machine. The tagged stories are each
 * screen's states a designer reviews (what it shows filled, empty, loading, refused, with its dialogs); the rest
 * prove behaviour and mostly end on one of those states. Chromatic (`pnpm chromatic`) pictures every story.
 */
/*
 * Pixelmatch's colour threshold (0 to 1, a YIQ distance) decides when two pixels differ; pixels it takes for
 * anti-aliasing are not counted, and any other pixel beyond the threshold fails the story. Everything that draws is
 * pinned, so runs agree (three runs, each in a fresh Chromium, matched all 251 references). Measured on the UI's
 * stories: at pixelmatch's default 0.1, darkening --color-primary from L 0.82 to 0.80 failed 1 story (the token
 * table's text); at 0.02 it fails the 56 that show the colour, and moving the card footer's 1 px border fails the 3
 * card stories.
 */
const comparatorOptions = { threshold: 0.02, includeAA: false, allowedMismatchedPixels: 0 };

/** The tag that puts a screen's story in the visual review. */
export const visualTag = 'visual';

export function visualProjects(root: string): TestProjectInlineConfiguration[] {
  return [
    visualProject(root, {
      name: visualProjectName,
      exclude: ['packages/store-features/**'],
      tags: ['test'],
    }),
    visualProject(root, {
      name: `${visualProjectName}-screens`,
      exclude: ['packages/ui/**'],
      tags: [visualTag],
    }),
  ];
}

function visualProject(
  root: string,
  { name, exclude, tags }: { name: string; exclude: string[]; tags: string[] },
): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook'), tags: { include: tags } })],
    test: {
      name,
      exclude,
      setupFiles: [path.join(root, '.storybook/visual-setup.ts')],
      // The pictures are what this project checks; axe already ran on every story in the storybook projects.
      provide: { 'storybook/test-provided': { a11y: false } },
      sequence: { groupOrder: 2 },
      attachmentsDir: vitestAttachmentsDir,
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        // References are written by the runner (a new story's first picture, `--update`), on this machine only.
        api: { allowWrite: true },
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
          contextOptions: {
            reducedMotion: 'reduce',
            timezoneId: 'UTC',
            locale: 'en-US',
            deviceScaleFactor: 1,
            /*
             * The tests' page sits in an iframe the runner shrinks, with a CSS transform, to fit the browser's
             * window: at Playwright's default 1280 x 720 a story at 1200 px was pictured at 960, resampled. A window
             * larger than any width pictured (1440 x 900 at most) keeps every picture at scale 1.
             */
            viewport: { width: 1600, height: 1000 },
          },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions,
            // Beside the story: `<story folder>/__screenshots__/<story id><width>.png`.
            resolveScreenshotPath: ({ root: projectRoot, testFileDirectory, arg }) =>
              path.join(projectRoot, referencePath(testFileDirectory, arg)),
            // A changed picture's new version and its difference go where the review page reads them.
            resolveDiffPath: ({ root: projectRoot, testFileDirectory, arg, ext }) =>
              path.join(projectRoot, visualArtifactsDir, testFileDirectory, `${arg}${ext}`),
          },
        },
      },
    },
  };
}
