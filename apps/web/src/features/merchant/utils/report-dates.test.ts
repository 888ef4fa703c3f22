import { describe, expect, it } from 'vitest';
import { isoDateToBr, lastDaysIsoRange, todayIsoDate } from './report-dates';

describe('isoDateToBr', () => {
  it('turns a date input value into dd/mm/yyyy', () => {
    expect(isoDateToBr('2026-03-09')).toBe('09/03/2026');
  });
  it('answers null for an empty or partial value', () => {
    expect(isoDateToBr('')).toBeNull();
    expect(isoDateToBr('2026-3-9')).toBeNull();
  });
});

describe('todayIsoDate', () => {
  it("reads the day in the merchant's zone: 01:30 UTC is still the previous day in São Paulo", () => {
    expect(todayIsoDate(new Date('2026-03-10T01:30:00Z'), 'America/Sao_Paulo')).toBe('2026-03-09');
    expect(todayIsoDate(new Date('2026-03-10T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-03-10');
  });
});

describe('lastDaysIsoRange', () => {
  it("is the last 7 days of the merchant's zone, today included, across a month and a year", () => {
    expect(lastDaysIsoRange(new Date('2026-03-10T15:00:00Z'), 'America/Sao_Paulo', 7)).toEqual({
      start: '2026-03-04',
      end: '2026-03-10',
    });
    // 01:30 UTC on 3 January is still 2 January in São Paulo.
    expect(lastDaysIsoRange(new Date('2027-01-03T01:30:00Z'), 'America/Sao_Paulo', 7)).toEqual({
      start: '2026-12-27',
      end: '2027-01-02',
    });
    expect(lastDaysIsoRange(new Date('2026-03-01T12:00:00Z'), 'America/Sao_Paulo', 1)).toEqual({
      start: '2026-03-01',
      end: '2026-03-01',
    });
  });
});
