import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingStatus, bookingStatuses } from '../contracts/bookings.contract';
import {
  addDaysToDate,
  type BookingGridInput,
  bookingReminderAt,
  bookingsOverlap,
  bookingTransitions,
  canMoveBooking,
  isFinalBookingStatus,
  isLiveBookingStatus,
  listBookingCandidates,
  localDateOf,
  localTimeOf,
  localToInstant,
} from './bookings';

// docs/bookings.md#statuses, written out apart from the table.
const allowed: [BookingStatus, BookingStatus][] = [
  ['CONFIRMED', 'ARRIVED'],
  ['CONFIRMED', 'CANCELED'],
  ['CONFIRMED', 'NO_SHOW'],
  ['PENDING_DEPOSIT', 'CONFIRMED'],
  ['PENDING_DEPOSIT', 'CANCELED'],
];

describe('the booking status machine', () => {
  it('allows exactly the listed moves', () => {
    for (const from of bookingStatuses)
      for (const to of bookingStatuses)
        expect(canMoveBooking(from, to)).toBe(allowed.some(([f, t]) => f === from && t === to));
  });

  it('never leaves a final status, and only live statuses hold a table', () => {
    const status = fc.constantFrom(...bookingStatuses);
    fc.assert(
      fc.property(status, fc.array(status, { maxLength: 8 }), (start, moves) => {
        let current = start;
        for (const next of moves) {
          if (!canMoveBooking(current, next)) continue;
          expect(isFinalBookingStatus(current)).toBe(false);
          current = next;
        }
        // A walk that could go nowhere else ends final or live, never both.
        expect(isLiveBookingStatus(current) && isFinalBookingStatus(current)).toBe(false);
        // No move goes back to a live status from a status that is not live.
        return isLiveBookingStatus(start) || !isLiveBookingStatus(current) || current === start;
      }),
    );
    expect(Object.keys(bookingTransitions).sort()).toEqual([...bookingStatuses].sort());
  });
});

describe('overlap', () => {
  it('is symmetric, and touching ends do not overlap', () => {
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 500 }))
      .map(([start, length]) => ({
        startsAt: new Date(start * 60_000),
        endsAt: new Date((start + length) * 60_000),
      }));
    fc.assert(
      fc.property(interval, interval, (a, b) => {
        expect(bookingsOverlap(a, b)).toBe(bookingsOverlap(b, a));
        expect(bookingsOverlap(a, a)).toBe(true);
        const after = { startsAt: a.endsAt, endsAt: new Date(a.endsAt.getTime() + 60_000) };
        expect(bookingsOverlap(a, after)).toBe(false);
      }),
    );
  });
});

describe('local time', () => {
  it.each([
    ['2026-12-04', '20:00', 'America/Sao_Paulo', '2026-12-04T23:00:00.000Z'],
    ['2026-12-04', '23:30', 'America/Sao_Paulo', '2026-12-05T02:30:00.000Z'],
    ['2026-12-04', '20:00', 'America/Manaus', '2026-12-05T00:00:00.000Z'],
    ['2026-07-04', '20:00', 'Europe/Lisbon', '2026-07-04T19:00:00.000Z'],
    ['2026-01-04', '20:00', 'Europe/Lisbon', '2026-01-04T20:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    const instant = localToInstant(date, time, zone);
    expect(instant.toISOString()).toBe(iso);
    expect(localDateOf(instant, zone)).toBe(date);
    expect(localTimeOf(instant, zone)).toBe(time);
  });

  it('reads back the wall clock it was given, in any zone, on any day', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom('America/Sao_Paulo', 'America/Noronha', 'America/Rio_Branco', 'UTC'),
        (day, minute, zone) => {
          const date = day.toISOString().slice(0, 10);
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const instant = localToInstant(date, time, zone);
          expect(localDateOf(instant, zone)).toBe(date);
          expect(localTimeOf(instant, zone)).toBe(time);
        },
      ),
    );
  });
});

