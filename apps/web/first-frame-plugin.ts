import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_FRAME_ID } from './src/first-frame-id';

/** The module the build renders each page's first frame with (server-side, in Node, once per build). */
const FRAME_MODULE = '/src/first-frame-html.tsx';
const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/;
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+\.js)">/g;

/**
 * Pages the build adds beside the route pages, for paths no route page covers: `admin` (the admin panel has no
 * shopper frame) and `not-found` (every other path: the shopper's header and footer around an empty page).
 */
export const EXTRA_PAGES = ['admin', 'not-found'] as const;

interface FrameModule {
  firstFrameHtml(pathname: string): string;
}

/** The path a page of the build stands for: index.html is '/', pages/<name>.html is '/<name>'. */
export function pagePath(file: string): string {
  const name = /^pages\/([a-z0-9-]+)\.html$/.exec(file)?.[1];
  return name === undefined ? '/' : `/${name}`;
}

/** How long the start script waits for the frame's first paint to be reported before it starts the app anyway. */
const FIRST_PAINT_WAIT_MS = 1000;
/**
 * The longest the start script waits for the Intl worker (warmIntlScript) before it starts the app anyway; on this
 * project's machines the worker answers 100-420 ms after it is started, about when the app's code has downloaded.
 */
const INTL_WAIT_MS = 500;
/** The start script's attribute naming the app's code: its entry, then the chunks the entry imports. */
const APP_MODULES = 'data-app-modules';
/** The start script's attribute naming the chunks of the page's own screen (a lazy route's). */
const PAGE_MODULES = 'data-page-modules';

/**
 * The script that starts the app once the page's frame is on screen. Its code is not what the first paint
 * needs: fetched at once, it would share the connection with the page and the picture the frame shows (the
 * largest paint), and run, a long task, before the browser had painted. So the script waits for the browser to
 * report the first contentful paint (the frame is shown, not only drawn), then asks for the page's code, the
 * app's entry and the page's own chunks side by side, and starts the entry. A page without a frame, a tab
 * opened in the background (it paints nothing) and a browser that reports no paints start at once.
 */
export function startScript(warmIntlUrl: string): string {
  return `// Started first, beside the frame's first paint: see warmIntlScript. Settled when the worker is done or has
// failed, or after ${INTL_WAIT_MS} ms whatever it does.
const intlWarmed = new Promise((resolve) => {
  setTimeout(resolve, ${INTL_WAIT_MS});
  try {
    const worker = new Worker(${JSON.stringify(warmIntlUrl)});
    worker.onmessage = resolve;
    worker.onerror = resolve;
  } catch (error) {
    console.warn('Intl is not warmed up', error);
    resolve();
  }
});
const script = document.querySelector('script[${APP_MODULES}]');
const [app, ...appChunks] = script.getAttribute('${APP_MODULES}').split(' ');
const pageChunks = (script.getAttribute('${PAGE_MODULES}') ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const preload = (hrefs) => {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};
const start = async () => {
  // Asking for a module costs the main thread about a millisecond (10 ms for a page's nine on this project's
  // machines): the app's code is asked for first, the page's own chunks in the next task.
  preload([...appChunks, app]);
  await nextTask();
  preload(pageChunks);
  // The first use of the browser's internationalisation data (ICU) is a long step; the app's modules make it as
  // they load (React Aria reads the locale). So the app waits, while its code downloads, for the worker to have
  // taken that step; had the main thread asked meanwhile, it would have waited for the worker's ICU anyway, in a
  // long task. Should the worker fail, the step is at least a task of its own, not part of a module's.
  await intlWarmed;
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
  // The chunks the entry imports (the libraries, then the store's own code) run one task each, not all as one.
  for (const chunk of appChunks) {
    await nextTask();
    await import(chunk);
  }
  await nextTask();
  await import(app);
  sessionStorage.removeItem(RETRIED);
};
// The app's code did not load (a network error, or a deploy that replaced it): the page, fetched anew, names
// the code there is now. Tried once; after that the frame is let go as it is, a page of plain links, rather
// than left as a picture nothing on it answers.
const RETRIED = 'aurora:start-retried';
const startOrRecover = () =>
  start().catch((error) => {
    console.error('The app could not start', error);
    if (sessionStorage.getItem(RETRIED) === null) {
      sessionStorage.setItem(RETRIED, '1');
      location.reload();
      return;
    }
    sessionStorage.removeItem(RETRIED);
    const frame = document.getElementById(${JSON.stringify(FIRST_FRAME_ID)});
    frame?.removeAttribute('inert');
    frame?.removeAttribute('aria-hidden');
  });
const canWait =
  document.visibilityState === 'visible' &&
  document.getElementById(${JSON.stringify(FIRST_FRAME_ID)}) !== null &&
  PerformanceObserver.supportedEntryTypes?.includes('paint');
if (!canWait) startOrRecover();
else {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    painted.disconnect();
    startOrRecover();
  };
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, ${FIRST_PAINT_WAIT_MS});
}
`;
}

/**
 * The worker that warms up the browser's internationalisation data (ICU) off the main thread. The first use of
 * Intl in a page's process loads and sets up ICU (20-60 ms of one task on this project's machines, four times
 * that on a mid-range phone), and each service's first use of a locale loads that locale's data; ICU keeps both
 * for the whole process, so once a worker has paid for them the app's own first prices and dates are quick. The
 * calls are those the shopper's pages make first: React Aria's locale (supportedLocalesOf, Locale), its number
 * parser's feature check (de-DE, signDisplay), prices (ui's formatMoney: en-US dollars, en-IN rupees) and dates
 * (en-US).
 */
