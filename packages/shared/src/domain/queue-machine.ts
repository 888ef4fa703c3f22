import type { QueueStatus } from './queue-status';
import { TransitionError } from './transition-error';

/** Who may fire a queue event: the restaurant, the consumer, or the server's deadline sweeper. */
export const queueActors = ['merchant', 'consumer', 'system'] as const;

/** One who fires queue events. */
export type QueueActor = (typeof queueActors)[number];

/**
 * Every queue event. `join` creates the entry (see `initialQueueStatus`) and has no from-status.
 * `quit` is the consumer's one call (`POST /queue/quit`); its target depends on the from-status, as
 * docs/queue.md#state-machine says: on CALLED it is the consumer's 'Recusar' (DENIED_RESTAURANT_CALL).
 */
export const queueEvents = [
  'join',
  'accept',
  'refuse',
  'call',
  'answer',
  'quit',
  'expireAnswer',
  'expireArrival',
  'checkIn',
  'remove',
  'purge',
  'checkout',
] as const;

/** A queue event. */
export type QueueEvent = (typeof queueEvents)[number];

/** The events that move an existing entry (every event but `join`). */
export type QueueTransitionEvent = Exclude<QueueEvent, 'join'>;

/** One allowed move: the target status and who may fire it. */
export type QueueRule = { readonly to: QueueStatus; readonly actors: readonly QueueActor[] };

const merchant = ['merchant'] as const;
const consumer = ['consumer'] as const;
const system = ['system'] as const;
const removedByMerchant: QueueRule = { to: 'CANCELLED_BY_MERCHANT', actors: merchant };

/**
 * The queue state machine of docs/queue.md#state-machine: per status, the events it accepts. Anything absent
 * is refused.
 */
export const queueTransitions: Readonly<
  Record<QueueStatus, Readonly<Partial<Record<QueueTransitionEvent, QueueRule>>>>
> = {
  WAITING_CONFIRMATION: {
    accept: { to: 'IN_QUEUE', actors: merchant },
    refuse: removedByMerchant,
    quit: { to: 'CANCELLED_BY_CONSUMER', actors: consumer },
    purge: removedByMerchant,
  },
  IN_QUEUE: {
    call: { to: 'CALLED', actors: merchant },
    quit: { to: 'CANCELLED_BY_CONSUMER', actors: consumer },
    remove: removedByMerchant,
    purge: removedByMerchant,
  },
  CALLED: {
    answer: { to: 'ACCEPTED_RESTAURANT_CALL', actors: consumer },
    quit: { to: 'DENIED_RESTAURANT_CALL', actors: consumer },
    expireAnswer: { to: 'CALLED_NOT_ANSWERED', actors: system },
    checkIn: { to: 'CHECK_IN', actors: merchant },
    remove: removedByMerchant,
    purge: removedByMerchant,
  },
  ACCEPTED_RESTAURANT_CALL: {
    expireArrival: { to: 'NOT_PRESENT', actors: system },
    checkIn: { to: 'CHECK_IN', actors: ['merchant', 'consumer'] },
    quit: { to: 'CANCELLED_BY_CONSUMER', actors: consumer },
    remove: removedByMerchant,
    purge: removedByMerchant,
  },
  // Checkout also needs every order of the entry closed; the service checks that, not the table.
  CHECK_IN: {
    checkout: { to: 'CHECK_OUT', actors: merchant },
  },
  CANCELLED_BY_MERCHANT: {},
  CANCELLED_BY_CONSUMER: {},
  DENIED_RESTAURANT_CALL: {},
  CALLED_NOT_ANSWERED: {},
  NOT_PRESENT: {},
  CHECK_OUT: {},
};

/** The status a new entry starts in: accepted at once when the merchant auto-accepts consumers. */
export function initialQueueStatus(autoAcceptConsumer: boolean): 'IN_QUEUE' | 'WAITING_CONFIRMATION' {
  return autoAcceptConsumer ? 'IN_QUEUE' : 'WAITING_CONFIRMATION';
}

