import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `pnpm dev`: this dev server on 5173 hands /api to the API server running beside it on PORT (3000).
const apiOrigin = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': apiOrigin },
  },
  build: {
    sourcemap: true,
  },
});
