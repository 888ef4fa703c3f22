import { findUnsafeText } from './safe-text';

/** The longest table label ('Varanda 12'). */
export const MAX_TABLE_LABEL_LENGTH = 12;

/**
 * A table's label as the server takes it (trimmed, 1 to 12 characters, no control or invisible-only text:
 * docs/queue.md#table-labels), or null when it would refuse it. Without zod, for the diner's join page,
 * which reads the label of a table's QR code (`/queue/join?merchant=&table=`) on a phone's budget.
 */
export function readTableLabel(value: string | null | undefined): string | null {
  const label = value?.trim() ?? '';
  if (label.length < 1 || label.length > MAX_TABLE_LABEL_LENGTH) return null;
  return findUnsafeText(label) ? null : label;
}
