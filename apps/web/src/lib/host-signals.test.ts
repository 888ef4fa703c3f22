import type { HostSignals } from '@suavez/shared/contracts/host-signals.contract';
import { describe, expect, it } from 'vitest';
import {
  countSignals,
  isOwnSignal,
  lookedAt,
  nextSignalState,
  noteOwnBillRequest,
  type SignalState,
  signalItemsOf,
} from './host-signals';

const at = (minute: number) => `2026-03-10T20:${String(minute).padStart(2, '0')}:00.000Z`;
const answer = (parts: Partial<HostSignals>): HostSignals => ({
  joined: [],
  billRequests: [],
  cancelRequests: [],
  ...parts,
});
const joined = (id: string) => ({ queueEntryId: id, at: at(0) });
const bill = (orderId: string, minute: number) => ({ orderId, queueEntryId: 't1', at: at(minute) });
const cancel = (orderItemId: string, minute: number) => ({ orderItemId, queueEntryId: 't1', at: at(minute) });

/** Feeds the answers in order; answers the last state and how many new things each answer had. */
function feed(answers: HostSignals[], isOwn?: (key: string) => boolean) {
  let state: SignalState | null = null;
  const fresh: number[] = [];
  for (const next of answers) {
    const result = nextSignalState(state, signalItemsOf(next), isOwn);
    state = result.state;
    fresh.push(result.fresh);
  }
  return { state, fresh };
}

describe('the host signals', () => {
  it('takes the first answer as what the screen opened on, and signals what comes after, per screen', () => {
    const { state, fresh } = feed([
      answer({ joined: [joined('a')], cancelRequests: [cancel('u1', 1)] }),
      answer({
        joined: [joined('a'), joined('b')],
        cancelRequests: [cancel('u1', 1)],
        billRequests: [bill('o1', 2)],
      }),
    ]);
    expect(fresh).toEqual([0, 2]);
    expect(countSignals(state)).toEqual({ queue: 1, hall: 1 });
  });

  it('signals a thing once, however many answers carry it (a poll and a live event)', () => {
    const first = answer({});
    const withB = answer({ joined: [joined('b')] });
    const { state, fresh } = feed([first, withB, withB, withB]);
    expect(fresh).toEqual([0, 1, 0, 0]);
    expect(countSignals(state)).toEqual({ queue: 1, hall: 0 });
  });

  it('stops counting what the host looked at, and signals only what comes after', () => {
    const { state } = feed([answer({}), answer({ joined: [joined('b')] })]);
    const looked = lookedAt(state);
    expect(countSignals(looked)).toEqual({ queue: 0, hall: 0 });
    const next = nextSignalState(looked, signalItemsOf(answer({ joined: [joined('b'), joined('c')] })));
    expect(next.fresh).toBe(1);
    expect(countSignals(next.state)).toEqual({ queue: 1, hall: 0 });
  });

  it('stops counting a thing once it is handled, and does not signal it again if it comes back', () => {
    const { state, fresh } = feed([
      answer({}),
      answer({ joined: [joined('b')], cancelRequests: [cancel('u1', 3)] }),
      answer({ joined: [joined('b')] }),
      answer({ joined: [joined('b')], cancelRequests: [cancel('u1', 3)] }),
    ]);
    expect(fresh).toEqual([0, 2, 0, 0]);
    expect(countSignals(state)).toEqual({ queue: 1, hall: 0 });
  });

  it('signals a bill or a cancellation asked again later: a new request', () => {
    const { fresh } = feed([
      answer({ billRequests: [bill('o1', 1)], cancelRequests: [cancel('u1', 1)] }),
      answer({}),
      answer({ billRequests: [bill('o1', 5)], cancelRequests: [cancel('u1', 6)] }),
    ]);
    expect(fresh).toEqual([0, 0, 2]);
  });

  it("does not signal the bill the host asked for itself ('Finalizar pedido'), once, for a minute", () => {
    const now = Date.parse(at(0));
    noteOwnBillRequest('o1', now);
    const { state, fresh } = feed([answer({}), answer({ billRequests: [bill('o1', 1)] })], (key) =>
      isOwnSignal(key, now + 1000),
    );
    expect(fresh).toEqual([0, 0]);
    expect(countSignals(state)).toEqual({ queue: 0, hall: 0 });
    // Recognised once: the table asking again later is signalled.
    expect(isOwnSignal(`bill:o1@${at(9)}`, now + 2000)).toBe(false);
    // Older than a minute: the table's own request.
    noteOwnBillRequest('o2', now);
    expect(isOwnSignal(`bill:o2@${at(1)}`, now + 61_000)).toBe(false);
    // The host's call failed: forgotten.
    noteOwnBillRequest('o3', now)();
    expect(isOwnSignal(`bill:o3@${at(1)}`, now)).toBe(false);
    expect(isOwnSignal('join:o1', now)).toBe(false);
  });
});
