import { describe, expect, it } from 'vitest';
import { isoDateToBr, todayIsoDate } from './report-dates';

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
