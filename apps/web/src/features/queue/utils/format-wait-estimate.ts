import type { WaitEstimateRange } from '@suavez/shared/contracts/queue-consumer.contract';

/** The wait range: 'entre 15 e 25 min', or 'até 5 min' when it may be now (docs/wait-estimates.md). */
export function formatWaitEstimate(range: WaitEstimateRange): string {
  return range.minMinutes === 0
    ? `até ${range.maxMinutes} min`
    : `entre ${range.minMinutes} e ${range.maxMinutes} min`;
}
