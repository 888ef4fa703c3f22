import { bookingStatuses } from '@suavez/shared/contracts/bookings.contract';
import { describe, expect, it } from 'vitest';
import {
  bookingStatusLabels,
  bookingStatusVariant,
  canDinerCancel,
  hostBookingActions,
  isLiveBooking,
} from './booking-status';

describe('bookingStatusLabels', () => {
  it('names every status in pt-BR, each differently', () => {
    expect(bookingStatuses.map((status) => bookingStatusLabels[status])).toEqual([
      'Aguardando sinal',
      'Confirmada',
      'Cliente chegou',
      'Cancelada',
      'Não compareceu',
    ]);
    expect(new Set(bookingStatuses.map(bookingStatusVariant)).size).toBe(bookingStatuses.length);
  });
});

describe('what may be done with a booking', () => {
  const start = '2026-12-05T22:00:00.000Z';

  it('lets the diner cancel a live booking before its start only', () => {
    const before = new Date('2026-12-05T21:59:59Z');
    expect(canDinerCancel({ status: 'CONFIRMED', startsAt: start }, before)).toBe(true);
    expect(canDinerCancel({ status: 'PENDING_DEPOSIT', startsAt: start }, before)).toBe(true);
    expect(canDinerCancel({ status: 'CONFIRMED', startsAt: start }, new Date(start))).toBe(false);
    for (const status of ['ARRIVED', 'CANCELED', 'NO_SHOW'] as const) {
      expect(canDinerCancel({ status, startsAt: start }, before)).toBe(false);
    }
  });

  it.each([
    ['CONFIRMED', { canArrive: true, canNoShow: true, canCancel: true, canConfirmDeposit: false }],
    ['PENDING_DEPOSIT', { canArrive: false, canNoShow: false, canCancel: true, canConfirmDeposit: true }],
    ['ARRIVED', { canArrive: false, canNoShow: false, canCancel: false, canConfirmDeposit: false }],
    ['CANCELED', { canArrive: false, canNoShow: false, canCancel: false, canConfirmDeposit: false }],
    ['NO_SHOW', { canArrive: false, canNoShow: false, canCancel: false, canConfirmDeposit: false }],
  ] as const)('offers the host, for %s, %j', (status, actions) => {
    expect(hostBookingActions(status)).toEqual(actions);
    expect(isLiveBooking(status)).toBe(actions.canCancel);
  });
});
