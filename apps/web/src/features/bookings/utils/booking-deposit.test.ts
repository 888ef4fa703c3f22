import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import { describe, expect, it } from 'vitest';
import { bookingPollMs, depositState } from './booking-deposit';

const now = new Date('2026-12-04T13:10:00Z');
const deposit = (change: Partial<NonNullable<Booking['deposit']>> = {}) => ({
  amountCents: 2500,
  brCode: null,
  expiresAt: '2026-12-04T13:15:00.000Z',
  paidAt: null,
  ...change,
});

describe('depositState', () => {
  it.each([
    ['no deposit', { status: 'CONFIRMED', deposit: null }, 'none'],
    ['waiting', { status: 'PENDING_DEPOSIT', deposit: deposit() }, 'waiting'],
    ['paid', { status: 'CONFIRMED', deposit: deposit({ paidAt: '2026-12-04T13:05:00.000Z' }) }, 'paid'],
    ['lapsed', { status: 'CANCELED', deposit: deposit({ expiresAt: '2026-12-04T13:00:00.000Z' }) }, 'lapsed'],
    ['cancelled by the diner before the expiry', { status: 'CANCELED', deposit: deposit() }, 'none'],
  ] as const)('%s', (_name, booking, state) => {
    expect(depositState(booking, now)).toBe(state);
  });
});

describe('bookingPollMs', () => {
  it('reads every 5 s while the deposit is awaited, else every 30 s', () => {
    expect(bookingPollMs({ status: 'PENDING_DEPOSIT' })).toBe(5_000);
    expect(bookingPollMs({ status: 'CONFIRMED' })).toBe(30_000);
    expect(bookingPollMs(undefined)).toBe(30_000);
  });
});
