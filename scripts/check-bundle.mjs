// The JavaScript each route of the web app loads, gzip-compressed, against its budget (README.md#front-end),
// in each language its texts come in (the page's catalogue bundle, docs/languages.md), the heaviest shown:
// the pages a phone opens (consumers and visitors) 100 KB, the merchant's pages 250 KB; a diner's page also
// needs at most `maxConsumerFiles` files of JavaScript. The routes come from the router itself
// (apps/web/src/app/router.tsx), so a new route is measured the day it is added; a route whose screen cannot
// be found in the build fails the check instead of being skipped.
//
//   node scripts/check-bundle.mjs [--build] [--dist DIR] [--graph FILE]
//
// --build runs `vite build` into DIR (default apps/web/dist) with BUNDLE_GRAPH_FILE set, so the build writes
// its chunk graph (chunks, their static imports and source modules; apps/web/vite.config.ts) to FILE
// (default .tmp/bundle-graph.json), outside the folder the server publishes. Vite's own manifest is not
// enough: it names a chunk by its facade module, and Rollup can fold a route's module into a shared chunk
// that has none (the ordering catalog's page, today), which the manifest cannot map back to its route.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;

/** Budgets in bytes of gzip: phones on mobile data open every page but the merchant's. */
export const budgets = {
  phone: 100 * KB,
  merchant: 250 * KB,
};

/**
 * The JavaScript files a diner's page may need before its screen shows (the entry, its route's chunks and
 * static imports, and its texts in the page's language): a phone on a slow network pays a round trip per
 * round of files, and over HTTP/1.1 asks for six at a time, beside the stylesheet and the page's API reads.
 * The server names the route's chunks and its texts in the page's HTML (modulepreload), so they all go in
 * the first round with the entry. More than this and the last ones wait for a third round (`npm run
 * bench:slow`; apps/web/vite.config.ts groups the diner's code to stay under).
 */
export const maxConsumerFiles = 9;

/** The pages outside `/merchant` that only a restaurant's people open. */
const merchantDoors = new Set([
  '/convite',
  '/cadastro',
  '/confirmar-email',
  '/esqueci-senha',
  '/redefinir-senha',
]);

/** Who opens a route, by its path: the merchant's back office or a phone (consumer or visitor). */
export function audienceOf(path) {
  // The staff invite (`/convite`) and the account pages (sign up, confirm the e-mail, a new password:
  // docs/email.md) are the back office's doors: a restaurant's people open them once in a while.
  if (
    path === '/merchant' ||
    path.startsWith('/merchant/') ||
    path.startsWith('/login/merchant') ||
    merchantDoors.has(path)
  ) {
    return 'merchant';
  }
  if (
    path === '/catalog' ||
    path.startsWith('/queue') ||
    path.startsWith('/c/') ||
    path.startsWith('/reserva') ||
    path.startsWith('/entrar/')
  ) {
    return 'consumer';
  }
  return 'visitor';
}

/** The budget of a route: 250 KB for the merchant's pages, 100 KB for everything a phone opens. */
export function budgetOf(path) {
  return audienceOf(path) === 'merchant' ? budgets.merchant : budgets.phone;
}

/**
 * Reads the route table out of the router's source: every `const X = lazyPage(() => import('./m'), …)`
 * and every `<Route>`, with its screen given as `component={X}` or as a child element `<X />`. A route
 * whose screen is not exactly one lazy page comes back with `module: null` (unmapped).
 * Module paths are relative to the router's folder, as written in the import.
 */
export function parseRouteTable(source) {
  const lazyModules = new Map();
  const textsOf = new Map();
  for (const match of source.matchAll(
    /const\s+(\w+)\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\),\s*'\w+'\s*(?:,\s*'(\w+)'\s*)?,?\s*\)/g,
  )) {
    lazyModules.set(match[1], match[2]);
    // The page's bundle of texts (app/lazy-page.ts), loaded with its code in the page's language.
    textsOf.set(match[1], match[3] ?? 'base');
  }
  const routes = [];
  const openingTag = /<Route\b([^>]*?)(\/?)>/g;
  for (const match of source.matchAll(openingTag)) {
    const [, attributes = '', selfClosing] = match;
    const path = /\bpath="([^"]*)"/.exec(attributes)?.[1] ?? '*';
    let screens;
    const component = /\bcomponent=\{(\w+)\}/.exec(attributes)?.[1];
    if (component) {
      screens = [component];
    } else if (!selfClosing) {
      const bodyStart = match.index + match[0].length;
      const bodyEnd = source.indexOf('</Route>', bodyStart);
      const body = source.slice(bodyStart, bodyEnd === -1 ? undefined : bodyEnd);
      screens = [...body.matchAll(/<(\w+)\b/g)].map((m) => m[1]).filter((name) => lazyModules.has(name));
    } else {
      screens = [];
    }
    const screen = screens.length === 1 ? screens[0] : null;
    routes.push({
      path,
      screen,
      module: screen ? (lazyModules.get(screen) ?? null) : null,
      texts: screen ? (textsOf.get(screen) ?? 'base') : 'base',
    });
  }
  return routes;
}

/** The file of the HTML entry's chunk (the chunk every page loads first). */
export function entryFileOf(graph) {
  const entries = Object.keys(graph.chunks).filter((file) => graph.chunks[file].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0];
}

/** The chunk that holds a source module (`src/app/routes/x.page.tsx`), or null when none does. */
export function chunkOfModule(graph, module) {
  const files = Object.keys(graph.chunks).filter((file) => graph.chunks[file].modules.includes(module));
  return files.length === 1 ? files[0] : null;
}

