// `npm run screens`: the main screens at their sizes (e2e/screens.spec.ts) checked as in `npm test`, and
// saved under docs/screens/ (docs/screens.md#screenshots), so a change shows what it did to them in review.
// On a Node older than 24, runs this command again on Node 24 (scripts/lib/ensure-node.mjs); first import.
import './lib/ensure-node.mjs';
import { spawnSync } from 'node:child_process';

// The diner's status icons are emoji: without a colour emoji font Chromium draws empty boxes in the pictures.
const fonts = spawnSync('fc-list', [], { encoding: 'utf8' });
if (!/emoji/i.test(fonts.stdout ?? '')) {
  console.error(
    'Nenhuma fonte de emoji instalada: as telas sairiam com caixas vazias no lugar dos ícones. ' +
      'Instale-a antes: sudo apt-get install -y fonts-noto-color-emoji',
  );
  process.exit(1);
}

const result = spawnSync('node', ['scripts/test-e2e.mjs', 'e2e/screens.spec.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, SCREENS_UPDATE: '1' },
});
process.exit(result.status ?? 1);
