// `pnpm size`: min+gzip size of each entry, checked against size-budget.json.
//
// Each entry (`src/<name>/index.ts`, and the package index) is bundled on its own with esbuild, minified,
// everything it exports kept, then gzipped (level 9). Two figures per entry:
// - own: the library's own code; every dependency and peer dependency external. This is what the budget
//   guards, as it is what this package controls.
// - with deps: react-aria-components, cva, clsx and tailwind-merge bundled in too (react and react-dom
//   stay external), the most an app pays for the entry when it uses nothing else from those packages.
// Both are budgeted. `pnpm size --update` rewrites the budget as this measurement plus 10 %.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const budgetFile = new URL('size-budget.json', root);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const headroom = 1.1;

const entries = [
  ['.', 'src/index.ts'],
  ...readdirSync(new URL('src/', root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(new URL(`src/${entry.name}/`, root)).includes('index.ts'))
    .map((entry) => [entry.name, `src/${entry.name}/index.ts`])
    .sort(([a], [b]) => a.localeCompare(b)),
];

const peers = Object.keys(pkg.peerDependencies ?? {});
const dependencies = Object.keys(pkg.dependencies ?? {});
/** Every import of a package or its subpaths (`react/jsx-runtime`) is external. */
const asExternal = (names) => names.flatMap((name) => [name, `${name}/*`]);

async function measure(entryPoint, external) {
  const result = await build({
    stdin: {
      contents: `export * from './${entryPoint}';`,
      resolveDir: root.pathname,
      loader: 'ts',
    },
    absWorkingDir: root.pathname,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: asExternal(external),
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
const rows = [];
for (const [name, entryPoint] of entries) {
  const own = await measure(entryPoint, [...peers, ...dependencies]);
  const withDeps = await measure(entryPoint, peers);
  rows.push({ name, own, withDeps });
}

const update = process.argv.includes('--update');
let budget = {};
try {
  budget = JSON.parse(readFileSync(budgetFile, 'utf8')).entries ?? {};
} catch {
  if (!update) console.warn('No size-budget.json yet: run `pnpm size --update` to set one.');
}

const failures = [];
const table = rows.map(({ name, own, withDeps }) => {
  const limit = budget[name];
  const overOwn = limit && own.gzip > limit.own;
  const overDeps = limit && withDeps.gzip > limit.withDeps;
  if (!update && !limit) failures.push(`${name}: no budget (run \`pnpm size --update\`)`);
  if (!update && overOwn)
    failures.push(`${name}: own code ${kb(own.gzip)} over its budget of ${kb(limit.own)}`);
  if (!update && overDeps) {
    failures.push(`${name}: with deps ${kb(withDeps.gzip)} over its budget of ${kb(limit.withDeps)}`);
  }
  return {
    entry: name === '.' ? '@aurora-store/ui' : `./${name}`,
    'own min': kb(own.min),
    'own min+gz': kb(own.gzip),
    'own budget': limit ? kb(limit.own) : '-',
    'with deps min+gz': kb(withDeps.gzip),
    'with deps budget': limit ? kb(limit.withDeps) : '-',
    status: update ? 'measured' : !limit ? 'NO BUDGET' : overOwn || overDeps ? 'OVER' : 'ok',
  };
});
const columns = Object.keys(table[0] ?? {});
const widths = columns.map((column) => Math.max(column.length, ...table.map((row) => row[column].length)));
const line = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
console.log(line(columns));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of table) console.log(line(columns.map((column) => row[column])));

if (update) {
  const entriesBudget = Object.fromEntries(
    rows.map(({ name, own, withDeps }) => [
      name,
      { own: Math.ceil(own.gzip * headroom), withDeps: Math.ceil(withDeps.gzip * headroom) },
    ]),
  );
  const note =
    'Bytes, min+gzip (level 9), per entry: `own` with every dependency external, `withDeps` with only react and react-dom external. Set by `pnpm size --update` from a measurement plus 10 %.';
  writeFileSync(budgetFile, `${JSON.stringify({ note, entries: entriesBudget }, null, 2)}\n`);
  console.log('size-budget.json written.');
} else if (failures.length > 0) {
  console.error(`\nSize budget exceeded:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
} else {
  console.log('Every entry is within its budget.');
}
