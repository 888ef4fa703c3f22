import { describe, expect, it } from 'vitest';
import { CSV_BOM, type CsvCell, formatCsv, formatCsvCell } from './csv';

describe('formatCsvCell', () => {
  it.each<[string, CsvCell, string]>([
    ['plain text', 'Maria', 'Maria'],
    ['accents', 'Conceição', 'Conceição'],
    ['a formula', '=1+1', "'=1+1"],
    ['a plus', '+5511987654321', "'+5511987654321"],
    ['a minus (DDE)', "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['an at sign', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a leading tab', '\t=1+1', "'\t=1+1"],
    ['a leading carriage return', '\r=1+1', '"\'\r=1+1"'],
    ['a formula after a separator', 'Joao;=1+1', '"Joao;=1+1"'],
    ['a comma', 'Fábio, do Bar', '"Fábio, do Bar"'],
    ['quotes', 'Ana "a dona"', '"Ana ""a dona"""'],
    ['a formula with quotes', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a line feed', 'linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['an equals sign inside', 'a=b', 'a=b'],
    ['an empty text', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['an integer', 8, '8'],
    ['a decimal comma, at most two places', 18.5666, '18,57'],
    ['no grouping', 12345.6, '12345,6'],
    ['a negative number we computed', -1.5, '-1,5'],
    ['not a number', Number.NaN, ''],
  ])('%s', (_title, cell, written) => {
    expect(formatCsvCell(cell)).toBe(written);
  });
});

describe('formatCsv', () => {
  it('starts with the BOM, separates cells with ";" and ends every row with CRLF', () => {
    const csv = formatCsv([['Nome', 'Total'], ['Joao;=1+1', 3.25], [], ['@x', null]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Nome;Total\r\n"Joao;=1+1";3,25\r\n\r\n'@x;\r\n`);
  });

  it('neutralises a formula in any column, not only the first', () => {
    const csv = formatCsv([['Ana', '=cmd', '+1', '-1', '@1']]);
    expect(csv.slice(1).split(';')).toEqual(['Ana', "'=cmd", "'+1", "'-1", "'@1\r\n"]);
  });

  it('writes nothing but the BOM for no rows', () => {
    expect(formatCsv([])).toBe(CSV_BOM);
  });
});