const zone = 'America/Sao_Paulo';
/** Wednesday 2026-12-02 10:00 in São Paulo. */
const now = new Date('2026-12-02T13:00:00Z');
const grid = (overrides: Partial<BookingGridInput>): string[] =>
  listBookingCandidates({
    date: '2026-12-04',
    schedule: { friday: [{ open: '18:00', close: '23:00' }] },
    timeZone: zone,
    now,
    slotMinutes: 30,
    durationMinutes: 90,
    minLeadMinutes: 60,
    maxDaysAhead: 30,
    ...overrides,
  }).map((c) => c.time);

describe('the grid of a day', () => {
  it('lists the slot grid inside the shift, ending by the close', () => {
    expect(grid({})).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
    expect(grid({ slotMinutes: 60, durationMinutes: 120 })).toEqual(['18:00', '19:00', '20:00', '21:00']);
  });

  it('starts on the clock grid when a shift opens off it', () => {
    expect(grid({ schedule: { friday: [{ open: '18:10', close: '21:00' }] } })).toEqual([
      '18:30',
      '19:00',
      '19:30',
    ]);
  });

  it('gives the early times of a shift past midnight to the next date', () => {
    const schedule = { friday: [{ open: '22:00', close: '02:00' }] };
    expect(grid({ schedule })).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(grid({ schedule, date: '2026-12-05' })).toEqual(['00:00', '00:30']);
  });

  it('leaves out a closed weekday, the past, the lead time and the days past the horizon', () => {
    expect(grid({ date: '2026-12-03' })).toEqual([]);
    expect(grid({ date: '2026-11-27' })).toEqual([]);
    expect(grid({ date: '2027-01-01', maxDaysAhead: 29 })).toEqual([]);
    expect(grid({ date: '2027-01-01', maxDaysAhead: 30 })).toHaveLength(8);
    // Friday 18:00 local is 21:00Z; now 19:00 local with a lead of 60 → 20:00 onwards.
    expect(grid({ now: new Date('2026-12-04T22:00:00Z') })).toEqual(['20:00', '20:30', '21:00', '21:30']);
  });

  it('keeps every candidate on the grid, inside a shift, after the lead, ending by the close', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(15, 30, 60),
        fc.integer({ min: 30, max: 300 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 5 }),
        (slotMinutes, durationMinutes, open, close, minLeadMinutes, dayOffset) => {
          const fmt = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const shift = { open: fmt(open), close: fmt(close) };
          const schedule = {
            monday: [shift],
            tuesday: [shift],
            wednesday: [shift],
            thursday: [shift],
            friday: [shift],
            saturday: [shift],
            sunday: [shift],
          };
          const date = addDaysToDate('2026-12-02', dayOffset);
          const candidates = listBookingCandidates({
            date,
            schedule,
            timeZone: zone,
            now,
            slotMinutes,
            durationMinutes,
            minLeadMinutes,
            maxDaysAhead: 30,
          });
          const end = close > open ? close : close + 1440;
          let previous = -1;
          for (const c of candidates) {
            const minute = Number(c.time.slice(0, 2)) * 60 + Number(c.time.slice(3));
            expect(minute % slotMinutes).toBe(0);
            expect(minute).toBeGreaterThan(previous);
            previous = minute;
            // Inside today's shift, or inside yesterday's that ran past midnight.
            const today = minute >= open && minute + durationMinutes <= end;
            const spill = minute + 1440 >= open && minute + 1440 + durationMinutes <= end;
            expect(today || spill).toBe(true);
            expect(c.startsAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + minLeadMinutes * 60_000);
            expect(c.endsAt.getTime() - c.startsAt.getTime()).toBe(durationMinutes * 60_000);
            expect(localDateOf(c.startsAt, zone)).toBe(date);
          }
        },
      ),
    );
  });
});

describe('the reminder', () => {
  it('is due two hours before, or at once when booked later', () => {
    const start = new Date('2026-12-04T23:00:00Z');
    expect(bookingReminderAt(start, now).toISOString()).toBe('2026-12-04T21:00:00.000Z');
    const late = new Date('2026-12-04T22:30:00Z');
    expect(bookingReminderAt(start, late)).toEqual(late);
  });
});
