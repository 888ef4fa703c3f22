import { findUnsafeText, unsafeTextMessage } from './safe-text';
import { MAX_TABLE_LABEL_LENGTH, stripTableWord } from './table-label';

/** The most seats a table may have (rules §13). */
export const MAX_TABLE_SEATS = 30;

/** The longest area name ('Salão', 'Varanda'). */
export const MAX_TABLE_AREA_LENGTH = 30;

/** The most tables one import may create (docs/tables.md#import). */
export const MAX_IMPORTED_TABLES = 200;

/** A defined table's state on the floor: free, or a party in CHECK_IN sits there (HELD comes with bookings). */
export type TableState = 'FREE' | 'SEATED' | 'HELD';

/** How the 409 of seating a walk-in at a held table starts: 'Mesa reservada às 20:00.' (rules §13 'Held tables'). */
export const TABLE_HELD_REFUSAL_PREFIX = 'Mesa reservada às ';

/**
 * Whether a check-in's refusal is a held table's, which the host may override with `force=true` ('Sentar
 * mesmo assim'), unlike 'Mesa ocupada.', which nothing overrides.
 */
export function isTableHeldRefusal(message: string): boolean {
  return message.startsWith(TABLE_HELD_REFUSAL_PREFIX);
}

/**
 * A defined table's label as stored (rules §11): trimmed, runs of spaces made one, without a leading 'Mesa'.
 * Uniqueness and matching compare it case-insensitively (`tableLabelKey`).
 */
export function normalizeTableLabel(label: string): string {
  // Only runs of spaces: a line break or a separator inside is refused by the rules of names, not hidden.
  return stripTableWord(label.trim().replace(/ {2,}/gu, ' '));
}

/** What two labels must share to name the same table: 'Varanda 3', 'varanda  3' and 'Mesa Varanda 3' do. */
export function tableLabelKey(label: string): string {
  return normalizeTableLabel(label).toLocaleLowerCase('pt-BR');
}

const labelCollator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Labels in natural order: '2' before '10', 'Varanda 2' before 'Varanda 10'. */
export function compareTableLabels(a: string, b: string): number {
  return labelCollator.compare(a, b);
}

/** What fit needs of a table. */
export interface FitTable {
  label: string;
  seats: number;
  minSeats: number;
  state: TableState;
}

/** Whether a party of `slot` may sit at this table by its size (its state aside). */
export function tableFitsSlot(table: Pick<FitTable, 'seats' | 'minSeats'>, slot: number): boolean {
  return table.minSeats <= slot && slot <= table.seats;
}

/**
 * The fit rule (rules §13 'Fit'): the FREE tables with `minSeats ≤ slot ≤ seats`, fewest seats first, then
 * by label in natural order, so the first one is the tightest.
 */
export function fitTables<T extends FitTable>(tables: readonly T[], slot: number): T[] {
  return tables
    .filter((table) => table.state === 'FREE' && tableFitsSlot(table, slot))
    .sort((a, b) => a.seats - b.seats || compareTableLabels(a.label, b.label));
}

/** One table an import line asks for. */
export interface ImportedTable {
  label: string;
  seats: number;
  minSeats: number;
  area: string | null;
}

/** An import's answer: the tables, or the first problem in pt-BR with its line (1-based). */
export type TableImportResult =
  | { ok: true; tables: ImportedTable[] }
  | { ok: false; line: number; message: string };

// `[Mesa|Mesas] <labels>, <N> lugar(es) [, mínimo <M>] [, <área>]` (docs/tables.md#import).
const linePattern =
  /^(?:mesas?(?![\p{L}\p{N}])[\s:]*)?(?<labels>.+?)\s*[,;]\s*(?<seats>\d+)\s*(?:lugar(?:es)?|pessoas?|cadeiras?)\s*(?:[,;]\s*m[ií]n(?:imo|\.)?\s*(?<min>\d+)\s*)?(?:[,;]\s*(?<area>.+?))?\s*$/iu;
// '1..20', '1-20', '1 a 20', '1 até 20', 'V1..V4' or 'V1..4': a prefix and a range of numbers.
const rangePattern = /^(?<prefix>\D*?)(?<first>\d+)\s*(?:\.\.|-|–|\s+a\s+|\s+até\s+)\s*\D*?(?<last>\d+)$/iu;

