import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate, formatShortDate, listDateChips, todayIn } from './booking-dates';

describe('todayIn', () => {
  it("reads the day in the restaurant's zone, not in UTC", () => {
    // 01:30 UTC on the 3rd is still 22:30 on the 2nd in São Paulo.
    expect(todayIn(new Date('2026-12-03T01:30:00Z'))).toBe('2026-12-02');
    expect(todayIn(new Date('2026-12-03T03:00:00Z'))).toBe('2026-12-03');
    expect(todayIn(new Date('2026-12-03T01:30:00Z'), 'UTC')).toBe('2026-12-03');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-02', 0, '2026-12-02'],
  ])('%s plus %i is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('formatLongDate and formatShortDate', () => {
  it('writes the date out in pt-BR', () => {
    expect(formatLongDate('2026-12-05')).toBe('sábado, 5 de dezembro de 2026');
    expect(formatLongDate('2027-03-01')).toBe('segunda-feira, 1 de março de 2027');
  });

  it("says 'Hoje' and 'Amanhã', then the weekday and the day", () => {
    expect(formatShortDate('2026-12-02', '2026-12-02')).toBe('Hoje');
    expect(formatShortDate('2026-12-03', '2026-12-02')).toBe('Amanhã');
    expect(formatShortDate('2026-12-05', '2026-12-02')).toBe('sáb., 5/12');
    expect(formatShortDate('2026-12-01', '2026-12-02')).toBe('ter., 1/12');
  });
});

describe('listDateChips', () => {
  it('lists the next days from today, the first two named', () => {
    const chips = listDateChips('2026-12-30', 4, 30);
    expect(chips.map((chip) => chip.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(chips.map((chip) => chip.label)).toEqual(['Hoje', 'Amanhã', 'sex., 1/1', 'sáb., 2/1']);
    expect(chips[0]?.description).toBe('Hoje, quarta-feira, 30 de dezembro de 2026');
    expect(chips[2]?.description).toBe('sexta-feira, 1 de janeiro de 2027');
  });

  it("stops at the restaurant's horizon", () => {
    expect(listDateChips('2026-12-02', 7, 1).map((chip) => chip.date)).toEqual(['2026-12-02', '2026-12-03']);
    expect(listDateChips('2026-12-02', 7, 0)).toHaveLength(1);
    expect(listDateChips('2026-12-02', 0, 30)).toEqual([]);
  });
});
