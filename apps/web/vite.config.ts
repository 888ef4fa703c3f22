import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * With BUNDLE_GRAPH_FILE set, writes the build's chunk graph there (each chunk's static imports and its
 * source modules) for the JS budget check, scripts/check-bundle.mjs. It goes outside the served folder:
 * nobody outside needs to read how the app is split.
 */
function bundleGraph(file: string | undefined): Plugin {
  return {
    name: 'suavez-bundle-graph',
    apply: 'build',
    // writeBundle: the final bundle, after Vite has dropped the chunks that held only CSS.
    writeBundle(_options, bundle) {
      if (!file) return;
      const chunks: Record<string, { isEntry: boolean; imports: string[]; modules: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          // Only the app's own modules: a route is found by its page's source path.
          modules: output.moduleIds
            .filter((id) => !id.startsWith('\0') && !id.includes('node_modules'))
            .map((id) => relative(root, id).split(sep).join('/')),
        };
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ chunks }, null, 1));
    },
  };
}

/**
 * The source modules each page of a phone needs at once, beyond the entry: the route's screen and the
 * lazy chunks it always loads (the live events' stream, the short link's menu). The build writes their
 * chunks, with everything those import, to `.vite/route-preloads.json`; the server names them in the
 * page's HTML (`<link rel="modulepreload">`, apps/api/src/modules/page-meta), so a phone on a slow network
 * fetches them all at once instead of one after another. A module missing from the build fails it.
 */
const routePreloads: Record<string, string[]> = {
  '/queue/join': ['src/app/routes/queue-join.page.tsx'],
  '/c/:shortId': ['src/app/routes/short-link.page.tsx', 'src/app/routes/public-menu.page.tsx'],
  '/catalog': ['src/app/routes/public-menu.page.tsx'],
  '/queue': ['src/app/routes/queue-status.page.tsx', 'src/lib/live-events-stream.ts'],
  '/queue/catalog': ['src/app/routes/ordering-catalog.page.tsx', 'src/lib/live-events-stream.ts'],
  '/queue/checkout': ['src/app/routes/checkout.page.tsx', 'src/lib/live-events-stream.ts'],
};

function routePreloadList(table: Record<string, string[]>): Plugin {
  let base = '/';
  return {
    name: 'suavez-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: string[], into = new Set<string>()) => {
        for (const file of files) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      // The entry and what it imports statically are in index.html already.
      const inHtml = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const list: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(table)) {
        const files = modules.map((module) => {
          const id = join(root, module);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`route-preloads: ${module} (${path}) is in no chunk of the build`);
          return chunk.fileName;
        });
        list[path] = [...closure(files)].filter((file) => !inHtml.has(file)).map((file) => `${base}${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: `${JSON.stringify(list, null, 1)}\n`,
      });
    },
  };
}

// The SPA talks to the API on the same origin under /api (README.md#configuration); in development the
// API server runs on its own port and Vite forwards to it.
// `npm run dev` runs the API on PORT (3000 by default); the dev server proxies to it.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every text file of the build, which the server
 * sends as they are (@fastify/static `preCompressed`): the consumer's phone downloads about a third of the
 * bytes, and the server never compresses on the fly. Files under 1 KB gain nothing worth a second file.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'suavez-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const path of walk(outDir)) {
        if (!compressible.test(path)) continue;
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  // Pinned so `vite build --config apps/web/vite.config.ts` from the repo root behaves the same.
  root,
  plugins: [
    react(),
    bundleGraph(process.env.BUNDLE_GRAPH_FILE),
    routePreloadList(routePreloads),
    precompress(),
  ],
  // `@/…` is `src/…` (tsconfig.json `paths`; the root vitest.config.ts says the same for the tests).
  resolve: {
    alias: [
      { find: /^@\//, replacement: join(root, 'src/') },
      // wouter's shim for React < 18 (half a KiB on every page): React 19 has the hook itself.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: join(root, 'src/lib/use-sync-external-store.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Browsers that run es2022 and lack modulepreload just skip preloading; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    // Every route is its own lazy chunk (app/router.tsx); the bundler's (Rolldown's) default splitting
    // already keeps merchant-only code out of the consumer pages, so no manual chunks. scripts/check-bundle.mjs
    // holds every route to its budget, scripts/check-page-weight.mjs every phone's page as a browser loads it.
    rolldownOptions: {
      // The compression above is slow on purpose (brotli 11, once per build): no report of plugin timings.
      checks: { pluginTimings: false },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
    },
  },
});
