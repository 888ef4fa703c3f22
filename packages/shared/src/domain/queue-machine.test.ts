import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_DEADLINE_MS,
  CALL_ANSWER_DEADLINE_MS,
  canTransitionQueue,
  expiredQueueStatus,
  initialQueueStatus,
  type QueueActor,
  type QueueEvent,
  queueDeadlineAt,
  queueEvents,
  queueEventsFrom,
  queueTransitions,
  transitionQueue,
} from './queue-machine';
import { finalQueueStatuses, isFinalQueueStatus, type QueueStatus, queueStatuses } from './queue-status';
import { TransitionError } from './transition-error';

// docs/queue.md#state-machine, written out independently of the table: [from, event, to, actors].
const allowed: [QueueStatus, QueueEvent, QueueStatus, QueueActor[]][] = [
  ['WAITING_CONFIRMATION', 'accept', 'IN_QUEUE', ['merchant']],
  ['WAITING_CONFIRMATION', 'refuse', 'CANCELLED_BY_MERCHANT', ['merchant']],
  ['IN_QUEUE', 'call', 'CALLED', ['merchant']],
  ['CALLED', 'answer', 'ACCEPTED_RESTAURANT_CALL', ['consumer']],
  ['CALLED', 'quit', 'DENIED_RESTAURANT_CALL', ['consumer']],
  ['CALLED', 'expireAnswer', 'CALLED_NOT_ANSWERED', ['system']],
  ['ACCEPTED_RESTAURANT_CALL', 'expireArrival', 'NOT_PRESENT', ['system']],
  ['CALLED', 'checkIn', 'CHECK_IN', ['merchant']],
  ['ACCEPTED_RESTAURANT_CALL', 'checkIn', 'CHECK_IN', ['merchant', 'consumer']],
  ['WAITING_CONFIRMATION', 'quit', 'CANCELLED_BY_CONSUMER', ['consumer']],
  ['IN_QUEUE', 'quit', 'CANCELLED_BY_CONSUMER', ['consumer']],
  ['ACCEPTED_RESTAURANT_CALL', 'quit', 'CANCELLED_BY_CONSUMER', ['consumer']],
  ['IN_QUEUE', 'remove', 'CANCELLED_BY_MERCHANT', ['merchant']],
  ['CALLED', 'remove', 'CANCELLED_BY_MERCHANT', ['merchant']],
  ['ACCEPTED_RESTAURANT_CALL', 'remove', 'CANCELLED_BY_MERCHANT', ['merchant']],
  ['WAITING_CONFIRMATION', 'purge', 'CANCELLED_BY_MERCHANT', ['merchant']],
  ['IN_QUEUE', 'purge', 'CANCELLED_BY_MERCHANT', ['merchant']],
  ['CALLED', 'purge', 'CANCELLED_BY_MERCHANT', ['merchant']],
  ['ACCEPTED_RESTAURANT_CALL', 'purge', 'CANCELLED_BY_MERCHANT', ['merchant']],
  ['CHECK_IN', 'checkout', 'CHECK_OUT', ['merchant']],
];
const actors: QueueActor[] = ['merchant', 'consumer', 'system'];

describe('queue machine table', () => {
  it.each(allowed)('%s --%s--> %s', (from, event, to, allowedActors) => {
    expect(transitionQueue(from, event)).toBe(to);
    for (const actor of actors) {
      expect(canTransitionQueue(from, event, actor)).toBe(allowedActors.includes(actor));
      if (allowedActors.includes(actor)) expect(transitionQueue(from, event, actor)).toBe(to);
      else expect(() => transitionQueue(from, event, actor)).toThrow(TransitionError);
    }
  });

  it('refuses every pair the table does not list, with a TransitionError naming it', () => {
    for (const from of queueStatuses) {
      for (const event of queueEvents) {
        if (allowed.some(([f, e]) => f === from && e === event)) continue;
        expect(canTransitionQueue(from, event)).toBe(false);
        const error = (() => {
          try {
            transitionQueue(from, event);
          } catch (caught) {
            return caught;
          }
        })();
        expect(error).toBeInstanceOf(TransitionError);
        expect(error).toMatchObject({ from, event });
      }
    }
  });

  it.each([
    [true, 'IN_QUEUE'],
    [false, 'WAITING_CONFIRMATION'],
  ] as const)('starts an entry with autoAcceptConsumer=%s in %s', (autoAccept, status) => {
    expect(initialQueueStatus(autoAccept)).toBe(status);
  });

  it.each([
    ['IN_QUEUE', ['call', 'remove', 'purge']],
    ['WAITING_CONFIRMATION', ['accept', 'refuse', 'purge']],
    ['CALLED', ['checkIn', 'remove', 'purge']],
    ['ACCEPTED_RESTAURANT_CALL', ['checkIn', 'remove', 'purge']],
    ['CHECK_IN', ['checkout']],
    ['CHECK_OUT', []],
  ] as const)('offers the merchant on %s: %j', (status, events) => {
    expect(queueEventsFrom(status, 'merchant')).toEqual(events);
  });

  it.each([
    ['WAITING_CONFIRMATION', ['quit']],
    ['IN_QUEUE', ['quit']],
    ['CALLED', ['answer', 'quit']],
    ['ACCEPTED_RESTAURANT_CALL', ['quit', 'checkIn']],
    ['CHECK_IN', []],
  ] as const)('offers the consumer on %s: %j', (status, events) => {
    expect(queueEventsFrom(status, 'consumer')).toEqual(events);
  });
});

