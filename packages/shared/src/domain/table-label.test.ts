import { describe, expect, it } from 'vitest';
import { tableLabelSchema } from '../contracts/queue-checkin.contract';
import { readTableLabel, stripTableWord, tableLabelText } from './table-label';

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

describe('table labels (rules §11)', () => {
  it.each([
    ['Mesa 12', '12'],
    ['mesa 12', '12'],
    ['MESA: 7', '7'],
    ['Mesa nº 3', '3'],
    ['Mesa #4', '4'],
    ['Mesa - Varanda', 'Varanda'],
    ['Mesa', ''],
    ['12', '12'],
    ['Mesanino 2', 'Mesanino 2'],
    ['Varanda 3', 'Varanda 3'],
    ['Mesa Nova', 'Nova'],
    ['nº 5', 'nº 5'],
  ])('%j is kept as %j', (typed, kept) => {
    expect(stripTableWord(typed)).toBe(kept);
  });

  it("never says 'Mesa Mesa'", () => {
    expect(tableLabelText('12')).toBe('Mesa 12');
    expect(tableLabelText('Mesa 12')).toBe('Mesa 12');
    expect(tableLabelText('Varanda 3')).toBe('Mesa Varanda 3');
  });
});
