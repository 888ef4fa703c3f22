import { tableLabelText } from '@suavez/shared/domain/table-label';
/**
 * How a seated table is named on the merchant's screens (docs/queue.md#table-labels): its label and its
 * owner, 'Mesa 12 · Ana', or only the owner's name when the restaurant gave no label.
 */
export function formatTableName(table: string | null, ownerName: string): string {
  return table ? `${tableLabelText(table)} · ${ownerName}` : ownerName;
}
