// API tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
// On a Node older than 24, runs this command again on Node 24 (scripts/lib/ensure-node.mjs); first import.
import './lib/ensure-node.mjs';
import { spawnSync } from 'node:child_process';

const extraArgs = process.argv.slice(2);
const passes = [{ name: 'PGlite', env: { API_TEST_DB: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) {
  passes.push({ name: 'PostgreSQL', env: { API_TEST_DB: 'postgres' } });
} else {
  console.log('TEST_DATABASE_URL não definido: testes da API só no PGlite.');
}

// One worker per core, not Vitest's default of one fewer (a single worker on a 2-core machine): the test
// files wait much of their time on PostgreSQL, on server processes they start and on PGlite, each on its
// own database, so two of them at once share two cores well. A flag, not vitest.config.ts: it holds in
// Vitest 3 and later alike, and leaves the other projects as they are. An explicit --maxWorkers wins.
const workerArgs = extraArgs.some((arg) => arg.startsWith('--maxWorkers')) ? [] : ['--maxWorkers=100%'];

for (const pass of passes) {
  console.log(`\n=== Testes da API no ${pass.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...workerArgs, ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...pass.env },
  });
  if (result.status !== 0) {
    console.error(`Testes da API falharam no ${pass.name}.`);
    process.exit(result.status ?? 1);
  }
}
