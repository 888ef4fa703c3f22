import type { WaitEstimateRange } from '@suavez/shared/contracts/queue-consumer.contract';
import { t } from '@/lib/i18n/i18n';

/** The wait range: 'entre 15 e 25 min', or 'até 5 min' when it may be now (docs/wait-estimates.md). */
export function formatWaitEstimate(range: WaitEstimateRange): string {
  return range.minMinutes === 0
    ? t('queue.waitUpTo', { max: range.maxMinutes })
    : t('queue.waitBetween', { min: range.minMinutes, max: range.maxMinutes });
}
