import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';

/** A waiting party of `GET /queue/current` named `name`, of `slot` people, who joined at minute `minute`. */
export const waitingEntry = (
  n: number,
  name: string,
  slot: number,
  values: Partial<MerchantQueueEntry> = {},
): MerchantQueueEntry => ({
  id: `bbbbbbbb-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  status: 'IN_QUEUE',
  slot,
  source: 'web',
  joinedAt: `2026-12-01T22:${String(n).padStart(2, '0')}:00.000Z`,
  lastStatusAt: `2026-12-01T22:${String(n).padStart(2, '0')}:00.000Z`,
  consumer: { name, phone: '' },
  phoneClaimedAt: null,
  table: null,
  deadlineAt: null,
  deadlineExtensions: 0,
  position: n + 1,
  notifications: [],
  staffActions: [],
  fits: [],
  ...values,
});
