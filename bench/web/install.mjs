// `npm run bench:web`, first step: installs Lighthouse (and the Chromium drivers it uses) into
// bench/web/node_modules from bench/web/package-lock.json when they are missing or the lock file changed.
// They stay out of the root install, which `npm ci && npm start` and the production image make.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const installed = join(dir, 'node_modules/.package-lock.json');
const lock = join(dir, 'package-lock.json');
const isCurrent = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
if (!isCurrent) {
  console.log('Instalando o Lighthouse em bench/web (só para npm run bench:web)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
