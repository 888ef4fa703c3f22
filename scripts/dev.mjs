// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173, proxying /api).
// The API's JSON log lines go through pino-pretty (a devDependency), readable whatever the terminal.
// On a Node older than 24, runs this command again on Node 24 (scripts/lib/ensure-node.mjs); first import.
import './lib/ensure-node.mjs';
import { spawn } from 'node:child_process';

const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, WEB_DIST_DIR: '' },
});
const children = [
  api,
  spawn('npx', ['pino-pretty', '--translateTime', 'SYS:HH:MM:ss', '--ignore', 'pid,hostname'], {
    stdio: [api.stdout, 'inherit', 'inherit'],
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
