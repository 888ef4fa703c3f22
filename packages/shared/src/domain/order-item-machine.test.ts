import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRemoveFromCart,
  canTransitionOrderItem,
  canUndoDelivery,
  type OrderItemEvent,
  orderItemEvents,
  orderItemEventsFrom,
  orderItemTransitions,
  transitionOrderItem,
  UNDO_DELIVERY_WINDOW_MS,
} from './order-item-machine';
import { type OrderItemStatus, orderItemStatuses } from './order-item-status';
import { TransitionError } from './transition-error';

// docs/orders-and-bills.md#unit-machine, written out independently of the table: [from, event, to when
// prepared, to when not].
const allowed: [OrderItemStatus, OrderItemEvent, OrderItemStatus, OrderItemStatus][] = [
  ['CREATED', 'send', 'SENT', 'SENT'],
  ['SENT', 'requestCancel', 'CANCEL_REQUEST', 'CANCEL_REQUEST'],
  ['SENT', 'accept', 'PREPARING', 'ACCEPTED'],
  ['SENT', 'refuse', 'REFUSED', 'REFUSED'],
  ['CANCEL_REQUEST', 'cancel', 'CANCELED', 'CANCELED'],
  ['CANCEL_REQUEST', 'accept', 'PREPARING', 'ACCEPTED'],
  ['ACCEPTED', 'deliver', 'COMPLETED', 'COMPLETED'],
  ['PREPARING', 'deliver', 'COMPLETED', 'COMPLETED'],
  ['ACCEPTED', 'cancel', 'CANCELED', 'CANCELED'],
  ['PREPARING', 'cancel', 'CANCELED', 'CANCELED'],
  ['COMPLETED', 'cancel', 'CANCELED', 'CANCELED'],
  ['COMPLETED', 'undeliver', 'PREPARING', 'ACCEPTED'],
];
const terminal: OrderItemStatus[] = ['REFUSED', 'CANCELED'];

describe('order item machine table', () => {
  it.each(allowed)('%s --%s--> %s (prepared) / %s (not prepared)', (from, event, prepared, notPrepared) => {
    expect(transitionOrderItem(from, event, { prepared: true })).toBe(prepared);
    expect(transitionOrderItem(from, event, { prepared: false })).toBe(notPrepared);
  });

  it('refuses every pair the table does not list', () => {
    for (const from of orderItemStatuses) {
      for (const event of orderItemEvents) {
        if (allowed.some(([f, e]) => f === from && e === event)) continue;
        expect(canTransitionOrderItem(from, event)).toBe(false);
        expect(() => transitionOrderItem(from, event, { prepared: false })).toThrow(TransitionError);
      }
    }
  });

  it('lets the consumer only send and request cancellation', () => {
    expect(orderItemEventsFrom('CREATED', 'consumer')).toEqual(['send']);
    expect(orderItemEventsFrom('SENT', 'consumer')).toEqual(['requestCancel']);
    expect(orderItemEventsFrom('SENT', 'merchant')).toEqual(['accept', 'refuse']);
    expect(orderItemEventsFrom('CANCEL_REQUEST', 'consumer')).toEqual([]);
    expect(canTransitionOrderItem('SENT', 'accept', 'consumer')).toBe(false);
  });

  it('lets only the merchant undo a delivery, back to where accepting led', () => {
    expect(orderItemEventsFrom('COMPLETED', 'merchant')).toEqual(['undeliver', 'cancel']);
    expect(canTransitionOrderItem('COMPLETED', 'undeliver', 'consumer')).toBe(false);
  });

  it('allows undoing a delivery for 10 seconds, inclusive', () => {
    const deliveredAt = new Date('2026-03-01T20:00:00Z');
    const after = (ms: number) => new Date(deliveredAt.getTime() + ms);
    expect(UNDO_DELIVERY_WINDOW_MS).toBe(10_000);
    expect(canUndoDelivery(deliveredAt, after(0))).toBe(true);
    expect(canUndoDelivery(deliveredAt, after(10_000))).toBe(true);
    expect(canUndoDelivery(deliveredAt, after(10_001))).toBe(false);
  });

  it.each(orderItemStatuses.map((status) => [status, status === 'CREATED'] as const))(
    'removing a %s unit from the cart is allowed: %s',
    (status, expected) => {
      expect(canRemoveFromCart(status)).toBe(expected);
    },
  );
});

describe('order item machine properties', () => {
  const step = fc.record({ event: fc.constantFrom(...orderItemEvents), prepared: fc.boolean() });

  it('only reaches table targets from CREATED, and refused events change nothing', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let status: OrderItemStatus = 'CREATED';
        for (const { event, prepared } of steps) {
          const before = status;
          const rule = orderItemTransitions[before][event];
          if (canTransitionOrderItem(before, event)) {
            status = transitionOrderItem(before, event, { prepared });
            const expected =
              typeof rule?.to === 'string' ? rule.to : prepared ? rule?.to.prepared : rule?.to.notPrepared;
            expect(status).toBe(expected);
            expect(terminal).not.toContain(before);
            expect(status).not.toBe('CREATED');
          } else {
            expect(rule).toBeUndefined();
            expect(() => transitionOrderItem(before, event, { prepared })).toThrow(TransitionError);
            expect(status).toBe(before);
          }
        }
      }),
    );
  });

  it('leaves REFUSED and CANCELED with no events', () => {
    for (const status of terminal) expect(orderItemEventsFrom(status)).toEqual([]);
  });
});