function findQueueRule(from: QueueStatus, event: QueueEvent): QueueRule | undefined {
  return event === 'join' ? undefined : queueTransitions[from][event];
}

/** Whether the table lets `event` move an entry out of `from` (and, when given, whether `actor` may fire it). */
export function canTransitionQueue(from: QueueStatus, event: QueueEvent, actor?: QueueActor): boolean {
  const rule = findQueueRule(from, event);
  return rule !== undefined && (actor === undefined || rule.actors.includes(actor));
}

/** The status `event` moves an entry in `from` to; throws `TransitionError` when the table forbids it. */
export function transitionQueue(from: QueueStatus, event: QueueEvent, actor?: QueueActor): QueueStatus {
  const rule = findQueueRule(from, event);
  if (rule === undefined) throw new TransitionError(from, event);
  if (actor !== undefined && !rule.actors.includes(actor)) {
    throw new TransitionError(from, event, `not allowed for ${actor}`);
  }
  return rule.to;
}

/** The events an entry in `status` accepts, optionally only those `actor` may fire (drives the buttons). */
export function queueEventsFrom(status: QueueStatus, actor?: QueueActor): QueueTransitionEvent[] {
  return queueEvents.filter(
    (event): event is QueueTransitionEvent => event !== 'join' && canTransitionQueue(status, event, actor),
  );
}

/** How long a CALLED consumer has to answer before losing the turn (docs/queue.md#deadlines). */
export const CALL_ANSWER_DEADLINE_MS = 5 * 60 * 1000;

/** How long a consumer who accepted the call has to reach the door (docs/queue.md#deadlines). */
export const ARRIVAL_DEADLINE_MS = 5 * 60 * 1000;

type QueueDeadline = { readonly at: Date; readonly to: QueueStatus };

function findQueueDeadline(status: QueueStatus, lastStatusAt: Date): QueueDeadline | null {
  switch (status) {
    case 'CALLED':
      return { at: new Date(lastStatusAt.getTime() + CALL_ANSWER_DEADLINE_MS), to: 'CALLED_NOT_ANSWERED' };
    case 'ACCEPTED_RESTAURANT_CALL':
      return { at: new Date(lastStatusAt.getTime() + ARRIVAL_DEADLINE_MS), to: 'NOT_PRESENT' };
    case 'WAITING_CONFIRMATION':
    case 'IN_QUEUE':
    case 'CHECK_IN':
    case 'CANCELLED_BY_MERCHANT':
    case 'CANCELLED_BY_CONSUMER':
    case 'DENIED_RESTAURANT_CALL':
    case 'CALLED_NOT_ANSWERED':
    case 'NOT_PRESENT':
    case 'CHECK_OUT':
      return null;
    default: {
      const unhandled: never = status;
      throw new Error(`Unhandled queue status: ${String(unhandled)}`);
    }
  }
}

/** When an entry in `status` since `lastStatusAt` expires (for countdowns and the sweeper), or null if never. */
export function queueDeadlineAt(status: QueueStatus, lastStatusAt: Date): Date | null {
  return findQueueDeadline(status, lastStatusAt)?.at ?? null;
}

/**
 * The status an entry should already have passed to because its deadline is over, or null. The deadline
 * instant itself counts as over: at exactly 5 minutes the time to answer (or arrive) is up.
 */
export function expiredQueueStatus(status: QueueStatus, lastStatusAt: Date, now: Date): QueueStatus | null {
  const deadline = findQueueDeadline(status, lastStatusAt);
  return deadline !== null && now.getTime() >= deadline.at.getTime() ? deadline.to : null;
}

/**
 * The same, against the deadline the entry stores (`deadlineAt`), which the host may have moved with
 * '+5 min' (docs/queue.md#deadlines): the sweeper and every reader judge by it, never by the status's age.
 */
export function expiredQueueStatusAt(status: QueueStatus, deadlineAt: Date, now: Date): QueueStatus | null {
  const deadline = findQueueDeadline(status, deadlineAt);
  return deadline !== null && now.getTime() >= deadlineAt.getTime() ? deadline.to : null;
}
