// One CSV writer for every file a person opens in a spreadsheet (the admin's leads, the merchant's report),
// shaped for Excel in pt-BR, the one our users have (docs/security.md, "Names, CSV and terminals").

/** One cell: a text (anyone may have typed it), a number we computed, or nothing. */
export type CsvCell = string | number | null | undefined;

/** Byte order mark: without it Excel reads the file as Windows-1252 and garbles every accent. */
export const CSV_BOM = '\uFEFF';

/** Excel in pt-BR splits columns on ';' (',' is the decimal separator there). */
export const CSV_SEPARATOR = ';';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP, "CSV Injection").
const FORMULA_PREFIX = /^[=+\-@\t\r]/;
// What would end the cell or the line, or break the quoting; ',' too, for readers that split on commas.
const NEEDS_QUOTES = /[;,"\r\n]/;

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

/**
 * One cell as Excel in pt-BR reads it: a number with a decimal comma and no grouping; a text with a leading
 * apostrophe when it would start a formula, then in double quotes (inner quotes doubled) when it holds
 * ';', ',', '"', CR or LF; nothing (null, undefined, a number that is not finite) as an empty cell.
 */
export function formatCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? decimal.format(cell) : '';
  const text = FORMULA_PREFIX.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document Excel in pt-BR opens as is: the BOM, then rows of cells joined by ';', ended by CRLF. */
export function formatCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${rows.map((row) => `${row.map(formatCsvCell).join(CSV_SEPARATOR)}\r\n`).join('')}`;
}
