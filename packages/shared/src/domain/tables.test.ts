import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareTableLabels,
  type FitTable,
  fitTables,
  isTableHeldRefusal,
  normalizeTableLabel,
  parseTableImport,
  tableLabelKey,
} from './tables';

const table = (label: string, seats: number, minSeats = 1, state: FitTable['state'] = 'FREE'): FitTable => ({
  label,
  seats,
  minSeats,
  state,
});

describe('table labels', () => {
  it.each([
    ['Mesa 12', '12'],
    ['  varanda   3 ', 'varanda 3'],
    ['MESA nº 4', '4'],
    ['Mesanino 2', 'Mesanino 2'],
  ])('normalises %j as %j', (value, expected) => {
    expect(normalizeTableLabel(value)).toBe(expected);
  });

  it('compares labels without case, spaces or the word Mesa', () => {
    expect(tableLabelKey('Mesa Varanda  3')).toBe(tableLabelKey('varanda 3'));
    expect(tableLabelKey('12')).not.toBe(tableLabelKey('1 2'));
  });

  it('orders labels naturally', () => {
    expect(['10', '2', 'Varanda 10', '1', 'Varanda 2'].sort(compareTableLabels)).toEqual([
      '1',
      '2',
      '10',
      'Varanda 2',
      'Varanda 10',
    ]);
  });
});

