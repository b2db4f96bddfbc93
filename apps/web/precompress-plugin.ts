import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images here are SVG, which is text too. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, compression saves less than the Content-Encoding round costs. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip -9) beside every text file of the build, once,
 * at build time; the server sends them to browsers that accept them (@fastify/static `preCompressed`), so no
 * request pays for compression and a first visit downloads about a third of the bytes.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'aurora:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const fullPath = path.join(outDir, file);
            const content = await readFile(fullPath);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${fullPath}.br`, br), writeFile(`${fullPath}.gz`, gz)]);
          }),
      );
    },
  };
}
