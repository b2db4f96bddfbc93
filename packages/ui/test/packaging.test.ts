/// <reference types="node" />
// The published package as another team meets it: `pnpm pack` (its prepack builds dist/), the tarball
// installed with npm into a project outside the workspace, a consumer file type-checked against the
// shipped .d.ts, components rendered with react-dom/server from the shipped JavaScript, and the theme
// compiled by the consumer's own Tailwind.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const uiDir = fileURLToPath(new URL('..', import.meta.url));
const tscBin = createRequire(path.join(uiDir, 'package.json')).resolve('typescript/bin/tsc');
/** The folders with an index.ts: each is an entry of its own (`@aurora-store/ui/button`). */
const componentFolders: string[] = [];
for (const entry of await readdir(path.join(uiDir, 'src'), { withFileTypes: true })) {
  if (entry.isDirectory() && (await readdir(path.join(uiDir, 'src', entry.name))).includes('index.ts')) {
    componentFolders.push(entry.name);
  }
}

/** The environment without the npm_* variables pnpm sets for its scripts: npm must act as a stranger's. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_OPTIONS'),
);

let work = '';
let consumer = '';
let tarball = '';
let tarballFiles: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'aurora-ui-packaging-'));
  consumer = path.join(work, 'consumer');
  await mkdir(consumer);

  // prepack runs the build (tsup, then the stylesheets), so the tarball is always built from this source.
  await run('pnpm', ['pack', '--pack-destination', work], { cwd: uiDir, maxBuffer: 64 * 1024 * 1024 });
  const packed = (await readdir(work)).find((name) => name.endsWith('.tgz'));
  if (!packed) throw new Error(`pnpm pack wrote no tarball into ${work}`);
  tarball = path.join(work, packed);
  const { stdout } = await run('tar', ['-tzf', tarball], { maxBuffer: 16 * 1024 * 1024 });
  tarballFiles = stdout.split('\n').filter(Boolean);

  await writeFile(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'aurora-ui-consumer', private: true, type: 'module' }, null, 2),
  );
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      tarball,
      'react@19.3.1',
      'react-dom@19.3.1',
      '@types/react@19.3.0',
      '@types/react-dom@19.3.0',
      'tailwindcss@4.3.5',
    ],
    { cwd: consumer, env: cleanEnv, maxBuffer: 64 * 1024 * 1024 },
  );
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the tarball', () => {
  it('holds dist, the README and the CHANGELOG, and no sources, stories or tests', () => {
    expect(tarballFiles).toContain('package/package.json');
    expect(tarballFiles).toContain('package/README.md');
    expect(tarballFiles).toContain('package/CHANGELOG.md');
    expect(tarballFiles.filter((file) => /\.(stories|test|spec)\./.test(file))).toEqual([]);
    expect(
      tarballFiles.filter(
        (file) => !/^package\/(dist\/|package\.json$|README\.md$|CHANGELOG\.md$)/.test(file),
      ),
    ).toEqual([]);
  });

  it('has an ESM entry and its types for the index and every component folder', () => {
    for (const entry of ['index', ...componentFolders.map((name) => `${name}/index`)]) {
      expect(tarballFiles).toContain(`package/dist/${entry}.js`);
      expect(tarballFiles).toContain(`package/dist/${entry}.d.ts`);
    }
  });

  it('ships the exports map of dist, not the workspace one of src', async () => {
    const pkg = JSON.parse(
      await readFile(path.join(consumer, 'node_modules/@aurora-store/ui/package.json'), 'utf8'),
    );
    expect(pkg.version).toBe('0.1.0');
    expect(pkg.publishConfig).toBeUndefined();
    expect(pkg.sideEffects).toEqual(['**/*.css']);
    expect(Object.keys(pkg.peerDependencies)).toEqual(['react', 'react-dom']);
    expect(pkg.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    });
    expect(pkg.exports['./styles.css']).toBe('./dist/styles.css');
    expect(pkg.exports['./theme.css']).toBe('./dist/theme.css');
    for (const name of componentFolders) {
      expect(pkg.exports[`./${name}`]?.import, name).toBe(`./dist/${name}/index.js`);
      expect(pkg.exports[`./${name}`]?.types, name).toBe(`./dist/${name}/index.d.ts`);
    }
    expect(JSON.stringify(pkg.exports)).not.toContain('src/');
  });

  it('ships a compiled, minified styles.css with the tokens and the components’ classes', async () => {
    const css = await readFile(path.join(consumer, 'node_modules/@aurora-store/ui/dist/styles.css'), 'utf8');
    for (const token of [
      '--color-background:',
      '--color-primary:',
      '--radius-control:',
      '--color-focus-ring:',
    ]) {
      expect(css).toContain(token);
    }
    for (const utility of ['.bg-primary', '.text-on-primary', '.rounded-control', '.sr-only']) {
      expect(css).toContain(utility);
    }
    expect(css).not.toContain('@theme');
    expect(css).not.toMatch(/\n\s+\n/);
  });

  it('ships theme.css as the @theme source, scanning the compiled JavaScript beside it', async () => {
    const theme = await readFile(path.join(consumer, 'node_modules/@aurora-store/ui/dist/theme.css'), 'utf8');
    expect(theme).toContain('@theme {');
    expect(theme).toContain('@source "./**/*.js";');
    expect(theme).not.toContain('@source "./";');
  });
});

