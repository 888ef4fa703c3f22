// `npm test`: every test, in order of cost; stops at the first failing step.
// On a Node older than 24, runs this command again on Node 24 (scripts/lib/ensure-node.mjs); first import.
import './lib/ensure-node.mjs';
import { spawnSync } from 'node:child_process';

// The JS budget step builds the web app into the folder the browser tests serve (scripts/test-e2e.mjs
// picks the same one), and the browser step reuses that build instead of building again.
const webDist = process.env.E2E_PORT ? `.tmp/web-dist-${process.env.E2E_PORT}` : 'apps/web/dist';

const steps = [
  ['Checagem de tipos', 'npm', ['run', 'typecheck']],
  ['Lint e formatação', 'npm', ['run', 'lint']],
  ['Testes unitários', 'npm', ['run', 'test:unit']],
  [
    'Testes dos scripts (orçamento de JavaScript, Node 24)',
    'node',
    [
      '--test',
      'scripts/check-bundle.test.mjs',
      'scripts/check-page-weight.test.mjs',
      'scripts/lib/ensure-node.test.mjs',
      // The example POS bridge (docs/integrations.md#example): its signature check and its repeats.
      'examples/webhook-bridge/bridge.test.mjs',
    ],
  ],
  ['Orçamento de JavaScript por rota', 'node', ['scripts/check-bundle.mjs', '--build', '--dist', webDist]],
  // What Chromium downloads on each page a phone opens, lazy chunks included (README.md#front-end).
  ['Orçamento de JavaScript no navegador', 'node', ['scripts/check-page-weight.mjs', '--dist', webDist]],
  // The container's steps without Docker (Dockerfile): production install, compiled server, SIGTERM.
  ['Produção', 'node', ['scripts/check-production.mjs', '--web-dist', webDist]],
  ['Testes da API', 'npm', ['run', 'test:api']],
  ['Testes no navegador', 'npm', ['run', 'test:e2e'], { E2E_PREBUILT: '1' }],
];

const started = Date.now();
for (const [name, command, args, env] of steps) {
  console.log(`\n##### ${name} #####`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name}: FALHOU (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name}: ok (${seconds} s)`);
}
console.log(`\nTodos os testes passaram em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
