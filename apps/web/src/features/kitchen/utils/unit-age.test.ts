import { describe, expect, it } from 'vitest';
import { describeUnitAge } from './unit-age';

const now = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('describeUnitAge', () => {
  it.each([
    [0, 'há menos de 1 min', 'ok', null],
    [9, 'há 9 min', 'ok', null],
    [10, 'há 10 min', 'warning', 'Atenção'],
    [19, 'há 19 min', 'warning', 'Atenção'],
    [20, 'há 20 min', 'danger', 'Atrasado'],
    [75, 'há 1 h 15 min', 'danger', 'Atrasado'],
  ] as const)('%i min after acceptance: %s, %s', (minutes, text, level, flag) => {
    expect(describeUnitAge(minutesAgo(minutes), now)).toEqual({ text, level, flag });
  });
});
