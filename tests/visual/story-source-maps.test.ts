import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { createServer } from 'vite';
import { expect, it } from 'vitest';
import { repoRoot } from '../support/store-process.ts';

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
    root: repoRoot,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [storybookTest({ configDir: path.join(repoRoot, '.storybook') })],
  });
  try {
    const compiled = await server.transformRequest(`/${storyFile}`);
    if (!compiled?.map) throw new Error(`${storyFile} compiled without a source map`);
    const map = new TraceMap(compiled.map as ConstructorParameters<typeof TraceMap>[0]);
    const source = readFileSync(path.join(repoRoot, storyFile), 'utf8');
    const sourceLines = source.split('\n');
    const matcherCall = /\.(toHave|toBe)\w*\(/;
    const everyMatcherCall = new RegExp(matcherCall, 'g');

    // Each matcher the plays call, leaving out the copies in the docs' source snippets (one string per story).
    const calls = [...compiled.code.matchAll(everyMatcherCall)]
      .map((match) => positionIn(compiled.code, match.index))
      .filter((call) => !call.lineText.includes('originalSource:'));
    const checks = calls.map(({ line, column }) => {
      const original = originalPositionFor(map, { line, column });
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

/** The 1-based line, 0-based column (as source maps count) and text of the line at `index` in `code`. */
function positionIn(code: string, index: number) {
  const lineStart = code.lastIndexOf('\n', index) + 1;
  const lineEnd = code.indexOf('\n', index);
  return {
    line: code.slice(0, lineStart).split('\n').length,
    column: index - lineStart,
    lineText: code.slice(lineStart, lineEnd === -1 ? undefined : lineEnd),
  };
}
