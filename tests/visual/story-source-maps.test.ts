import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { createServer } from 'vite';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const storyFile = 'packages/ui/src/badge/badge.stories.tsx';

/**
 * A failing story names the line of its file that failed: Vitest reads it through the source map of the story as the
 * story projects compile it (Storybook's plugins from .storybook/main.ts, then its test transform). Storybook's docs
 * plugin returned a map that already led to the original file, which Vite chained through the earlier maps again, so
 * a failed `expect` was reported some twenty lines off, inside another story (patches/@storybook__addon-docs*).
 */
// A hang guard, not a speed limit: loading Storybook's presets and compiling the story takes ~5 s alone.
it("maps each check of a compiled story back to the story file's own line", { timeout: 60_000 }, async () => {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
  });
  try {
    const compiled = await server.transformRequest(`/${storyFile}`);
    if (!compiled?.map) throw new Error(`${storyFile} compiled without a source map`);
    const map = new TraceMap(compiled.map as ConstructorParameters<typeof TraceMap>[0]);
    const source = readFileSync(path.join(root, storyFile), 'utf8');
    const sourceLines = source.split('\n');
    const matcherCall = /\.(toHave|toBe)\w*\(/;
    const everyMatcherCall = new RegExp(matcherCall, 'g');

    // Each matcher the plays call, leaving out the copies in the docs' source snippets (one string per story).
    const calls = [...compiled.code.matchAll(everyMatcherCall)].filter(
      (match) => !lineOf(compiled.code, match.index).includes('originalSource:'),
    );
    const checks = calls.map((match) => {
      const before = compiled.code.slice(0, match.index).split('\n');
      const original = originalPositionFor(map, { line: before.length, column: before.at(-1)?.length ?? 0 });
      return {
        line: original.line,
        text: original.line ? sourceLines[original.line - 1]?.trim() : undefined,
      };
    });

    expect(checks).toHaveLength(source.match(everyMatcherCall)?.length ?? 0);
    for (const check of checks)
      expect(check.text, `a check mapped to line ${check.line}`).toMatch(matcherCall);
  } finally {
    await server.close();
  }
});

function lineOf(code: string, index: number) {
  return code.slice(code.lastIndexOf('\n', index) + 1, code.indexOf('\n', index));
}
