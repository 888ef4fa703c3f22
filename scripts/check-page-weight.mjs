// The JavaScript each page a phone opens downloads, as a browser loads it: Debian's Chromium opens every
// consumer and visitor page of the demo restaurant (README.md#demo-data) with an empty cache, against the
// built web app served by the real server, and counts every script it fetches until the network is idle,
// lazy chunks included. Each script's size is its gzip (level 9) in KiB (1 KiB = 1024 bytes); a page over
// 100 KiB fails the run (README.md#front-end). scripts/check-bundle.mjs holds every route, the merchant's
// included, to its budget from the build's chunk graph, without a browser.
//
//   node scripts/check-page-weight.mjs [--dist DIR] [--server FILE] [--verbose]
//
// --dist: the built web app (default apps/web/dist); --server: a compiled server (scripts/build-server.mjs)
// to run instead of the API's TypeScript sources; --verbose: every script of every page, heaviest first.
//
// Environment: CHROMIUM_PATH (/usr/bin/chromium).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { seatDemoConsumer } from './lib/demo-consumer.mjs';
import { findFreePort, startServerProcess } from './lib/server-process.mjs';

export const KIB = 1024;

/** The budget of every page a phone opens, in bytes of gzip. */
export const phoneBudget = 100 * KIB;

/**
 * The pages a phone opens, for the demo restaurant and a consumer seated there. `session`: opened with the
 * consumer's cookies (its own pages); the others as someone who has never been here.
 * @param {{ merchantId: string, queueId: string, orderId: string }} ids
 */
export function phonePages({ merchantId, queueId, orderId }) {
  return [
    { name: 'Entrar na fila', path: `/queue/join?merchant=${merchantId}` },
    { name: 'Link curto', path: '/c/praca' },
    { name: 'Cardápio público', path: `/catalog?merchant=${merchantId}` },
    { name: 'Convite da mesa', path: `/queue/shared/catalog?qoid=${queueId}` },
    { name: 'Status na fila', path: '/queue', session: true },
    { name: 'Cardápio da mesa', path: `/queue/catalog?qoid=${queueId}`, session: true },
    { name: 'Resumo do pedido', path: `/queue/checkout?order=${orderId}`, session: true },
    { name: 'Reservar mesa', path: `/reservar?merchant=${merchantId}` },
    // The demo has no booking: a queue id is no booking's, so the page loads its code and says so.
    { name: 'Reserva', path: `/reserva/${queueId}`, session: true },
    // No link was sent here: the page loads its code, spends nothing and says the link is gone.
    { name: 'Link do WhatsApp', path: `/entrar/${'A'.repeat(43)}` },
    { name: 'Início', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: 'Post do blog', path: '/blog/fila-virtual' },
    { name: 'Termos e privacidade', path: '/legal' },
    { name: 'Cartão com QR', path: '/qr-business-card' },
    { name: 'Página inexistente', path: '/nao-existe' },
    // The heaviest diner pages in the other languages: each loads its own language's texts (rules.md §16).
    { name: 'Unirse a la fila', path: `/queue/join?merchant=${merchantId}&lang=es` },
    { name: 'Waitlist status', path: '/queue?lang=en', session: true },
    { name: 'Menú de la mesa', path: `/queue/catalog?qoid=${queueId}&lang=es`, session: true },
    { name: 'Table menu', path: `/queue/catalog?qoid=${queueId}&lang=en`, session: true },
  ];
}

/**
 * A page's verdict from the scripts it fetched (`{ url, bytes }`, bytes of gzip): their sum against the
 * budget. A page that fetched no script at all fails too: the app did not load, so nothing was measured.
 * @param {{ name: string, path: string, scripts: { url: string, bytes: number }[] }} page
 * @param {number} [budget]
 */
export function judgePage(page, budget = phoneBudget) {
  const bytes = page.scripts.reduce((sum, script) => sum + script.bytes, 0);
  const problem =
    page.scripts.length === 0 ? 'nenhum script carregado' : bytes > budget ? 'acima do orçamento' : null;
  return { ...page, bytes, budget, ok: problem === null, problem };
}

/**
 * The table printed for people: one line per page, its KiB, scripts and budget.
 * @param {ReturnType<typeof judgePage>[]} results
 */
