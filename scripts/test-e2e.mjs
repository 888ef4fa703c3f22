// Browser tests: Debian's Chromium, never a downloaded browser; a fresh data folder per run.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium não encontrado em ${chromium}. Instale o do Debian: sudo apt-get install -y chromium ` +
      '(ou aponte CHROMIUM_PATH para um Chromium existente). Os testes no navegador não são pulados.',
  );
  process.exit(1);
}

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

rmSync('.tmp/e2e-data', { recursive: true, force: true });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
