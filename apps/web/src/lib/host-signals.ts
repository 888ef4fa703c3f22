import type { HostSignals } from '@suavez/shared/contracts/host-signals.contract';

/**
 * The host's signals as data (docs/notifications.md#host-signals): what waits for the merchant (a consumer
 * who joined the queue, a bill asked for, a cancellation asked for), which of it the host has not seen yet,
 * and on which screen it waits. Pure: the hook (hooks/use-host-signals.ts) feeds it the polled answers.
 */

/** The screen where a signalled thing is handled, whose navigation link carries its badge. */
export type SignalScreen = 'queue' | 'hall';

/** How many unseen things wait on each screen. */
export type SignalCounts = Readonly<Record<SignalScreen, number>>;

/** What the host has been shown so far. */
export interface SignalState {
  /** Every thing seen in an answer: a thing is signalled once, however many answers carry it. */
  readonly known: ReadonlySet<string>;
  /** The things signalled and not yet looked at, with their screen. */
  readonly unseen: ReadonlyMap<string, SignalScreen>;
}

/**
 * One key per thing: a consumer joins once; a bill or a cancellation asked again later (after the order was
 * reopened, the unit's request answered) is a new request, told apart by its time.
 */
export function signalItemsOf(signals: HostSignals): Map<string, SignalScreen> {
  const items = new Map<string, SignalScreen>();
  for (const row of signals.joined) items.set(`join:${row.queueEntryId}`, 'queue');
  for (const row of signals.billRequests) items.set(`bill:${row.orderId}@${row.at}`, 'hall');
  for (const row of signals.cancelRequests) items.set(`cancel:${row.orderItemId}@${row.at}`, 'hall');
  return items;
}

/** Beyond this many remembered keys, only those still in the answer are kept. */
const MAX_KNOWN = 2000;

/**
 * The state after an answer, and how many things are new in it (to sound once per answer). The first
 * answer is what the screen opened on: seen, not signalled. A thing gone from the answer was handled (by
 * this host or anyone): it stops waiting. `isOwn` says which new things this host caused itself (its own
 * 'Finalizar pedido'), which are seen already.
 */
export function nextSignalState(
  state: SignalState | null,
  items: ReadonlyMap<string, SignalScreen>,
  isOwn: (key: string) => boolean = () => false,
): { state: SignalState; fresh: number } {
  if (state === null) return { state: { known: new Set(items.keys()), unseen: new Map() }, fresh: 0 };
  const known = new Set(state.known.size > MAX_KNOWN ? [] : state.known);
  const unseen = new Map<string, SignalScreen>();
  for (const [key, screen] of state.unseen) if (items.has(key)) unseen.set(key, screen);
  let fresh = 0;
  for (const [key, screen] of items) {
    if (state.known.has(key)) {
      known.add(key);
      continue;
    }
    known.add(key);
    if (isOwn(key)) continue;
    unseen.set(key, screen);
    fresh += 1;
  }
  return { state: { known, unseen }, fresh };
}

/** The state once the host looked at the screen: everything shown so far is seen. */
export function lookedAt(state: SignalState | null): SignalState | null {
  return state && state.unseen.size > 0 ? { known: state.known, unseen: new Map() } : state;
}

/** Unseen things per screen. */
export function countSignals(state: SignalState | null): SignalCounts {
  const counts = { queue: 0, hall: 0 };
  for (const screen of state?.unseen.values() ?? []) counts[screen] += 1;
  return counts;
}

/** The bills this host asked for itself ('Finalizar pedido'), by order, until the answer carries them. */
const ownBillRequests = new Map<string, number>();

/** How long an own request waits to be recognised: a poll period and then some. */
const OWN_REQUEST_MS = 60_000;

/**
 * Remembers that this host is moving `orderId` to PAYMENT_REQUESTED itself ('Finalizar pedido',
 * docs/orders-and-bills.md): that bill is not signalled as asked for by the table. Noted before the call,
 * since the live event may come before the call's answer; answers the function that forgets it (the call
 * failed).
 */
export function noteOwnBillRequest(orderId: string, now = Date.now()): () => void {
  ownBillRequests.set(orderId, now + OWN_REQUEST_MS);
  return () => ownBillRequests.delete(orderId);
}

/** Whether `key` is a bill this host asked for in the last minute; recognising it forgets it. */
export function isOwnSignal(key: string, now = Date.now()): boolean {
  const orderId = /^bill:([^@]+)@/.exec(key)?.[1];
  if (orderId === undefined) return false;
  const until = ownBillRequests.get(orderId);
  ownBillRequests.delete(orderId);
  return until !== undefined && until >= now;
}
