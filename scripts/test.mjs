// `npm test`: every test, in order of cost; stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Checagem de tipos', 'npm', ['run', 'typecheck']],
  ['Lint e formatação', 'npm', ['run', 'lint']],
  ['Testes unitários', 'npm', ['run', 'test:unit']],
  ['Testes da API', 'npm', ['run', 'test:api']],
  ['Testes no navegador', 'npm', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n##### ${name} #####`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name}: FALHOU (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name}: ok (${seconds} s)`);
}
console.log(`\nTodos os testes passaram em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
