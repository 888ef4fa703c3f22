// Browser tests: Debian's Chromium, never a downloaded browser; a fresh data folder per run; the compiled
// server (what `npm start` and the container run), built once per run.
// On a Node older than 24, runs this command again on Node 24 (scripts/lib/ensure-node.mjs); first import.
import './lib/ensure-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildServer } from './build-server.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium não encontrado em ${chromium}. Instale o do Debian: sudo apt-get install -y chromium ` +
      '(ou aponte CHROMIUM_PATH para um Chromium existente). Os testes no navegador não são pulados.',
  );
  process.exit(1);
}

// A run on another E2E_PORT builds into its own folder, so parallel runs never share a build.
const port = process.env.E2E_PORT ?? '3100';
const outDir = resolve(process.env.E2E_PORT ? `.tmp/web-dist-${port}` : 'apps/web/dist');
// `npm test` has just built outDir for its JS budget step and says so with E2E_PREBUILT=1.
if (process.env.E2E_PREBUILT !== '1' || !existsSync(`${outDir}/index.html`)) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: 'apps/web',
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The compiled server, into a folder of this run's own too (inside the checkout, so its imports resolve
// from node_modules); playwright.config.ts and e2e/consumer-server.ts run it from API_DIST_DIR.
const apiDistDir = resolve(process.env.E2E_PORT ? `.tmp/api-dist-${port}` : 'apps/api/dist');
await buildServer({ outdir: apiDistDir });

rmSync(`.tmp/e2e-data-${port}`, { recursive: true, force: true });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, WEB_DIST_DIR: outDir, API_DIST_DIR: apiDistDir },
});
process.exit(result.status ?? 1);
