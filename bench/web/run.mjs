// `npm run bench:web`: Lighthouse 12 (mobile: its default form factor and simulated throttling) on the
// consumer's pages, against a fresh production build served by the real server on a fresh data folder
// (the demo restaurant), with Debian's Chromium. Writes the scores to bench/results/web-latest.md and
// exits 1 when a page misses a target (performance, accessibility, best practices: 95 each).
//
// Environment: BENCH_WEB_PORT (4200), BENCH_WEB_RUNS (runs per page, median kept; 1), BENCH_WEB_ONLY (only
// the pages whose path starts with it), CHROMIUM_PATH (/usr/bin/chromium). Full Lighthouse reports go to .tmp/bench-web/ for a closer look.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildServer } from '../../scripts/build-server.mjs';
import { seatDemoConsumer } from '../../scripts/lib/demo-consumer.mjs';
import { startServerProcess } from '../../scripts/lib/server-process.mjs';
import { medianRun, renderReport, summarize, targets } from './report.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BENCH_WEB_PORT ?? 4200);
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
const distDir = join(root, `.tmp/bench-web-dist-${port}`);
const apiDistDir = join(root, `.tmp/bench-web-api-dist-${port}`);
const reportsDir = join(root, '.tmp/bench-web');
const resultFile = join(root, 'bench/results/web-latest.md');

if (!existsSync(chromePath)) {
  console.error(
    `Chromium não encontrado em ${chromePath}: sudo apt-get install -y chromium (ou CHROMIUM_PATH).`,
  );
  process.exit(1);
}

function buildWeb() {
  console.log('Construindo o app web...');
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

/** The compiled server (as scripts/start.mjs runs it) on a fresh data folder, so the demo is loaded. */
async function startServer() {
  await buildServer({ outdir: apiDistDir });
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-bench-web-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startServerProcess({
    entry: join(apiDistDir, 'server.js'),
    port,
    cwd: root,
    output: 'inherit',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      FEATURE_SMS_VERIFICATION: 'false',
    },
  }).catch((error) => {
    removeData();
    throw error;
  });
  return async () => {
    await server.stop();
    removeData();
  };
}

async function setCookies(chromePort, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    await browser.setCookie(
      ...cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/', sameSite: 'Lax' })),
    );
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in a fresh Chromium (a reused one loses its trace: NO_NAVSTART). */
async function lighthouseOnce(page, cookies) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    if (cookies) await setCookies(chrome.port, cookies);
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The session also goes with every request the page makes; the cookie jar above is what the
      // page's own script reads (`user` is not httpOnly).
      ...(cookies ? { extraHeaders: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse on one page, `runs` times (median kept); a run whose trace broke is tried again. */
async function audit(page, cookies) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    let result;
    for (let attempt = 1; ; attempt += 1) {
      result = await lighthouseOnce(page, cookies);
      const error = result.lhr.runtimeError;
      if (!error) break;
      // Chromium on a busy machine now and then loses the navigation from its trace (NO_NAVSTART);
      // Lighthouse's own advice is to run again.
      if (attempt === 3) throw new Error(`${page.path}: ${error.code} ${error.message}`);
      console.log(`  ${error.code}: de novo (tentativa ${attempt + 1})`);
    }
    const slug = page.name
      .normalize('NFD')
      .replace(/[^\w]+/g, '-')
      .toLowerCase();
    writeFileSync(join(reportsDir, `${slug}-${run + 1}.html`), result.report);
    samples.push(summarize(result.lhr));
  }
  return { ...page, ...medianRun(samples) };
}

async function main() {
  mkdirSync(reportsDir, { recursive: true });
  buildWeb();
  const stopServer = await startServer();
  try {
    const consumer = await seatDemoConsumer(origin);
    // First the pages a phone opens with no session (a new consumer, a friend's invite, the menu), then
    // the seated consumer's pages with its cookies.
    const pages = [
      { name: 'Entrar na fila', path: `/queue/join?merchant=${consumer.merchantId}` },
      { name: 'Cardápio público', path: `/catalog?merchant=${consumer.merchantId}` },
      { name: 'Link curto', path: '/c/praca' },
      { name: 'Convite da mesa', path: `/queue/shared/catalog?qoid=${consumer.queueId}` },
      { name: 'Status na fila', path: '/queue', session: true },
      { name: 'Cardápio da mesa', path: `/queue/catalog?qoid=${consumer.queueId}`, session: true },
      { name: 'Resumo do pedido', path: `/queue/checkout?order=${consumer.orderId}`, session: true },
    ];
    const [chromeVersion] = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.split('\n');
    const only = process.env.BENCH_WEB_ONLY;
    const results = [];
    for (const page of pages.filter((p) => !only || p.path.startsWith(only))) {
      console.log(`Lighthouse: ${page.name} (${page.path})`);
      results.push(await audit(page, page.session ? consumer.cookies : undefined));
    }
    const lighthouseVersion = JSON.parse(
      readFileSync(join(root, 'bench/web/node_modules/lighthouse/package.json'), 'utf8'),
    ).version;
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
    const isDirty =
      spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout.trim() !== '';
    const markdown = renderReport(results, {
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      commit: `${commit.stdout.trim()}${isDirty ? ' (com alterações locais)' : ''}`,
      chromium: chromeVersion?.trim() ?? 'Chromium',
      lighthouse: lighthouseVersion,
      runs,
    });
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(resultFile, markdown);
    console.log(`\n${markdown}`);
    const misses = results.filter((r) => Object.entries(targets).some(([key, target]) => r[key] < target));
    if (misses.length > 0) {
      console.error(`Abaixo da meta: ${misses.map((r) => r.name).join(', ')}.`);
      process.exitCode = 1;
    }
  } finally {
    await stopServer();
  }
}

await main();
