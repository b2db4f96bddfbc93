import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // The contract package ships TypeScript sources, which Node cannot run: bundle it. Every other
  // dependency stays in node_modules (PGlite loads its WebAssembly files from there).
  noExternal: ['@aurora-store/api'],
});
