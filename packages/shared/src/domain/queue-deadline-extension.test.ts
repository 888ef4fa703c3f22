import { describe, expect, it } from 'vitest';
import {
  DEADLINE_EXTENSION_MS,
  deadlineExtensionRefusals,
  extendedDeadlineAt,
  findDeadlineExtensionRefusal,
  MAX_DEADLINE_EXTENSIONS,
} from './queue-deadline-extension';
import { expiredQueueStatusAt } from './queue-machine';
import { queueStatuses } from './queue-status';

describe("'+5 min' on a called entry", () => {
  it('is allowed twice on a call or a consumer on the way, and in no other status', () => {
    expect(MAX_DEADLINE_EXTENSIONS).toBe(2);
    for (const status of queueStatuses) {
      const extendable = status === 'CALLED' || status === 'ACCEPTED_RESTAURANT_CALL';
      for (const extensions of [0, 1]) {
        expect(findDeadlineExtensionRefusal(status, extensions)).toBe(
          extendable ? null : deadlineExtensionRefusals.status,
        );
      }
      expect(findDeadlineExtensionRefusal(status, 2)).toBe(
        extendable ? deadlineExtensionRefusals.limit : deadlineExtensionRefusals.status,
      );
    }
  });

  it('adds five minutes to the deadline itself, not to now', () => {
    const deadline = new Date('2026-03-01T20:05:00Z');
    expect(DEADLINE_EXTENSION_MS).toBe(300_000);
    expect(extendedDeadlineAt(deadline).toISOString()).toBe('2026-03-01T20:10:00.000Z');
  });

  it('expires by the stored deadline, at the instant itself', () => {
    const deadline = new Date('2026-03-01T20:10:00Z');
    const before = new Date(deadline.getTime() - 1);
    expect(expiredQueueStatusAt('CALLED', deadline, before)).toBeNull();
    expect(expiredQueueStatusAt('CALLED', deadline, deadline)).toBe('CALLED_NOT_ANSWERED');
    expect(expiredQueueStatusAt('ACCEPTED_RESTAURANT_CALL', deadline, deadline)).toBe('NOT_PRESENT');
    expect(expiredQueueStatusAt('IN_QUEUE', deadline, deadline)).toBeNull();
  });
});
