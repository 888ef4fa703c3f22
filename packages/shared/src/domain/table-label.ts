import { findUnsafeText } from './safe-text';

/** The longest table label ('Varanda 12'). */
export const MAX_TABLE_LABEL_LENGTH = 12;

/**
 * A table's label as the server takes it (trimmed, 1 to 12 characters, no control or invisible-only text:
 * docs/queue.md#table-labels), or null when it would refuse it. Without zod, for the diner's join page,
 * which reads the label of a table's QR code (`/queue/join?merchant=&table=`) on a phone's budget.
 */
export function readTableLabel(value: string | null | undefined): string | null {
  const label = stripTableWord(value?.trim() ?? '');
  if (label.length < 1 || label.length > MAX_TABLE_LABEL_LENGTH) return null;
  return findUnsafeText(label) ? null : label;
}

/**
 * A leading 'Mesa' (any case, with a ':', '#', 'nº' or '-' after it) is the screens' word, not the label's
 * (rules §11): 'Mesa 12', 'mesa: 12' and 'MESA nº 12' are kept as '12', so no screen says 'Mesa Mesa 12'.
 * 'Mesanino 2' and 'Varanda 3' stay as they are; 'Mesa' alone leaves nothing (the schema then asks for it).
 */
export function stripTableWord(label: string): string {
  return label.replace(/^mesa(?![\p{L}\p{N}])[\s:#.\-–]*(?:n[º°o.]?(?![\p{L}\p{N}])[\s.]*)?/iu, '').trim();
}

/** How every screen names a table: 'Mesa 12' (a label stored before the rule loses its own 'Mesa' here too). */
export function tableLabelText(label: string): string {
  return `Mesa ${stripTableWord(label) || label}`;
}
