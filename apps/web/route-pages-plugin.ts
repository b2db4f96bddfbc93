import type { Plugin, Rolldown } from 'vite';

/** A lazy route as `src/routes/lazy-routes.ts` lists it. */
export interface LazyRoute {
  path: string;
  module: string;
}

/** One page the build writes beside index.html. */
export interface RoutePage {
  /** `pages/<name>.html`, picked by the server for requests whose first path segment is <name>. */
  name: string;
  /** The route's own chunk and every chunk it imports that index.html does not already load. */
  files: string[];
}

/**
 * The pages of the lazy routes: for each, the files its chunk needs that the entry does not carry. Throws when a
 * route's module has no chunk, or two routes would share a page, so the table and the build cannot drift apart.
 */
export function routePages(
  routes: readonly LazyRoute[],
  bundle: Rolldown.OutputBundle,
  pageName: (path: string) => string,
): RoutePage[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByIndex = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const file of staticClosure(entry.fileName, byFile)) loadedByIndex.add(file);
  }
  const names = new Set<string>();
  return routes.map(({ path, module }) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/routes/${module}.tsx`));
    if (!chunk) throw new Error(`route-pages: no chunk for ${path} (src/routes/${module}.tsx)`);
    const name = pageName(path);
    if (name === '' || names.has(name))
      throw new Error(`route-pages: ${path} has no page of its own ("${name}")`);
    names.add(name);
    const files = staticClosure(chunk.fileName, byFile).filter((file) => !loadedByIndex.has(file));
    return { name, files };
  });
}

/** A chunk's file and, depth first, every file it imports statically. */
function staticClosure(file: string, byFile: ReadonlyMap<string, Rolldown.OutputChunk>): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of byFile.get(current)?.imports ?? []) visit(imported);
  };
  visit(file);
  return [...seen];
}

/** index.html with the page's files named for the browser to fetch at once, beside the app's script. */
export function routePageHtml(indexHtml: string, files: readonly string[], base: string): string {
  const headEnd = /(\n[ \t]*)<\/head>/;
  if (!headEnd.test(indexHtml)) throw new Error('route-pages: index.html has no </head>');
  return indexHtml.replace(headEnd, (_match, lineStart: string) => {
    const links = files.map(
      (file) => `${lineStart}  <link rel="modulepreload" crossorigin href="${base}${file}">`,
    );
    return `${links.join('')}${lineStart}</head>`;
  });
}

/**
 * Writes `pages/<name>.html` for each lazy route: index.html plus a modulepreload of that route's chunks. A
 * visit that starts on /product/… then fetches the product screen's code beside the app's script, instead of
 * after the app has run and its router has matched the path (Lighthouse, phone: the product page's largest
 * paint 2.5 -> 2.35 s). The server sends the page whose name is the request's first path segment.
 */
export function routePagesPlugin(routes: readonly LazyRoute[], pageName: (path: string) => string): Plugin {
  let base = '/';
  return {
    name: 'aurora:route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('route-pages: the build has no index.html');
        const indexHtml = String(index.source);
        for (const page of routePages(routes, bundle, pageName)) {
          this.emitFile({
            type: 'asset',
            fileName: `pages/${page.name}.html`,
            source: routePageHtml(indexHtml, page.files, base),
          });
        }
      },
    },
  };
}
