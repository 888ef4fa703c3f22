import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderItemStatus } from './order-item-status';
import { orderItemStatuses } from './order-item-status';
import {
  canConsumerCloseOrder,
  canMerchantRequestPayment,
  canTransitionOrder,
  findOrderEventToStatus,
  orderEvents,
  orderEventsFrom,
  transitionOrder,
} from './order-machine';
import { type OrderStatus, orderStatuses } from './order-status';
import { queueStatuses } from './queue-status';
import { TransitionError } from './transition-error';

describe('order machine', () => {
  it.each([
    ['OPEN', 'requestPayment', 'PAYMENT_REQUESTED'],
    ['PAYMENT_REQUESTED', 'close', 'CLOSED'],
    ['PAYMENT_REQUESTED', 'reopen', 'OPEN'],
    ['CLOSED', 'confirmPayment', 'PAYMENT_COMPLETED'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(transitionOrder(from, event)).toBe(to);
    expect(findOrderEventToStatus(from, to)).toBe(event);
  });

  it('refuses everything else', () => {
    expect(() => transitionOrder('OPEN', 'close')).toThrow(TransitionError);
    expect(() => transitionOrder('CLOSED', 'reopen')).toThrow(TransitionError);
    expect(findOrderEventToStatus('OPEN', 'CLOSED')).toBeNull();
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_COMPLETED', 'PAYMENT_FAILED'] as const) {
      expect(orderEventsFrom(status)).toEqual([]);
    }
  });

  it('lets the consumer only ask for the bill; the host or the Pix provider confirm payment', () => {
    expect(canTransitionOrder('OPEN', 'requestPayment', 'consumer')).toBe(true);
    expect(canTransitionOrder('PAYMENT_REQUESTED', 'reopen', 'consumer')).toBe(false);
    for (const from of ['PAYMENT_REQUESTED', 'CLOSED'] as const) {
      expect(transitionOrder(from, 'confirmPayment', 'merchant')).toBe('PAYMENT_COMPLETED');
      expect(transitionOrder(from, 'confirmPayment', 'provider')).toBe('PAYMENT_COMPLETED');
      expect(() => transitionOrder(from, 'confirmPayment', 'consumer')).toThrow(TransitionError);
    }
    expect(() => transitionOrder('OPEN', 'confirmPayment', 'merchant')).toThrow(TransitionError);
  });

  it('agrees with itself on random event sequences', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...orderEvents), { maxLength: 20 }), (events) => {
        let status: OrderStatus = 'OPEN';
        for (const event of events) {
          if (canTransitionOrder(status, event)) status = transitionOrder(status, event);
          else expect(() => transitionOrder(status, event)).toThrow(TransitionError);
          expect(orderStatuses).toContain(status);
        }
      }),
    );
  });
});

describe("'Pedir a conta'", () => {
  const settled: OrderItemStatus[] = ['REFUSED', 'CANCELED', 'COMPLETED'];

  it.each([
    [[], true],
    [['COMPLETED', 'CANCELED', 'REFUSED'], true],
    [['COMPLETED', 'SENT'], false],
    [['COMPLETED', 'CREATED'], false],
    [['PREPARING'], false],
    [['CANCEL_REQUEST'], false],
  ] as [OrderItemStatus[], boolean][])('with items %j is allowed: %s', (itemStatuses, expected) => {
    expect(canConsumerCloseOrder({ queueStatus: 'CHECK_IN', orderStatus: 'OPEN', itemStatuses })).toBe(
      expected,
    );
  });

  it('needs the entry at CHECK_IN and the order OPEN', () => {
    for (const queueStatus of queueStatuses) {
      for (const orderStatus of orderStatuses) {
        const expected = queueStatus === 'CHECK_IN' && orderStatus === 'OPEN';
        expect(canConsumerCloseOrder({ queueStatus, orderStatus, itemStatuses: settled })).toBe(expected);
      }
    }
  });
});

describe("merchant 'Finalizar pedido'", () => {
  it.each(
    orderItemStatuses.map((s) => [s, !['SENT', 'CANCEL_REQUEST', 'ACCEPTED', 'PREPARING'].includes(s)]),
  )('with one %s unit is allowed: %s', (status, expected) => {
    expect(canMerchantRequestPayment(['COMPLETED', status as OrderItemStatus])).toBe(expected);
  });

  it('is allowed with no units', () => {
    expect(canMerchantRequestPayment([])).toBe(true);
  });
});
