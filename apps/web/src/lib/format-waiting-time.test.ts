import { describe, expect, it } from 'vitest';
import { formatWaitingTime } from './format-waiting-time';

const joined = new Date('2026-01-05T15:00:00Z');
const after = (ms: number) => new Date(joined.getTime() + ms);

describe('formatWaitingTime', () => {
  it.each([
    [0, 'há menos de 1 min'],
    [59_000, 'há menos de 1 min'],
    [60_000, 'há 1 min'],
    [12 * 60_000 + 30_000, 'há 12 min'],
    [59 * 60_000, 'há 59 min'],
    [60 * 60_000, 'há 1 h'],
    [65 * 60_000, 'há 1 h 05 min'],
    [-5 * 60_000, 'há menos de 1 min'],
  ])('%i ms → %s', (ms, expected) => {
    expect(formatWaitingTime(joined, after(ms))).toBe(expected);
  });
});