export function warmIntlScript(): string {
  return `Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
new Intl.Locale(navigator.language).maximize();
new Intl.NumberFormat('de-DE', { signDisplay: 'exceptZero' }).format(1);
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(1);
new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
postMessage('warmed');
close();
`;
}

/**
 * A page of the build made to paint before its scripts run: its first frame beside #root (React clears its
 * container on its first render, so the frame stays until the app removes it), the app's style sheet in a
 * <style> element instead of a <link>, and its code (the entry's script and every modulepreload) named to the
 * start script instead of fetched at once.
 *
 * The whole sheet is inlined, not a "critical" part of it: it is 12 KiB compressed, and the rest of a split
 * sheet would have to load through an inline onload handler, which the store's CSP (script-src-attr 'none')
 * refuses. The app is one page: the sheet is read once per visit either way.
 */
export function paintablePage(
  html: string,
  {
    frameHtml,
    css,
    startUrl,
    appChunks,
  }: { frameHtml: string; css: string; startUrl: string; appChunks: ReadonlySet<string> },
): string {
  if (!html.includes(ROOT)) throw new Error(`first-frame: the page has no ${ROOT}`);
  if (!STYLESHEET.test(html)) throw new Error('first-frame: the page links no style sheet');
  const appUrl = APP_SCRIPT.exec(html)?.[1];
  if (appUrl === undefined || html.split('<script type="module"').length !== 2) {
    throw new Error('first-frame: the page must have one module script, the app’s entry');
  }
  const chunks = moduleChunks(html);
  const appModules = [appUrl, ...chunks.filter((chunk) => appChunks.has(chunk))].join(' ');
  const pageModules = chunks.filter((chunk) => !appChunks.has(chunk)).join(' ');
  // A picture of the page until the app runs: nothing in it can be used (inert) or is read out (aria-hidden), so
  // a click or a keystroke meant for the page cannot land on a copy that is about to be replaced.
  const frame =
    frameHtml === '' ? '' : `<div id="${FIRST_FRAME_ID}" inert aria-hidden="true">${frameHtml}</div>`;
  const pageModulesAttribute = pageModules === '' ? '' : ` ${PAGE_MODULES}="${pageModules}"`;
  // Replaced by functions: `$&` in the frame's text or the sheet would otherwise be read as a pattern.
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      APP_SCRIPT,
      // Low priority: nothing of the first paint waits for it.
      () =>
        `<script type="module" crossorigin src="${startUrl}" fetchpriority="low" ${APP_MODULES}="${appModules}"${pageModulesAttribute}></script>`,
    )
    .replace(STYLESHEET, () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`)
    .replace(ROOT, () => `${frame}${ROOT}`);
}

/** The chunks a page of the build preloads, in its order. */
export function moduleChunks(html: string): string[] {
  return [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
}

/**
 * After the build has written its pages, renders each one's first frame (FirstFrame, by React, in Node) into it,
 * inlines the style sheet and starts the app after the first paint; adds the EXTRA_PAGES. Runs before the
 * precompress plugin's closeBundle, so the compressed copies are of the finished pages.
 */
export function firstFramePlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'aurora:first-frame',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const fromBase = (url: string) => path.join(outDir, url.slice(config.base.length));
      // Named by their content, as Vite names the assets: the server lets browsers keep /assets/ for good.
      const assetUrl = (name: string, code: string) =>
        `${config.base}${config.build.assetsDir}/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const cssUrl = STYLESHEET.exec(indexHtml)?.[1];
      if (cssUrl === undefined) throw new Error('first-frame: index.html links no style sheet');
      const css = await readFile(fromBase(cssUrl), 'utf8');
      // What index.html preloads is the entry's own imports; a route's page preloads its screen's chunks besides.
      const appChunks = new Set(moduleChunks(indexHtml));
      const warmIntl = warmIntlScript();
      const warmIntlUrl = assetUrl('warm-intl', warmIntl);
      await writeFile(fromBase(warmIntlUrl), warmIntl);
      const start = startScript(warmIntlUrl);
      const startUrl = assetUrl('start', start);
      await writeFile(fromBase(startUrl), start);

      const routePages = (await readdir(path.join(outDir, 'pages'))).filter((file) => file.endsWith('.html'));
      const pages = new Map<string, string>([['index.html', indexHtml]]);
      for (const file of routePages) {
        pages.set(`pages/${file}`, await readFile(path.join(outDir, 'pages', file), 'utf8'));
      }
      for (const name of EXTRA_PAGES) pages.set(`pages/${name}.html`, indexHtml);

      const renderer = await createServer({
        configFile: false,
        root: config.root,
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { firstFrameHtml } = (await renderer.ssrLoadModule(FRAME_MODULE)) as FrameModule;
        for (const [file, html] of pages) {
          const frameHtml = firstFrameHtml(pagePath(file));
          await writeFile(
            path.join(outDir, file),
            paintablePage(html, { frameHtml, css, startUrl, appChunks }),
          );
        }
      } finally {
        await renderer.close();
      }
    },
  };
}
