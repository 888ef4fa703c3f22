import type { QueuePreview } from '@suavez/shared/contracts/queue-preview.contract';
import { t } from '@/lib/i18n/i18n';
import { formatWaitEstimate } from './format-wait-estimate';

/**
 * The join page's line on what to expect (docs/screens.md#join-page): 'Entre 15 e 25 min de espera · 6 na
 * fila', '6 na fila' without an estimate, 'Ninguém na fila agora' when nobody waits.
 */
export function formatQueuePreview(preview: QueuePreview): string {
  if (preview.waiting === 0) return t('queue.previewEmpty');
  if (!preview.waitEstimate) return t('queue.previewWaiting', { count: preview.waiting });
  const line = t('queue.previewWithWait', {
    wait: formatWaitEstimate(preview.waitEstimate),
    count: preview.waiting,
  });
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
}
