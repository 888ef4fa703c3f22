import { describe, expect, it } from 'vitest';
import { formatWaitEstimate } from './format-wait-estimate';

describe('formatWaitEstimate', () => {
  it.each([
    [{ minMinutes: 15, maxMinutes: 25 }, 'entre 15 e 25 min'],
    [{ minMinutes: 5, maxMinutes: 10 }, 'entre 5 e 10 min'],
    [{ minMinutes: 0, maxMinutes: 5 }, 'até 5 min'],
    [{ minMinutes: 0, maxMinutes: 20 }, 'até 20 min'],
  ])('%o reads %s', (range, text) => {
    expect(formatWaitEstimate(range)).toBe(text);
  });
});
