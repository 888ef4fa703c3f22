// `npm start`: build the web app and the compiled server when missing or older than their sources, then
// run the compiled server (one process: SPA + API on PORT, PGlite in DATA_DIR unless DATABASE_URL is set),
// as the container does: `node apps/api/dist/server.js`, no TypeScript loader.
// On a Node older than 24, runs this command again on Node 24 (scripts/lib/ensure-node.mjs); first import.
import './lib/ensure-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, defaultServerDist, serverBuildSources } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps/web');
const distDir = process.env.WEB_DIST_DIR || join(webDir, 'dist');
const builtIndex = join(distDir, 'index.html');
const builtServer = join(defaultServerDist, 'server.js');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether `built` is missing or older than the newest of `sources` (files or folders, walked). */
function isStale(built, sources) {
  const existing = sources.filter(existsSync);
  return !existsSync(built) || Math.max(...existing.map(newestMtime)) > statSync(built).mtimeMs;
}

const webSources = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(root, 'packages/shared/src'),
];
if (isStale(builtIndex, webSources)) {
  console.log('Construindo o app web (build ausente ou desatualizado)...');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (isStale(builtServer, serverBuildSources)) {
  console.log('Compilando o servidor (build ausente ou desatualizado)...');
  await buildServer();
}

const server = spawn(process.execPath, [builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST_DIR: distDir },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
