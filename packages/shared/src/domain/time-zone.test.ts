import { describe, expect, it } from 'vitest';
import { getIsoWeekdayIndex, getTimeZoneOffsetMs, getZonedDateTime, isValidTimeZone } from './time-zone';

const hour = 3_600_000;

describe('time zones', () => {
  it('reads the wall clock in a zone', () => {
    expect(getZonedDateTime(new Date('2026-03-02T01:30:15Z'), 'America/Sao_Paulo')).toEqual({
      year: 2026,
      month: 3,
      day: 1,
      hour: 22,
      minute: 30,
      second: 15,
    });
    expect(getZonedDateTime(new Date('2026-03-02T03:00:00Z'), 'America/Sao_Paulo').hour).toBe(0);
  });

  it.each([
    ['2026-01-15T12:00:00Z', 'America/Sao_Paulo', -3 * hour],
    ['2026-01-15T12:00:00Z', 'America/New_York', -5 * hour],
    ['2026-07-15T12:00:00Z', 'America/New_York', -4 * hour],
    ['2026-01-15T12:00:00Z', 'Asia/Kolkata', 5.5 * hour],
    ['2026-01-15T12:00:00Z', 'UTC', 0],
  ])('at %s the offset of %s is %i ms', (instant, zone, offset) => {
    expect(getTimeZoneOffsetMs(new Date(instant), zone)).toBe(offset);
  });

  it('knows valid zones', () => {
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it.each([
    [2026, 3, 2, 0],
    [2026, 3, 1, 6],
    [2024, 2, 29, 3],
  ])('%i-%i-%i is weekday index %i', (year, month, day, index) => {
    expect(getIsoWeekdayIndex(year, month, day)).toBe(index);
  });
});
