import type { QueuePreview } from '@suavez/shared/contracts/queue-preview.contract';
import { formatWaitEstimate } from './format-wait-estimate';

/**
 * The join page's line on what to expect (docs/screens.md#join-page): 'Entre 15 e 25 min de espera · 6 na
 * fila', '6 na fila' without an estimate, 'Ninguém na fila agora' when nobody waits.
 */
export function formatQueuePreview(preview: QueuePreview): string {
  if (preview.waiting === 0) return 'Ninguém na fila agora';
  const line = `${preview.waiting} na fila`;
  if (!preview.waitEstimate) return line;
  const wait = formatWaitEstimate(preview.waitEstimate);
  return `${wait.charAt(0).toUpperCase()}${wait.slice(1)} de espera · ${line}`;
}
