import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cataloguePlugin } from './catalogue-plugin.ts';
import { readSources, routerPages } from './catalogue-source.ts';

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
      const chunks: Record<
        string,
        { isEntry: boolean; imports: string[]; modules: string[]; catalogue?: string }
      > = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // A language's texts for a bundle of pages (catalogue-plugin.ts): 'es/queue'.
        const catalogue = output.facadeModuleId?.startsWith('\0virtual:catalogue/')
          ? output.facadeModuleId.slice('\0virtual:catalogue/'.length)
          : undefined;
        chunks[output.fileName] = {
          ...(catalogue ? { catalogue } : {}),
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
  '/queue/shared/catalog': ['src/app/routes/shared-catalog.page.tsx'],
  '/reservar': ['src/app/routes/booking-new.page.tsx'],
  '/reserva/:id': ['src/app/routes/booking.page.tsx'],
  '/entrar/:token': ['src/app/routes/sign-in-link.page.tsx'],
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
      // Each page's texts in each language (catalogue-plugin.ts): the server names the page's language's
      // file beside its code, so the texts download in the same round.
      const bundleOfPage = new Map(
        routerPages(readSources(join(root, 'src'))).map(({ page, bundle }) => [`src/${page}`, bundle]),
      );
      const texts: Record<string, Record<string, string>> = {};
      for (const [path, modules] of Object.entries(table)) {
        const bundle = bundleOfPage.get(modules[0] ?? '') ?? 'base';
        texts[path] = {};
        for (const chunk of chunks) {
          const [language, chunkBundle] = (chunk.facadeModuleId ?? '')
            .replace('\0virtual:catalogue/', '')
            .split('/');
          if (
            chunk.facadeModuleId?.startsWith('\0virtual:catalogue/') &&
            chunkBundle === bundle &&
            language
          ) {
            texts[path][language] = `${base}${chunk.fileName}`;
          }
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/catalogue-preloads.json',
        source: `${JSON.stringify(texts, null, 1)}\n`,
      });
    },
  };
}

/**
 * The diner's screens, each with the page modules it starts from. On a slow network every file costs a
 * round trip, and HTTP/1.1 asks for six at a time: each of these gets its first render's code in a few
 * chunks (`planDinerChunks`), not in the dozen small ones the bundler makes on its own (one per set of
 * routes sharing a module). The short link always opens the public menu: one chunk for both.
 */
const dinerScreens: Record<string, string[]> = {
  'queue-join': ['src/app/routes/queue-join.page.tsx'],
  'queue-status': ['src/app/routes/queue-status.page.tsx'],
  'public-menu': ['src/app/routes/public-menu.page.tsx', 'src/app/routes/short-link.page.tsx'],
  'ordering-catalog': ['src/app/routes/ordering-catalog.page.tsx'],
  'shared-catalog': ['src/app/routes/shared-catalog.page.tsx'],
  checkout: ['src/app/routes/checkout.page.tsx'],
  'booking-new': ['src/app/routes/booking-new.page.tsx'],
  booking: ['src/app/routes/booking.page.tsx'],
};

/**
 * Where a module that several phone pages need at first render goes: the first of these chunks whose pages
 * include every page that needs it (a diner screen by its name above, another page by its route file's:
 * `landing`; `*`: any phone page). A page downloads a shared chunk whole, so each lists pages that use most
 * of it: the queue's (the landing's contact form checks the same phone and name fields), the menu's list,
 * the order and its live events, and last the small helpers nearly every page uses.
 */
const dinerSharedChunks: [name: string, pages: string[]][] = [
  // The diner's phone-and-name step: the queue's join and the booking's, not the status page.
  ['diner-identity', ['queue-join', 'booking-new']],
  ['diner-queue', ['queue-join', 'queue-status', 'landing', 'booking-new']],
  ['diner-menu', ['public-menu', 'ordering-catalog', 'shared-catalog']],
  ['diner-order', ['ordering-catalog', 'checkout', 'queue-status']],
  ['diner-booking', ['booking-new', 'booking']],
  ['diner', ['*']],
];

/** The back office's routes (by file name): their budget has room, so their needs do not shape the split. */
const backOfficeRoute =
  /^(merchant-|catalog-|staff-invite|signup|confirm-email|forgot-password|reset-password)/;

/** What the plan reads of the module graph (Rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    code: string | null;
  } | null;
}

/**
 * The chunk of every module a diner screen needs at first render, for Rolldown's `codeSplitting` groups
 * (a module left out is split by Rolldown's default rules):
 * - needed by one screen only (now, or later through a lazy import) → that screen's chunk;
 * - needed at first render by every page that needs it → the first of `dinerSharedChunks` that fits;
 * - needed later by some page (a lazy dialog, the item drawer on the table's menu) → one chunk per set of
 *   pages and moments, so it stays out of the pages that load it later;
 * - needed by the app shell's lazy code (the toast host) → left to Rolldown.
 * The back office's pages do not count as needing a module: they load whichever chunk holds it (a helper
 * of the join page's chunk, say). The entry's own modules stay in the entry. TanStack Query's hooks too are left to Rolldown (their own
 * chunk): the entry reaches them through the package's index, so this graph cannot tell them from what the
 * entry uses.
 */
