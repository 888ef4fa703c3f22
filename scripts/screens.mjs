// `npm run screens`: the main screens at their sizes (e2e/screens.spec.ts) checked as in `npm test`, and
// saved under docs/screens/ (docs/screens.md#screenshots), so a change shows what it did to them in review.
// On a Node older than 24, runs this command again on Node 24 (scripts/lib/ensure-node.mjs); first import.
import './lib/ensure-node.mjs';
import { spawnSync } from 'node:child_process';

const result = spawnSync('node', ['scripts/test-e2e.mjs', 'e2e/screens.spec.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, SCREENS_UPDATE: '1' },
});
process.exit(result.status ?? 1);
