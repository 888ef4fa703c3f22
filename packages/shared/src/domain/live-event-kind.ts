/**
 * What a live event says changed: a queue entry itself, an order (or item) of that entry, or the menu of the
 * entry's merchant (an item sold out, back, or otherwise changed: told to every seated table).
 */
export const liveEventKinds = ['queue', 'order', 'menu'] as const;

/** A live event's kind. */
export type LiveEventKind = (typeof liveEventKinds)[number];