function parseLabels(text: string): string[] | string {
  const range = rangePattern.exec(text.trim());
  if (range?.groups) {
    const { prefix = '', first = '', last = '' } = range.groups;
    const from = Number(first);
    const to = Number(last);
    if (to < from) return `O intervalo ${from} a ${to} está invertido: escreva o menor número primeiro.`;
    if (to - from + 1 > MAX_IMPORTED_TABLES) return `Crie no máximo ${MAX_IMPORTED_TABLES} mesas de uma vez.`;
    // 'V1..V4' keeps 'V1'; 'Varanda 1..4' keeps 'Varanda 1'.
    return Array.from({ length: to - from + 1 }, (_, i) => normalizeTableLabel(`${prefix}${from + i}`));
  }
  // A list: '1, 2, 5' is ambiguous with the seats' comma, so a list is written with spaces or '/': '1 2 5'.
  return text
    .split(/[\s/]+/u)
    .map((label) => normalizeTableLabel(label))
    .filter((label) => label.length > 0);
}

function parseLine(text: string): ImportedTable[] | string {
  const match = linePattern.exec(text.trim());
  if (!match?.groups) return "Escreva assim: 'Mesa 1..20, 4 lugares' (e, se quiser, ', Varanda' no fim).";
  const { labels: labelText = '', seats: seatsText = '', min, area: areaText } = match.groups;
  const seats = Number(seatsText);
  if (seats < 1 || seats > MAX_TABLE_SEATS) return `Cada mesa tem de 1 a ${MAX_TABLE_SEATS} lugares.`;
  const minSeats = min === undefined ? 1 : Number(min);
  if (minSeats < 1 || minSeats > seats) return `O mínimo vai de 1 a ${seats} (os lugares da mesa).`;
  const area = areaText?.trim() || null;
  if (area !== null && area.length > MAX_TABLE_AREA_LENGTH)
    return `A área pode ter no máximo ${MAX_TABLE_AREA_LENGTH} caracteres.`;
  // The rules of every name (docs/security.md#names-csv-and-terminals), as the single table's fields.
  const areaProblem = area === null ? null : findUnsafeText(area);
  if (areaProblem) return `${unsafeTextMessage('A área', areaProblem)}.`;
  const labels = parseLabels(labelText);
  if (typeof labels === 'string') return labels;
  if (labels.length === 0) return 'Informe as mesas, por exemplo 1..20.';
  const tooLong = labels.find((label) => label.length > MAX_TABLE_LABEL_LENGTH);
  if (tooLong) return `A mesa '${tooLong}' passa de ${MAX_TABLE_LABEL_LENGTH} caracteres.`;
  for (const label of labels) {
    const problem = findUnsafeText(label);
    if (problem) return `${unsafeTextMessage('A mesa', problem)}.`;
  }
  return labels.map((label) => ({ label: normalizeTableLabel(label), seats, minSeats, area }));
}

/**
 * Reads the owner's import ('Mesa 1..20, 4 lugares', one line per group; docs/tables.md#import): every line
 * must be right, no label may repeat, and at most 200 tables come in at once; else the first problem.
 */
export function parseTableImport(text: string): TableImportResult {
  const tables: ImportedTable[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/u);
  let any = false;
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    any = true;
    const parsed = parseLine(raw);
    if (typeof parsed === 'string') return { ok: false, line: index + 1, message: parsed };
    for (const table of parsed) {
      const key = tableLabelKey(table.label);
      if (seen.has(key))
        return { ok: false, line: index + 1, message: `A mesa ${table.label} aparece mais de uma vez.` };
      seen.add(key);
      tables.push(table);
    }
    if (tables.length > MAX_IMPORTED_TABLES)
      return {
        ok: false,
        line: index + 1,
        message: `Crie no máximo ${MAX_IMPORTED_TABLES} mesas de uma vez.`,
      };
  }
  if (!any) return { ok: false, line: 1, message: "Escreva as mesas, por exemplo 'Mesa 1..20, 4 lugares'." };
  return { ok: true, tables };
}
