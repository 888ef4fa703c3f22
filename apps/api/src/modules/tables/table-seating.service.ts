import { tableLabelKey } from '@suavez/shared/domain/tables';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findUniqueViolation } from '#api/lib/unique-violation';
import { findTableByLabel } from './tables.repository';

/** The 409 of seating a party at a table where another sits (rules §13 'Seating'). */
export const TABLE_TAKEN_MESSAGE = 'Mesa ocupada.';

/** Where a party is seated: the label to show and, when it names a defined table, that table. */
export interface Seat {
  label: string;
  tableId: string | null;
}

/**
 * The seat a check-in's or a move's label names (docs/tables.md#seating): the restaurant's defined table
 * with that label (case and a leading 'Mesa' aside), written with the table's own label; or, when none has
 * it, a free label as before, for restaurants without a map.
 */
export async function resolveSeat(db: Db, merchantId: string, label: string): Promise<Seat> {
  const table = await findTableByLabel(db, { merchantId, label: tableLabelKey(label) });
  return table ? { label: table.label, tableId: table.id } : { label, tableId: null };
}

/**
 * Runs a seating write, turning the database's "one party per table" (a partial unique index on the seated
 * entries' table) into 409 'Mesa ocupada.': the index, not a read before the write, decides a race.
 */
export async function withOneSeatedParty<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (findUniqueViolation(error) === 'queue_entries_one_party_per_table') {
      throw new AppError('CONFLICT', TABLE_TAKEN_MESSAGE);
    }
    throw error;
  }
}