describe('queue deadlines', () => {
  const since = new Date('2026-03-01T20:00:00Z');
  const after = (ms: number) => new Date(since.getTime() + ms);

  it.each([
    ['CALLED', CALL_ANSWER_DEADLINE_MS - 1, null],
    ['CALLED', CALL_ANSWER_DEADLINE_MS, 'CALLED_NOT_ANSWERED'],
    ['CALLED', CALL_ANSWER_DEADLINE_MS + 60_000, 'CALLED_NOT_ANSWERED'],
    ['ACCEPTED_RESTAURANT_CALL', ARRIVAL_DEADLINE_MS - 1, null],
    ['ACCEPTED_RESTAURANT_CALL', ARRIVAL_DEADLINE_MS, 'NOT_PRESENT'],
    ['IN_QUEUE', 24 * 3_600_000, null],
    ['WAITING_CONFIRMATION', 24 * 3_600_000, null],
    ['CHECK_IN', 24 * 3_600_000, null],
    ['CHECK_OUT', 24 * 3_600_000, null],
  ] as const)('%s after %i ms expires to %s', (status, elapsed, expected) => {
    expect(expiredQueueStatus(status, since, after(elapsed))).toBe(expected);
  });

  it('gives five minutes for each deadline and agrees with the table', () => {
    expect(CALL_ANSWER_DEADLINE_MS).toBe(300_000);
    expect(ARRIVAL_DEADLINE_MS).toBe(300_000);
    expect(queueDeadlineAt('CALLED', since)).toEqual(after(300_000));
    expect(queueDeadlineAt('IN_QUEUE', since)).toBeNull();
    expect(transitionQueue('CALLED', 'expireAnswer')).toBe(expiredQueueStatus('CALLED', since, after(3e5)));
    expect(transitionQueue('ACCEPTED_RESTAURANT_CALL', 'expireArrival')).toBe(
      expiredQueueStatus('ACCEPTED_RESTAURANT_CALL', since, after(3e5)),
    );
  });
});

describe('queue machine properties', () => {
  const anyEvent = fc.constantFrom(...queueEvents);

  it('never reaches a status the table does not lead to, and refused events change nothing', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(anyEvent, { maxLength: 40 }), (autoAccept, events) => {
        let status: QueueStatus = initialQueueStatus(autoAccept);
        for (const event of events) {
          const before = status;
          if (canTransitionQueue(before, event)) {
            status = transitionQueue(before, event);
            const rule = event === 'join' ? undefined : queueTransitions[before][event];
            expect(rule?.to).toBe(status);
            expect(isFinalQueueStatus(before)).toBe(false);
          } else {
            expect(() => transitionQueue(before, event)).toThrow(TransitionError);
            expect(status).toBe(before);
          }
        }
      }),
    );
  });

  it('leaves final statuses with no events and CHECK_IN with checkout only', () => {
    for (const status of finalQueueStatuses) expect(queueEventsFrom(status)).toEqual([]);
    expect(queueEventsFrom('CHECK_IN')).toEqual(['checkout']);
    fc.assert(
      fc.property(fc.constantFrom(...finalQueueStatuses), anyEvent, (status, event) => {
        expect(canTransitionQueue(status, event)).toBe(false);
      }),
    );
  });

  it('never accepts join from an existing entry', () => {
    for (const status of queueStatuses) expect(canTransitionQueue(status, 'join')).toBe(false);
  });
});