export function formatPageReport(results) {
  const kib = (/** @type {number} */ bytes) => (bytes / KIB).toFixed(1);
  const rows = results.map((r) => [
    r.name,
    r.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '…'),
    kib(r.bytes),
    String(r.scripts.length),
    kib(r.budget),
    r.ok ? 'ok' : `FALHOU: ${r.problem}`,
  ]);
  const header = ['página', 'caminho', 'KiB gzip', 'scripts', 'orçamento', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 4 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** Gzip level 9 of a script as the server sends it (the build is precompressed at that level). */
export function gzipBytes(/** @type {Buffer} */ body) {
  return gzipSync(body, { level: 9 }).length;
}

/**
 * Opens `url` in a fresh context (empty cache) and collects every script the page fetches until it is
 * idle: no request for 500 ms (Playwright's 'networkidle') and then an idle main thread with still no new
 * request. The second condition matters: the app renders in a transition, in slices, so on a busy machine
 * the network can be quiet for a while before the render asks for the route's chunk.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ name: string, value: string, httpOnly: boolean }[] | undefined} cookies
 */
export async function collectScripts(browser, url, cookies) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    if (cookies) {
      const { origin } = new URL(url);
      await context.addCookies(
        cookies.map((c) => ({ ...c, url: origin, sameSite: /** @type {const} */ ('Lax') })),
      );
    }
    const page = await context.newPage();
    /** @type {Promise<{ url: string, bytes: number } | null>[]} */
    const scripts = [];
    let requests = 0;
    let isDone = false;
    page.on('request', () => {
      requests += 1;
    });
    page.on('response', (response) => {
      if (isDone) return;
      const type = response.request().resourceType();
      const isScript = type === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
      if (!isScript || response.status() >= 400) return;
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: gzipBytes(body) }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    for (let seen = -1; seen !== requests; ) {
      seen = requests;
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 5000 })),
      );
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      await page.waitForTimeout(250);
    }
    isDone = true;
    const collected = (await Promise.all(scripts)).filter((script) => script !== null);
    // One entry per file: a module fetched twice (a preload, then the import) is downloaded once.
    return [...new Map(collected.map((s) => [s.url, s])).values()];
  } finally {
    await context.close();
  }
}

async function main(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const option = (/** @type {string} */ name) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : resolve(argv[at + 1] ?? '');
  };
  const distDir = option('--dist') ?? join(root, 'apps/web/dist');
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(
      `Build do app web não encontrado em ${distDir}: rode node scripts/check-bundle.mjs --build.`,
    );
    process.exit(1);
  }
  if (!existsSync(chromePath)) {
    console.error(
      `Chromium não encontrado em ${chromePath}: sudo apt-get install -y chromium (ou CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  const { chromium } = await import('@playwright/test');
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-page-weight-'));
  const port = await findFreePort();
  const server = await startServerProcess({
    entry: option('--server'),
    port,
    cwd: root,
    // Migrations and the demo restaurant on a fresh PGlite: a minute or more on a busy 2-core machine.
    timeoutMs: 300_000,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      FEATURE_SMS_VERIFICATION: 'false',
    },
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-dev-shm-usage'] });
  try {
    const consumer = await seatDemoConsumer(server.url);
    const results = [];
    for (const page of phonePages(consumer)) {
      const scripts = await collectScripts(
        browser,
        `${server.url}${page.path}`,
        page.session ? consumer.cookies : undefined,
      );
      results.push(judgePage({ name: page.name, path: page.path, scripts }));
    }
    console.log(formatPageReport(results));
    if (argv.includes('--verbose')) {
      for (const r of results) {
        console.log(`\n${r.name}:`);
        for (const s of [...r.scripts].sort((a, b) => b.bytes - a.bytes)) {
          console.log(`  ${(s.bytes / KIB).toFixed(1).padStart(6)}  ${new URL(s.url).pathname}`);
        }
      }
    }
    const failures = results.filter((r) => !r.ok);
    if (failures.length > 0) {
      console.error(
        `\n${failures.length} página(s) fora do orçamento de JavaScript (${phoneBudget / KIB} KiB gzip, o que o navegador baixa).`,
      );
      process.exitCode = 1;
    } else {
      const heaviest = Math.max(...results.map((r) => r.bytes));
      console.log(
        `\n${results.length} páginas dentro do orçamento: a mais pesada baixa ${(heaviest / KIB).toFixed(1)} KiB ` +
          `de JavaScript (gzip nível 9, 1 KiB = 1024 bytes; orçamento ${phoneBudget / KIB} KiB).`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