describe('a consumer project', () => {
  it('type-checks a file using the index and a per-component entry', async () => {
    await writeFile(
      path.join(consumer, 'consumer.tsx'),
      `import { Badge, Button, type ButtonProps, TextField } from '@aurora-store/ui';
import { formatMoney, Price, type PriceProps } from '@aurora-store/ui/price';

const save: ButtonProps = { variant: 'primary', size: 'lg', isPending: false, onPress: () => {} };
const price: PriceProps = { amount: 79, currency: 'USD', compareAmount: 99 };
export const label: string = formatMoney(1234.5, 'USD');

export function Checkout() {
  return (
    <form>
      <TextField label="Email" type="email" isRequired description="For the receipt" errorMessage="Enter an email" />
      <Price {...price} size="lg" />
      <Badge tone="success">In stock</Badge>
      <Button {...save}>Pay</Button>
      {/* @ts-expect-error: not one of Button's variants */}
      <Button variant="huge">Nope</Button>
      {/* @ts-expect-error: Price needs a currency */}
      <Price amount={1} />
    </form>
  );
}
`,
    );
    const compilerOptions = {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    };
    // A bundler app (Vite) and plain Node ESM resolution both find the types through `exports`.
    for (const [file, resolution] of [
      ['tsconfig.bundler.json', { module: 'ESNext', moduleResolution: 'Bundler' }],
      ['tsconfig.node.json', { module: 'NodeNext', moduleResolution: 'NodeNext' }],
    ] as const) {
      await writeFile(
        path.join(consumer, file),
        JSON.stringify({ compilerOptions: { ...compilerOptions, ...resolution }, files: ['consumer.tsx'] }),
      );
      const result = await run(process.execPath, [tscBin, '-p', file], { cwd: consumer }).catch(
        (error: { stdout?: string; stderr?: string }) => error,
      );
      expect(`${result.stdout ?? ''}${result.stderr ?? ''}`, file).toBe('');
    }
  });

  it('renders components with react-dom/server from the shipped JavaScript', async () => {
    await writeFile(
      path.join(consumer, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Badge, Button, TextField } from '@aurora-store/ui';
import { Price } from '@aurora-store/ui/price';

console.log(JSON.stringify({
  button: renderToString(h(Button, { variant: 'primary' }, 'Add to cart')),
  pending: renderToString(h(Button, { isPending: true }, 'Saving')),
  textField: renderToString(h(TextField, { label: 'Email', description: 'For the receipt', isRequired: true })),
  price: renderToString(h(Price, { amount: 79, currency: 'USD', compareAmount: 99 })),
  rupees: renderToString(h(Price, { amount: 123456, currency: 'INR' })),
  badge: renderToString(h(Badge, { tone: 'success' }, 'In stock')),
}));
`,
    );
    const { stdout } = await run(process.execPath, ['render.mjs'], { cwd: consumer, env: cleanEnv });
    // React separates adjacent text nodes with `<!-- -->`; the assertions read the text as a person would.
    const html = Object.fromEntries(
      Object.entries(JSON.parse(stdout) as Record<string, string>).map(([name, markup]) => [
        name,
        markup.replaceAll('<!-- -->', ''),
      ]),
    );

    expect(html.button).toMatch(/^<button[^>]*type="button"/);
    expect(html.button).toContain('Add to cart');
    expect(html.button).toContain('bg-primary');
    expect(html.pending).toContain('Saving');
    expect(html.pending).toContain('aria-disabled="true"');

    const inputId = /<input[^>]*id="([^"]+)"/.exec(html.textField ?? '')?.[1];
    expect(inputId).toBeTruthy();
    expect(html.textField).toContain(`for="${inputId}"`);
    expect(html.textField).toContain('Email');
    expect(html.textField).toContain('For the receipt');
    expect(html.textField).toMatch(/<input[^>]*required/);

    expect(html.price).toContain('$79.00');
    expect(html.price).toContain('$99.00');
    expect(html.price).toContain('20% off');
    expect(html.rupees).toContain('₹1,23,456');
    expect(html.badge).toContain('In stock');
  });

  it("compiles with the app's own Tailwind from theme.css, finding the components' classes", async () => {
    const from = path.join(consumer, 'app.css');
    const result = await postcss([tailwindcss({ base: consumer, optimize: false })]).process(
      '@import "tailwindcss";\n@import "@aurora-store/ui/theme.css";\n',
      { from },
    );
    expect(result.css).toContain('--color-primary:');
    // Only the package's compiled components use these, and the app has no sources of its own.
    for (const utility of ['.bg-primary', '.text-on-primary', '.rounded-control', '.shadow-raised']) {
      expect(result.css).toContain(utility);
    }
  });
});