describe('fitTables', () => {
  it('answers the free tables that fit, fewest seats first, then by label', () => {
    const tables = [
      table('10', 4),
      table('2', 4),
      table('3', 2),
      table('8', 8, 5),
      table('4', 4, 1, 'SEATED'),
      table('5', 6, 1, 'HELD'),
      table('6', 6),
    ];
    expect(fitTables(tables, 3).map((t) => t.label)).toEqual(['2', '10', '6']);
    expect(fitTables(tables, 2).map((t) => t.label)).toEqual(['3', '2', '10', '6']);
    expect(fitTables(tables, 5).map((t) => t.label)).toEqual(['6', '8']);
    expect(fitTables(tables, 9)).toEqual([]);
    expect(fitTables([], 2)).toEqual([]);
  });

  it('never answers a table that does not fit, in order, out of the free ones', () => {
    const arbitraryTable = fc
      .record({
        label: fc.stringMatching(/^[A-Za-z0-9 ]{1,12}$/),
        seats: fc.integer({ min: 1, max: 30 }),
        min: fc.integer({ min: 1, max: 30 }),
        state: fc.constantFrom<FitTable['state']>('FREE', 'SEATED', 'HELD'),
      })
      .map(({ label, seats, min, state }) => table(label, seats, Math.min(min, seats), state));
    fc.assert(
      fc.property(
        fc.array(arbitraryTable, { maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (tables, slot) => {
          const fits = fitTables(tables, slot);
          for (const fit of fits) {
            expect(tables).toContain(fit);
            expect(fit.state).toBe('FREE');
            expect(fit.minSeats).toBeLessThanOrEqual(slot);
            expect(fit.seats).toBeGreaterThanOrEqual(slot);
          }
          for (const [i, fit] of fits.entries()) {
            const next = fits[i + 1];
            if (!next) continue;
            expect(
              fit.seats < next.seats ||
                (fit.seats === next.seats && compareTableLabels(fit.label, next.label) <= 0),
            ).toBe(true);
          }
          // Every free table that fits is offered.
          const fitting = tables.filter((t) => t.state === 'FREE' && t.minSeats <= slot && slot <= t.seats);
          expect(fits).toHaveLength(fitting.length);
        },
      ),
    );
  });
});

describe('parseTableImport', () => {
  it('reads a range with its seats', () => {
    const result = parseTableImport('Mesa 1..20, 4 lugares');
    expect(result.ok && result.tables.map((t) => t.label)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    expect(result.ok && result.tables[0]).toEqual({ label: '1', seats: 4, minSeats: 1, area: null });
  });

  it.each([
    ['Mesas 1-3, 2 lugares', ['1', '2', '3'], 2, 1, null],
    ['mesa 5 a 6, 6 pessoas, mínimo 3, Varanda', ['5', '6'], 6, 3, 'Varanda'],
    ['V1..V3, 4 lugares, Varanda', ['V1', 'V2', 'V3'], 4, 1, 'Varanda'],
    ['Mesa Varanda 1..2, 4 lugares', ['Varanda 1', 'Varanda 2'], 4, 1, null],
    ['Mesa 30, 8 lugares', ['30'], 8, 1, null],
    ['Mesa 7 9 Balcão, 1 lugar', ['7', '9', 'Balcão'], 1, 1, null],
    ['Mesa 1 até 2; 4 lugares; Salão', ['1', '2'], 4, 1, 'Salão'],
  ])('reads %j', (text, labels, seats, minSeats, area) => {
    const result = parseTableImport(text);
    expect(result).toEqual({
      ok: true,
      tables: labels.map((label) => ({ label, seats, minSeats, area })),
    });
  });

  it('reads one group per line, skipping blank lines', () => {
    const result = parseTableImport('Mesa 1..2, 4 lugares\n\nMesa 3..4, 6 lugares, Varanda\n');
    expect(result.ok && result.tables.map((t) => `${t.label}/${t.seats}/${t.area}`)).toEqual([
      '1/4/null',
      '2/4/null',
      '3/6/Varanda',
      '4/6/Varanda',
    ]);
  });

  it.each([
    ['', 1, "Escreva as mesas, por exemplo 'Mesa 1..20, 4 lugares'."],
    ['Mesa 1..20', 1, "Escreva assim: 'Mesa 1..20, 4 lugares' (e, se quiser, ', Varanda' no fim)."],
    ['Mesa 1..20, 0 lugares', 1, 'Cada mesa tem de 1 a 30 lugares.'],
    ['Mesa 1..20, 31 lugares', 1, 'Cada mesa tem de 1 a 30 lugares.'],
    ['Mesa 1..2, 4 lugares, mínimo 5', 1, 'O mínimo vai de 1 a 4 (os lugares da mesa).'],
    ['Mesa 5..1, 4 lugares', 1, 'O intervalo 5 a 1 está invertido: escreva o menor número primeiro.'],
    ['Mesa 1..500, 4 lugares', 1, 'Crie no máximo 200 mesas de uma vez.'],
    ['Mesa 1..2, 4 lugares\nMesa 2..3, 4 lugares', 2, 'A mesa 2 aparece mais de uma vez.'],
    ['Mesa 1..150, 4 lugares\nMesa 151..300, 4 lugares', 2, 'Crie no máximo 200 mesas de uma vez.'],
    ['Mesa Mezanino-grande, 4 lugares', 1, "A mesa 'Mezanino-grande' passa de 12 caracteres."],
    [`Mesa 1, 4 lugares, ${'x'.repeat(31)}`, 1, 'A área pode ter no máximo 30 caracteres.'],
    [
      'Mesa Ana\u202Eodnum, 4 lugares',
      1,
      'A mesa não pode ter caracteres de controle nem de direção de texto.',
    ],
    [
      'Mesa 1, 4 lugares, Var\u200Fanda',
      1,
      'A área não pode ter caracteres de controle nem de direção de texto.',
    ],
    ['Mesa 1, 4 lugares, \u200B', 1, 'A área não pode ter só caracteres invisíveis.'],
  ])('refuses %j on line %i in pt-BR', (text, line, message) => {
    expect(parseTableImport(text)).toEqual({ ok: false, line, message });
  });
});

describe('isTableHeldRefusal', () => {
  it.each([
    ['Mesa reservada às 20:00.', true],
    ['Mesa reservada às 09:30.', true],
    ['Mesa ocupada.', false],
    ['Horário indisponível.', false],
    ['', false],
  ])('%j → %s', (message, expected) => {
    expect(isTableHeldRefusal(message)).toBe(expected);
  });
});
