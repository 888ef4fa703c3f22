/** Quotes one CSV field per RFC 4180: fields with a comma, quote or line break go in double quotes. */
export function formatCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Guards a free-text field against formula injection when the CSV is opened in a spreadsheet
 * (OWASP: a leading `=`, `+`, `-`, `@`, tab or carriage return becomes a formula).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV document: the header line, then one line per row, each ended by CRLF (RFC 4180). */
export function formatCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((fields) => `${fields.map(formatCsvField).join(',')}\r\n`).join('');
}
