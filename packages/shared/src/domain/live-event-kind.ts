/** What a live event says changed: a queue entry itself, or an order (or item) of that entry. */
export const liveEventKinds = ['queue', 'order'] as const;

/** A live event's kind. */
export type LiveEventKind = (typeof liveEventKinds)[number];