function planDinerChunks(graph: ModuleGraph): Map<string, string> {
  const info = (id: string) => graph.getModuleInfo(id);
  const closure = (start: string, stop: ReadonlySet<string>) => {
    const found = new Set<string>();
    const stack = [start];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (found.has(id) || stop.has(id)) continue;
      found.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return found;
  };
  const entry = closure(join(root, 'index.html'), new Set());
  const routesDir = join(root, 'src/app/routes') + sep;
  const routes = [...entry]
    .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => id.startsWith(routesDir));
  const screenOf = new Map(
    Object.entries(dinerScreens).flatMap(([screen, modules]) => modules.map((m) => [join(root, m), screen])),
  );
  // module → page → when it needs it ('now': at first render; 'later': through a lazy import).
  const needs = new Map<string, Map<string, 'now' | 'later'>>();
  const need = (module: string, page: string, when: 'now' | 'later') => {
    const pages = needs.get(module) ?? new Map<string, 'now' | 'later'>();
    needs.set(module, pages);
    if (pages.get(page) !== 'now') pages.set(page, when);
  };
  const needLater = (firstRender: ReadonlySet<string>, page: string) => {
    const seen = new Set(firstRender);
    const lazy = [...firstRender].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
    for (let start = lazy.pop(); start !== undefined; start = lazy.pop()) {
      if (routes.includes(start)) continue;
      for (const module of closure(start, entry)) {
        if (seen.has(module)) continue;
        seen.add(module);
        need(module, page, 'later');
        lazy.push(...(info(module)?.dynamicallyImportedIds ?? []));
      }
    }
  };
  needLater(entry, 'app');
  const dinerModules = new Set<string>();
  for (const route of routes) {
    const name = basename(route).replace(/\.page\.tsx?$/, '');
    if (backOfficeRoute.test(name)) continue;
    const page = screenOf.get(route) ?? name;
    const firstRender = closure(route, entry);
    for (const module of firstRender) need(module, page, 'now');
    if (screenOf.has(route)) for (const module of firstRender) dinerModules.add(module);
    needLater(firstRender, page);
  }
  const plan = new Map<string, string>();
  const sets = new Map<string, string[]>();
  for (const module of dinerModules) {
    const pages = needs.get(module) ?? new Map<string, 'now' | 'later'>();
    if (module.startsWith('\0') || pages.has('app')) continue;
    const names = [...pages.keys()];
    const [only] = names;
    if (names.length === 1 && only) {
      plan.set(module, only);
    } else if ([...pages.values()].every((when) => when === 'now')) {
      const shared = dinerSharedChunks.find(([, members]) =>
        names.every((page) => members.includes(page) || members.includes('*')),
      );
      if (shared) plan.set(module, shared[0]);
    } else {
      const key = [...pages]
        .map(([page, when]) => `${page}:${when}`)
        .sort()
        .join(' ');
      sets.set(key, [...(sets.get(key) ?? []), module]);
    }
  }
  // A set's chunk is named after its largest module, as Rolldown names its own chunks; a name already taken
  // would put two sets in one chunk.
  const taken = new Set(plan.values());
  for (const modules of sets.values()) {
    const largest = modules.reduce((a, b) =>
      (info(b)?.code?.length ?? 0) > (info(a)?.code?.length ?? 0) ? b : a,
    );
    const stem = basename(largest).replace(/\.[^.]+$/, '');
    let name = stem;
    for (let n = 2; taken.has(name); n += 1) name = `${stem}-${n}`;
    taken.add(name);
    for (const module of modules) plan.set(module, name);
  }
  return plan;
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
    cataloguePlugin(join(root, 'src/locales')),
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
    modulePreload: {
      polyfill: false,
      // A lazy page's chunks are preloaded together when the app goes to it, from a list in the entry. The
      // back office's pages keep only their styles there (loaded through this list alone): their dozens of
      // chunks would cost every phone about 2 KB of gzip in the entry, and a tablet on the restaurant's
      // Wi-Fi finds them as it reads the page's code. The server's HTML still preloads all of a page's
      // chunks when it is opened by its address (`routePreloadList`).
      resolveDependencies: (filename, deps) =>
        backOfficeRoute.test(basename(filename)) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    // Every route is its own lazy chunk (app/router.tsx); the diner's screens are grouped into few chunks
    // (`planDinerChunks`), the rest is split by Rolldown's defaults, which keep merchant-only code out of the
    // phone's pages. scripts/check-bundle.mjs holds every route to its budget, scripts/check-page-weight.mjs
    // every phone's page as a browser loads it, bench/web/slow-network.mjs the time they take on Slow 3G.
    rolldownOptions: {
      // The compression above is slow on purpose (brotli 11, once per build): no report of plugin timings.
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              // The plan places every module of a group itself: a module's imports are not pulled in with it
              // (they may be the entry's, or another chunk's).
              includeDependenciesRecursively: false,
              name: (() => {
                let plan: Map<string, string> | undefined;
                return (id: string, graph: ModuleGraph) => {
                  plan ??= planDinerChunks(graph);
                  return plan.get(id) ?? null;
                };
              })(),
            },
          ],
        },
      },
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
