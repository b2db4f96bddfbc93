import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { visualTag } from '../../.storybook/visual-viewports.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { referencePath, visualArtifactsDir, vitestAttachmentsDir } from './artifacts.ts';
import { picturedScreenStories } from './pictured-stories.ts';
import { movePointerOutOfStory } from './pointer-command.ts';

/**
 * The story projects: each story rendered in Chromium, its play function played, axe run over what it shows and,
 * for the stories pictured (see .storybook/visual-setup.ts), its picture compared with its reference, all in one
 * render. Pictures were first taken in projects of their own, which rendered and played every pictured story a
 * second time: a third of the browsers' work in `pnpm test`, for stories the story projects had just rendered.
 *
 * Which stories are pictured: every story of the design system (packages/ui), at its natural size, and the screens'
 * stories tagged `visual`, at 1440 and 375 px (or the one width a story pins). Why a tag for the screens, not every
 * story: a screen's picture is 50-300 KB even as optimised PNG (text and the drawn product images do not compress
 * further without changing pixels), and its 957 stories at two widths came to about 1,570 pictures, some 150 MB and
 * 4-5 minutes of pictures on this machine. The tagged stories are each screen's states a designer reviews (what it
 * shows filled, empty, loading, refused, with its dialogs); the rest prove behaviour and mostly end on one of those
 * states. Chromatic (`pnpm chromatic`) pictures every story.
 *
 * `pnpm test:visual` (AURORA_PICTURES_ONLY=1) compares the pictures alone: only the pictured stories, without axe.
 */
export const picturesOnly = process.env.AURORA_PICTURES_ONLY === '1';

/*
 * Pixelmatch's colour threshold (0 to 1, a YIQ distance) decides when two pixels differ; pixels it takes for
 * anti-aliasing are not counted, and any other pixel beyond the threshold fails the story. Everything that draws is
 * pinned, so runs agree (three runs, each in a fresh Chromium, matched all 251 references). Measured on the UI's
 * stories: at pixelmatch's default 0.1, darkening --color-primary from L 0.82 to 0.80 failed 1 story (the token
 * table's text); at 0.02 it fails the 56 that show the colour, and moving the card footer's 1 px border fails the 3
 * card stories.
 */
const comparatorOptions = { threshold: 0.02, includeAA: false, allowedMismatchedPixels: 0 };

/*
 * The stories run on React's production build, the React the store ships and the built Storybook and the journeys
 * run. The development build spent a third of the page's time on work no test reads: an Error captured for every
 * element created (owner stacks), a prop diff logged for every component rendered (performance tracks), prop
 * validation. Measured on the coupons screen's 35 stories, a CPU profile of the page: 87 s against 63 s; all 1,208
 * stories: 16:45 against 11:52 with axe's lighter results (preview.tsx). Storybook plays its stories without React's
 * `act` in production, which the plays do not need: they wait for what they expect (findBy, waitFor), as the
 * journeys do. React Aria, too, leaves the branches it keeps for NODE_ENV 'test' (jsdom's fallbacks): nine pictures
 * changed to what the shipped code draws (a stepper pressed with a mouse leaves focus in its field). React's
 * development warnings still show where a person reads them, in `pnpm storybook`.
 * Three places choose the build: the stories' own code (`define`), the JSX they are compiled to (no `jsxDEV`), and
 * the dependencies Vite bundles ahead (React itself reads NODE_ENV there).
 */
const productionNodeEnv = { 'process.env.NODE_ENV': JSON.stringify('production') };
const productionReact = {
  define: productionNodeEnv,
  oxc: { jsx: { development: false } },
  optimizeDeps: { rolldownOptions: { transform: { define: productionNodeEnv } } },
} satisfies TestProjectInlineConfiguration;

/**
 * Each story project bundles its dependencies ahead (Vite's optimizer) into a folder of its own. Storybook's plugin
 * names one folder for every project of a Storybook (a hash of .storybook's path), and the two projects' servers,
 * started side by side in one process, each bundled into it: on a fresh clone the second committed its bundle a
 * second after the first (Vite's debug log, `DEBUG=vite:deps`) by moving the first's folder away and deleting it,
 * while the first's page was loading its story files' dependencies from there. A read in that moment fails, and
 * the story file that asked fails to import: 'Failed to fetch dynamically imported module', seen once in CI on the
 * date range picker's stories. Each project bundled its own already; now neither moves the other's. This plugin
 * comes after Storybook's, whose `cacheDir` it overrides.
 */
function cacheOfItsOwn(root: string, project: string): Plugin {
  return {
    name: 'aurora:story-project-cache',
    config: () => ({ cacheDir: path.join(root, 'node_modules/.cache/story-projects', project) }),
  };
}

export interface StoryProject {
  name: string;
  exclude: string[];
  /** The stories' tags a project runs (Storybook's default: `test`). */
  tags?: string[];
}

/** The projects of `pnpm test:visual`: the design system's stories, and the screens' stories tagged `visual`. */
export const picturesOnlyProjects: StoryProject[] = [
  { name: 'visual', exclude: ['packages/store-features/**'] },
  { name: 'visual-screens', exclude: ['packages/ui/**'], tags: [visualTag] },
];

/** The story projects' configurations; which screens' stories are pictured is read from their files once. */
export function storyProjects(root: string, projects: StoryProject[]): TestProjectInlineConfiguration[] {
  const pictured = picturedScreenStories(root);
  return projects.map((project) => storyProject(root, project, pictured));
}

function storyProject(
  root: string,
  { name, exclude, tags }: StoryProject,
  pictured: string[],
): TestProjectInlineConfiguration {
  return {
    ...productionReact,
    // The plugin builds stories with .storybook/main.ts's viteFinal, which adds Tailwind.
    plugins: [
      storybookTest({
        configDir: path.join(root, '.storybook'),
        ...(tags ? { tags: { include: tags } } : {}),
      }),
      cacheOfItsOwn(root, name),
    ],
    test: {
      name,
      exclude,
      setupFiles: [path.join(root, '.storybook/visual-setup.ts')],
      provide: {
        picturedScreenStories: pictured,
        // Comparing pictures alone: axe runs on every story in `pnpm test`'s story projects.
        ...(picturesOnly ? { 'storybook/test-provided': { a11y: false } } : {}),
      },
      /*
       * The story files share one page and module graph, as the node projects do: a fresh page for each file
       * loaded and ran the whole graph again (the design system's 80 files: 189 s, 124 s shared). Each story starts
       * from what React Aria and the setup leave between stories within a file, which a file must survive anyway.
       * An earlier try failed overlay and focus-return checks on React Aria state left by the file before. Now the
       * pointer and hovers are reset before each picture, toasts are held (held-toasts.ts), and a picture waits for
       * an overlay React Aria holds back while it guesses an on-screen keyboard is opening (a guess the runner's
       * resizes teach it once for the whole page; see overlaysRevealed in visual-setup.ts).
       */
      isolate: false,
      attachmentsDir: vitestAttachmentsDir,
      // A hang guard, not a speed limit: a keyboard-only checkout types a whole form, which a loaded
      // 2-core machine has been seen to take 13 s over.
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        // References are written by the runner (a new story's first picture, `--update`), on this machine only.
        api: { allowWrite: true },
        commands: { movePointerOutOfStory },
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
          contextOptions: {
            // Stories run as someone who asked for reduced motion, which the design system must honour (theme.css
            // stops every transition and animation). Chromium here paints in software, so every fade, blurred
            // backdrop and endless shimmer cost CPU the plays were waiting on: dialog-heavy files run 25-40%
            // faster. It also keeps pictures still.
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
