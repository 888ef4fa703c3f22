import { describe, expect, it } from 'vitest';
import {
  DEADLINE_REMINDER_LEAD_MS,
  findNotificationSkipReason,
  MAX_NOTIFICATION_ATTEMPTS,
  NOTIFICATION_LEASE_MS,
  NOTIFICATION_SEND_TIMEOUT_MS,
  type NotifiedEntryState,
  nextNotificationAttemptAt,
  notificationSkipReasons as reasons,
} from './notification-policy';

const now = new Date('2026-01-05T15:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('retry schedule', () => {
  it('tries at least 3 times over at least 2 minutes, then gives up', () => {
    const tries = [now];
    for (let attempts = 1; ; attempts += 1) {
      const next = nextNotificationAttemptAt(attempts, tries.at(-1) as Date);
      if (!next) break;
      tries.push(next);
    }
    expect(tries.map((time) => (time.getTime() - now.getTime()) / 1000)).toEqual([0, 15, 60, 150]);
    expect(tries).toHaveLength(MAX_NOTIFICATION_ATTEMPTS);
    expect(tries.length).toBeGreaterThanOrEqual(3);
    expect((tries.at(-1) as Date).getTime() - now.getTime()).toBeGreaterThanOrEqual(2 * 60_000);
  });

  it('answers null after the last try, and beyond it', () => {
    expect(nextNotificationAttemptAt(MAX_NOTIFICATION_ATTEMPTS, now)).toBeNull();
    expect(nextNotificationAttemptAt(MAX_NOTIFICATION_ATTEMPTS + 3, now)).toBeNull();
  });

  it('keeps a claim longer than the longest send it waits for', () => {
    expect(NOTIFICATION_LEASE_MS).toBeGreaterThan(NOTIFICATION_SEND_TIMEOUT_MS);
  });
});

describe('whether a notice still applies at send time', () => {
  const deadline = at(4 * 60_000);
  const reminderDue = new Date(deadline.getTime() - DEADLINE_REMINDER_LEAD_MS);
  const entry = (values: Partial<NotifiedEntryState>): NotifiedEntryState => ({
    status: 'CALLED',
    deadlineAt: deadline,
    position: null,
    ...values,
  });
  const cases: [string, 'called' | 'deadline' | 'almost', Partial<NotifiedEntryState>, string | null][] = [
    ['the call while called', 'called', {}, null],
    ['the call once the consumer answered', 'called', { status: 'ACCEPTED_RESTAURANT_CALL' }, null],
    [
      'the call after a quit',
      'called',
      { status: 'DENIED_RESTAURANT_CALL', deadlineAt: null },
      reasons.callOver,
    ],
    ['the call after a check-in', 'called', { status: 'CHECK_IN', deadlineAt: null }, reasons.callOver],
    ['the call past its deadline', 'called', { deadlineAt: now }, reasons.deadlinePassed],
    ['the reminder while called', 'deadline', {}, null],
    ['the reminder once answered', 'deadline', { status: 'ACCEPTED_RESTAURANT_CALL' }, reasons.answered],
    [
      'the reminder after the expiry',
      'deadline',
      { status: 'CALLED_NOT_ANSWERED', deadlineAt: null },
      reasons.callOver,
    ],
    ['the reminder past the deadline', 'deadline', { deadlineAt: at(-1) }, reasons.deadlinePassed],
    ['the reminder of a moved deadline', 'deadline', { deadlineAt: at(9 * 60_000) }, reasons.deadlineMoved],
    ['almost while second', 'almost', { status: 'IN_QUEUE', deadlineAt: null, position: 2 }, null],
    ['almost once first', 'almost', { status: 'IN_QUEUE', deadlineAt: null, position: 1 }, reasons.notSecond],
    ['almost once third', 'almost', { status: 'IN_QUEUE', deadlineAt: null, position: 3 }, reasons.notSecond],
    ['almost once called', 'almost', {}, reasons.leftLine],
    [
      'almost after a quit',
      'almost',
      { status: 'CANCELLED_BY_CONSUMER', deadlineAt: null },
      reasons.leftLine,
    ],
  ];
  it.each(cases)('%s', (_name, kind, values, expected) => {
    const dueAt = kind === 'deadline' ? reminderDue : now;
    expect(findNotificationSkipReason({ kind, dueAt }, entry(values), now)).toBe(expected);
  });
});
