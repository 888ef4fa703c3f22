import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA talks to the API on the same origin under /api (docs/contract.md); in development the
// API server runs on its own port and Vite forwards to it.
// `npm run dev` runs the API on PORT (3000 by default); the dev server proxies to it.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  // Pinned so `vite build --config apps/web/vite.config.ts` from the repo root behaves the same.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Browsers that run es2022 and lack modulepreload just skip preloading; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    // Every route is its own lazy chunk (app/router.tsx); Rollup's default splitting already keeps
    // merchant-only code out of the diner pages, so no manualChunks.
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
    },
  },
});
