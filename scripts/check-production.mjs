// @ts-check
// `npm test`, step "Produção": the container's steps (Dockerfile) without Docker. In a temporary folder
// outside the checkout (so nothing resolves from its node_modules): the compiled server and the built web
// app, the package files, the production install the image makes (`npm ci --omit=dev --workspace
// @suavez/api`, from npm's cache when it can), then `node apps/api/dist/admin.js db:migrate` and
// `node apps/api/dist/server.js` with NODE_ENV=production and the variables production requires. It waits
// for /ready, fetches a page and an API route, checks the log lines are JSON, sends SIGTERM and expects
// exit 0. No devDependency (tsx, esbuild, vite, pino-pretty) is there, so none is needed at run time.
//
//   node scripts/check-production.mjs [--web-dist DIR]   (default apps/web/dist, built there when missing)
import { spawnSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { findFreePort, startServerProcess } from './lib/server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = process.argv.indexOf('--web-dist');
const webDist = resolve(root, at > 0 ? (process.argv[at + 1] ?? '') : 'apps/web/dist');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** @param {boolean} condition @param {string} message */
function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ok: ${message} (${seconds()})`);
}

/**
 * GET `url` as the app's own client does: a 503 with `Retry-After` (the server shedding load, e.g. while a
 * just-started process is still warming on a busy machine) is asked again after that wait, for up to 30 s.
 * @param {string} url
 */
async function get(url) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(url);
    const wait = Number(res.headers.get('retry-after') ?? Number.NaN) * 1000;
    if (res.status !== 503 || !Number.isFinite(wait) || Date.now() + wait > deadline) return res;
    await res.arrayBuffer();
    console.log(`  (${new URL(url).pathname}: 503, de novo em ${wait / 1000} s)`);
    await new Promise((done) => setTimeout(done, wait));
  }
}

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} options */
function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} saiu com ${result.status}:\n${result.stdout}${result.stderr}`,
    );
  }
  return result;
}

/** What production requires (apps/api/src/config.ts): a JWT secret and a Web Push key pair. */
function productionEnv() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey('base64url'),
    VAPID_SUBJECT: 'mailto:contato@suavez.app',
    // The demo restaurant gives the API route something to answer (and runs argon2, a native package).
    DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
  };
}

const app = mkdtempSync(join(tmpdir(), 'suavez-production-'));
try {
  console.log(`Produção em ${app}`);
  // The image's builder stage: `npm run build` (the web app and the server).
  if (!existsSync(join(webDist, 'index.html'))) {
    run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'], {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    });
  }
  await buildServer({ outdir: join(app, 'apps/api/dist') });
  // The runtime stage: the package files, the built output, the production install.
  for (const file of [
    'package.json',
    'package-lock.json',
    'apps/api/package.json',
    'apps/web/package.json',
    'packages/shared/package.json',
  ]) {
    cpSync(join(root, file), join(app, file));
  }
  cpSync(webDist, join(app, 'apps/web/dist'), { recursive: true });
  run(
    'npm',
    ['ci', '--omit=dev', '--workspace', '@suavez/api', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const devOnly = ['tsx', 'esbuild', 'vite', 'pino-pretty', 'typescript', 'react'];
  check(
    devOnly.every((name) => !existsSync(join(app, 'node_modules', name))),
    `instalação de produção sem ${devOnly.join(', ')}`,
  );

  const dataDir = join(app, 'data');
  mkdirSync(dataDir);
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: app,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...productionEnv(),
  };
  const migrate = run(process.execPath, ['apps/api/dist/admin.js', 'db:migrate'], { cwd: app, env });
  check(migrate.status === 0, 'node apps/api/dist/admin.js db:migrate saiu com 0');

  const server = await startServerProcess({
    entry: join(app, 'apps/api/dist/server.js'),
    cwd: app,
    port: await findFreePort(),
    env,
    readyPath: '/ready',
    timeoutMs: 60_000,
  });
  try {
    check(true, `node apps/api/dist/server.js respondeu /ready em ${server.url}`);
    const page = await get(`${server.url}/queue/join`);
    const html = await page.text();
    check(
      page.status === 200 && html.includes('<div id="root">'),
      'GET /queue/join responde a página do app',
    );
    const short = await get(`${server.url}/api/merchant/short?shortId=praca`);
    const shortText = await short.text();
    const { id } = /** @type {{ id?: string }} */ (short.ok ? JSON.parse(shortText) : {});
    const merchant = await get(`${server.url}/api/merchant?id=${id}&public=true`);
    const merchantText = await merchant.text();
    check(
      short.status === 200 && merchant.status === 200 && merchantText.includes('Cantina da Praça'),
      'GET /api/merchant/short e /api/merchant respondem o restaurante de demonstração' +
        (short.ok && merchant.ok
          ? ''
          : ` (short ${short.status}: ${shortText.slice(0, 200)}; merchant ${merchant.status}: ${merchantText.slice(0, 200)})`),
    );
  } finally {
    await server.stop('SIGTERM');
  }
  const code = await server.exited;
  check(code === 0, 'SIGTERM: o servidor terminou com código 0');
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');
  const notJson = lines.filter((line) => {
    try {
      JSON.parse(line);
      return false;
    } catch {
      return true;
    }
  });
  check(lines.length > 0 && notJson.length === 0, `${lines.length} linhas de log, todas em JSON`);
  console.log(`Produção verificada em ${seconds()}.`);
} finally {
  rmSync(app, { recursive: true, force: true });
}
