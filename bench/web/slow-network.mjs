// `npm run bench:slow`: the diner's pages on Chrome's 'Slow 3G' profile (2 s round trip, 400 kbit/s down
// and up: Network.emulateNetworkConditions, as DevTools does), as a new user opens them (a fresh context:
// empty cache). For each page: when the restaurant's name is first visible, and when the form (join page)
// or the menu (menus) is. Debian's Chromium through Playwright (the root install), the real server on a
// fresh data folder (the demo restaurant), a fresh production build. Writes bench/results/slow-network.md.
//
//   node bench/web/slow-network.mjs [--dist DIR] [--server FILE] [--label TEXT] [--port N] [--waterfall]
//
// --dist: an existing build instead of a fresh one; --server: a compiled server (scripts/build-server.mjs)
// instead of the API's TypeScript sources; --label: the run's name in the results (default 'atual');
// --port: the server's port (default: one the system picks); --waterfall: each page's requests (start and
// end, from the run whose form or menu showed at the median) in the results too, not only on the console.
// Environment: BENCH_SLOW_RUNS (runs per page, median kept; 3), CHROMIUM_PATH (/usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { seatDemoConsumer } from '../../scripts/lib/demo-consumer.mjs';
import { findFreePort, startServerProcess } from '../../scripts/lib/server-process.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const argv = process.argv.slice(2);
const option = (name) => {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
};
const runs = Math.max(1, Number(process.env.BENCH_SLOW_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const label = option('--label') ?? 'atual';
const resultFile = join(root, 'bench/results/slow-network.md');

/** Chrome DevTools' 'Slow 3G': 2 s round trip, 400 kbit/s each way (50 000 bytes/s). */
export const slow3g = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/**
 * What the page shows, checked on every animation frame from the first byte of the document: `name`,
 * the restaurant's name as visible text; `content`, the join form's first field or a menu item.
 */
function watchMilestones({ name, content }) {
  const marks = {};
  window.__milestones = marks;
  const isVisible = (element) => element !== null && element.getClientRects().length > 0;
  const check = () => {
    const now = performance.now();
    if (!('name' in marks) && document.body && document.body.innerText.includes(name)) marks.name = now;
    if (!('content' in marks) && isVisible(document.querySelector(content))) marks.content = now;
    if (!('name' in marks && 'content' in marks)) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * The page's requests from the DevTools protocol's Network events: what, when it left and when its last
 * byte arrived (ms from the document's request), and its bytes on the wire.
 * @returns {{ requests: () => { url: string, type: string, start: number, end: number | null, bytes: number }[] }}
 */
function recordRequests(cdp) {
  const byId = new Map();
  let origin = null;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (origin === null) origin = event.timestamp;
    // A redirect is the same request going on; a data: URL never touches the network.
    if (byId.has(event.requestId) || event.request.url.startsWith('data:')) return;
    byId.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? '',
      start: event.timestamp,
      end: null,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp, bytes: event.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  const ms = (seconds) => Math.round((seconds - origin) * 1000);
  return {
    requests: () =>
      [...byId.values()]
        .map((r) => ({ ...r, start: ms(r.start), end: r.end === null ? null : ms(r.end) }))
        .sort((a, b) => a.start - b.start),
  };
}

/** A waterfall's lines: each request's start and end in seconds, its KB on the wire and a bar. */
function formatWaterfall(requests, { until } = {}) {
  const seconds = (ms) => (ms === null ? '—' : (ms / 1000).toFixed(1));
  const rows = requests
    .filter((r) => until === undefined || r.start <= until)
    .map((r) => {
      const { pathname, search } = new URL(r.url);
      const what = `${pathname}${search}`.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '…');
      const cells = Math.round(r.start / 500);
      const bar =
        ' '.repeat(cells) + '█'.repeat(Math.max(1, Math.round(((r.end ?? r.start) - r.start) / 500)));
      return `| ${what.length > 60 ? `${what.slice(0, 57)}…` : what} | ${r.type} | ${seconds(r.start)} | ${seconds(r.end)} | ${(r.bytes / 1000).toFixed(1)} | \`${bar}\` |`;
    });
  return [
    '| pedido | tipo | início (s) | fim (s) | KB | 0,5 s por célula |',
    '|---|---|---:|---:|---:|---|',
    ...rows,
  ];
}

async function measure(browser, url, { cookies, name, content }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    if (cookies) {
      const { origin } = new URL(url);
      await context.addCookies(cookies.map((c) => ({ ...c, url: origin, sameSite: 'Lax' })));
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const recorder = recordRequests(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow3g);
    await page.addInitScript(watchMilestones, { name, content });
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() });
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(
      () => 'name' in window.__milestones && 'content' in window.__milestones,
      null,
      {
        timeout: 120_000,
        polling: 200,
      },
    );
    const marks = await page.evaluate(() => window.__milestones);
    // How many rounds of script requests: a new round starts when a request leaves more than 1 s after
    // the previous one (a chunk asked for only once another one arrived).
    const times = scripts.map((s) => s.at - started).sort((a, b) => a - b);
    const rounds = times.reduce(
      (count, t, i) => (i > 0 && t - (times[i - 1] ?? 0) > 1000 ? count + 1 : count),
      times.length > 0 ? 1 : 0,
    );
    return {
      name: marks.name,
      content: marks.content,
      scripts: times.length,
      rounds,
      requests: recorder.requests(),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  let distDir = option('--dist') && resolve(option('--dist'));
  if (!distDir) {
    distDir = join(root, '.tmp/bench-slow-dist');
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
      {
        cwd: join(root, 'apps/web'),
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-bench-slow-'));
  const server = await startServerProcess({
    entry: option('--server') && resolve(option('--server')),
    port: option('--port') ? Number(option('--port')) : await findFreePort(),
    cwd: root,
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
    const name = 'Cantina da Praça';
    const pages = [
      { page: 'Entrar na fila', path: `/queue/join?merchant=${consumer.merchantId}`, content: 'form input' },
      {
        page: 'Cardápio da mesa',
        path: `/queue/catalog?qoid=${consumer.queueId}`,
        content: '.list-group-item button',
        cookies: consumer.cookies,
      },
      { page: 'Link curto (cardápio)', path: '/c/praca', content: '.list-group-item button' },
    ];
    const rows = [];
    const loadBefore = loadavg()[0] ?? 0;
    for (const page of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await measure(browser, `${server.url}${page.path}`, { ...page, name }));
      }
      const medianContent = median(samples.map((s) => s.content));
      const typical = samples.find((s) => s.content === medianContent);
      const row = {
        page: page.page,
        waterfall: formatWaterfall(typical?.requests ?? [], { until: medianContent }),
        name: median(samples.map((s) => s.name)),
        content: medianContent,
        scripts: median(samples.map((s) => s.scripts)),
        rounds: median(samples.map((s) => s.rounds)),
      };
      console.log(
        `${row.page}: nome ${(row.name / 1000).toFixed(1)} s, conteúdo ${(row.content / 1000).toFixed(1)} s, ${row.scripts} scripts em ${row.rounds} rodada(s)`,
      );
      console.log(row.waterfall.join('\n'));
      rows.push(row);
    }
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
    // What was measured: the commit, or the commit with changes not yet committed to what makes the pages.
    const changed = git('status', '--porcelain', '--', 'apps/web', 'apps/api/src', 'packages/shared/src');
    const commit = `${git('rev-parse', '--short', 'HEAD')}${changed ? ' + working tree' : ''}`;
    const load = `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`;
    const [chromeVersion] = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.split('\n');
    const section = [
      `## ${label} (${date} UTC, ${commit}, ${chromeVersion?.trim()}, mediana de ${runs}, ${load})`,
      '',
      '| página | nome visível | formulário/cardápio visível | scripts | rodadas de scripts |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.page} | ${(r.name / 1000).toFixed(1)} s | ${(r.content / 1000).toFixed(1)} s | ${r.scripts} | ${r.rounds} |`,
      ),
      '',
      ...(argv.includes('--waterfall')
        ? rows.flatMap((r) => [
            `Pedidos de "${r.page}" até o formulário ou o cardápio aparecer (a rodada mediana):`,
            '',
            ...r.waterfall,
            '',
          ])
        : []),
    ].join('\n');
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const header =
      '# Redes lentas (Slow 3G)\n\n`node bench/web/slow-network.mjs`: 2 s de ida e volta, 400 kbit/s, cache vazio, ' +
      'Chromium do Debian; metas: nome do restaurante em até 4 s, formulário ou cardápio em até 8 s.\n\n';
    const previous = existsSync(resultFile) ? readFileSync(resultFile, 'utf8') : header;
    const kept = previous.split(/\n(?=## )/).filter((part) => !part.startsWith(`## ${label} (`));
    writeFileSync(resultFile, `${kept.join('\n').trimEnd()}\n\n${section}`);
    console.log(`\n${section}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
