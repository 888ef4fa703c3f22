import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatDate,
  formatReportTimestamp,
  formatTime,
  minutesBetween,
  parseBrDate,
  zonedDayStartUtc,
} from './date-format';

describe('formatting in a zone', () => {
  const instant = new Date('2026-03-02T01:05:00Z'); // Sunday 1 March 22:05 in São Paulo

  it('formats in São Paulo by default', () => {
    expect(formatTime(instant)).toBe('22:05');
    expect(formatReportTimestamp(instant)).toBe('01/03/26 22:05');
    expect(formatDate(instant)).toBe('01/03/2026');
  });

  it('formats in another zone', () => {
    expect(formatTime(instant, 'UTC')).toBe('01:05');
    expect(formatReportTimestamp(instant, 'UTC')).toBe('02/03/26 01:05');
    expect(formatDate(instant, 'Asia/Tokyo')).toBe('02/03/2026');
  });

  it('shows midnight as 00:00', () => {
    expect(formatTime(new Date('2026-03-02T03:00:00Z'))).toBe('00:00');
  });
});

describe('parseBrDate', () => {
  it.each([
    ['31/12/2026', { year: 2026, month: 12, day: 31 }],
    ['01/01/2026', { year: 2026, month: 1, day: 1 }],
    ['29/02/2024', { year: 2024, month: 2, day: 29 }],
    ['1/2/2026', { year: 2026, month: 2, day: 1 }],
    [' 05/06/2026 ', { year: 2026, month: 6, day: 5 }],
  ])('reads %j', (text, date) => {
    expect(parseBrDate(text)).toEqual(date);
  });

  it.each([
    '31/02/2026',
    '29/02/2025',
    '31/04/2026',
    '00/01/2026',
    '01/13/2026',
    '01/00/2026',
    '32/01/2026',
    '2026-12-31',
    '31/12/26',
    '01/01/0999',
    '',
    'aa/bb/cccc',
  ])('refuses %j', (text) => {
    expect(parseBrDate(text)).toBeNull();
  });

  it('knows month lengths', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2025, 2), daysInMonth(1900, 2), daysInMonth(2000, 2)]).toEqual([
      29, 28, 28, 29,
    ]);
  });
});

describe('zonedDayStartUtc', () => {
  it.each([
    [{ year: 2026, month: 1, day: 15 }, 'America/Sao_Paulo', '2026-01-15T03:00:00.000Z'],
    [{ year: 2026, month: 12, day: 31 }, 'America/Sao_Paulo', '2026-12-31T03:00:00.000Z'],
    [{ year: 2026, month: 1, day: 1 }, 'Asia/Kolkata', '2025-12-31T18:30:00.000Z'],
    [{ year: 2026, month: 1, day: 15 }, 'America/New_York', '2026-01-15T05:00:00.000Z'],
    [{ year: 2026, month: 7, day: 1 }, 'America/New_York', '2026-07-01T04:00:00.000Z'],
    [{ year: 2026, month: 3, day: 8 }, 'America/New_York', '2026-03-08T05:00:00.000Z'], // DST starts 02:00
    [{ year: 2026, month: 3, day: 9 }, 'America/New_York', '2026-03-09T04:00:00.000Z'],
    [{ year: 2026, month: 11, day: 1 }, 'America/New_York', '2026-11-01T04:00:00.000Z'], // DST ends 02:00
    [{ year: 2018, month: 11, day: 4 }, 'America/Sao_Paulo', '2018-11-04T03:00:00.000Z'], // no midnight
    [{ year: 2019, month: 2, day: 17 }, 'America/Sao_Paulo', '2019-02-17T03:00:00.000Z'], // 23:00 repeats
    [{ year: 2019, month: 2, day: 16 }, 'America/Sao_Paulo', '2019-02-16T02:00:00.000Z'],
    [{ year: 2026, month: 3, day: 1 }, 'UTC', '2026-03-01T00:00:00.000Z'],
  ])('%j begins in %s at %s', (date, zone, iso) => {
    expect(zonedDayStartUtc(date, zone).toISOString()).toBe(iso);
  });

  it('defaults to São Paulo', () => {
    expect(zonedDayStartUtc({ year: 2026, month: 3, day: 1 }).toISOString()).toBe('2026-03-01T03:00:00.000Z');
  });
});

describe('minutesBetween', () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z', 0],
    ['2026-03-01T10:00:00Z', '2026-03-01T10:00:59Z', 0],
    ['2026-03-01T10:00:00Z', '2026-03-01T10:05:00Z', 5],
    ['2026-03-01T10:00:00Z', '2026-03-01T12:30:30Z', 150],
    ['2026-03-01T10:05:00Z', '2026-03-01T10:00:00Z', -5],
    ['2026-03-01T10:00:30Z', '2026-03-01T10:00:00Z', 0],
  ])('from %s to %s is %i minutes', (from, to, minutes) => {
    expect(minutesBetween(at(from), at(to))).toBe(minutes);
  });
});
