import { describe, expect, it } from 'vitest';
import { tableLabelSchema } from '../contracts/queue-checkin.contract';
import { readTableLabel } from './table-label';

describe('readTableLabel', () => {
  it.each([
    ['12', '12'],
    ['  Varanda 3 ', 'Varanda 3'],
    ['x'.repeat(12), 'x'.repeat(12)],
    ['x'.repeat(13), null],
    ['   ', null],
    ['', null],
    [null, null],
    ['mesa\u202e1', null],
    ['\u200b', null],
  ])('reads %j as %j, as the server would', (value, expected) => {
    expect(readTableLabel(value)).toBe(expected);
    // The page and the server agree on every case.
    const parsed = tableLabelSchema.safeParse(value ?? undefined);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });
});