/**
 * The JavaScript files a route loads before its screen shows: the entry chunk, the chunk of the route's
 * lazy module, and every chunk they import statically, transitively. Dynamic imports load later (or
 * never) and are left out, as the browser does.
 */
export function routeFiles(graph, routeChunk, extraChunks = []) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    const chunk = graph.chunks[file];
    if (!chunk) throw new Error(`the bundle graph has no chunk ${file}`);
    files.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entryFileOf(graph));
  visit(routeChunk);
  for (const chunk of extraChunks) visit(chunk);
  return [...files].sort();
}

/**
 * The chunks of a bundle of texts, by language ('pt-BR' → 'assets/pt-BR-queue-x.js'): a page loads its
 * language's with its code (docs/languages.md). A build without catalogues answers one language, none.
 */
export function catalogueChunksOf(graph, texts) {
  const byLanguage = new Map();
  for (const [file, chunk] of Object.entries(graph.chunks)) {
    if (!chunk.catalogue) continue;
    const [language, bundle] = chunk.catalogue.split('/');
    if (bundle === texts) byLanguage.set(language, [file]);
  }
  return byLanguage.size > 0 ? byLanguage : new Map([['', []]]);
}

/**
 * Measures every route: `sizeOf(file)` gives a chunk's gzip bytes, `moduleOf(route)` the source path of
 * the route's lazy module. A route fails when its screen is not found in the build or it is over budget.
 */
export function measureRoutes({ routes, graph, sizeOf, moduleOf }) {
  return routes.map((route) => {
    const budget = budgetOf(route.path);
    const audience = audienceOf(route.path);
    const chunk = route.module ? chunkOfModule(graph, moduleOf(route)) : null;
    if (!chunk) {
      return {
        ...route,
        audience,
        budget,
        bytes: null,
        files: null,
        ok: false,
        problem: 'rota sem tela no build',
      };
    }
    // In each language the page opens in: the budget holds in all of them (rules.md §16).
    let files = [];
    let bytes = -1;
    let language = '';
    // The merchant's and the visitors' pages are always in pt-BR (rules.md §16).
    const languages = [...catalogueChunksOf(graph, route.texts ?? 'base')].filter(
      ([candidate]) => audience === 'consumer' || candidate === 'pt-BR' || candidate === '',
    );
    for (const [candidate, extra] of languages) {
      const languageFiles = routeFiles(graph, chunk, extra);
      const languageBytes = languageFiles.reduce((sum, file) => sum + sizeOf(file), 0);
      if (languageBytes > bytes) {
        files = languageFiles;
        bytes = languageBytes;
        language = candidate;
      }
    }
    const problem =
      bytes > budget
        ? 'acima do orçamento'
        : audience === 'consumer' && files.length > maxConsumerFiles
          ? `mais de ${maxConsumerFiles} arquivos`
          : null;
    return {
      ...route,
      audience,
      budget,
      bytes,
      language,
      files: files.length,
      ok: problem === null,
      problem,
    };
  });
}

const audienceLabels = { consumer: 'cliente', visitor: 'visitante', merchant: 'lojista' };

/** The table printed for people: one line per route, its KB, its files and budget. */
export function formatReport(results) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const rows = results.map((r) => [
    r.path,
    audienceLabels[r.audience],
    r.bytes === null ? '—' : kb(r.bytes),
    r.language || '—',
    r.files === null ? '—' : String(r.files),
    kb(r.budget),
    r.ok ? 'ok' : `FALHOU: ${r.problem}`,
  ]);
  const header = ['rota', 'público', 'KB gzip', 'idioma', 'arquivos', 'orçamento', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** Gzip level 9: what the server sends (the build is precompressed at that level; 1 KB = 1000 bytes). */
export function gzipSizeOf(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

function main(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const webDir = join(root, 'apps/web');
  const option = (name, fallback) => {
    const at = argv.indexOf(name);
    return resolve(at === -1 ? fallback : argv[at + 1]);
  };
  const distDir = option('--dist', join(webDir, 'dist'));
  const graphFile = option('--graph', join(root, '.tmp/bundle-graph.json'));
  if (argv.includes('--build')) {
    rmSync(graphFile, { force: true });
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
      { cwd: webDir, stdio: 'inherit', env: { ...process.env, BUNDLE_GRAPH_FILE: graphFile } },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!existsSync(graphFile)) {
    console.error(`Grafo do build não encontrado em ${graphFile}: rode com --build.`);
    process.exit(1);
  }
  const graph = JSON.parse(readFileSync(graphFile, 'utf8'));

  const routerDir = join(webDir, 'src/app');
  const routes = parseRouteTable(readFileSync(join(routerDir, 'router.tsx'), 'utf8'));
  const sourceExtensions = ['.tsx', '.ts', '.jsx', '.js'];
  const moduleOf = (route) => {
    const base = relative(webDir, join(routerDir, route.module)).split(sep).join('/');
    return sourceExtensions.map((ext) => base + ext).find((path) => existsSync(join(webDir, path))) ?? base;
  };
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSizeOf(join(distDir, file)));
    return sizes.get(file);
  };
  const results = measureRoutes({ routes, graph, sizeOf, moduleOf });
  console.log(formatReport(results));
  const failures = results.filter((r) => !r.ok);
  if (routes.length === 0 || failures.length > 0) {
    console.error(
      routes.length === 0
        ? '\nNenhuma rota encontrada em apps/web/src/app/router.tsx.'
        : `\n${failures.length} rota(s) fora do orçamento de JavaScript (gzip nível 9).`,
    );
    process.exit(1);
  }
  console.log(
    `\n${results.length} rotas dentro do orçamento de JavaScript (gzip nível 9, 1 KB = 1000 bytes; ` +
      `páginas do cliente em até ${maxConsumerFiles} arquivos).`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
