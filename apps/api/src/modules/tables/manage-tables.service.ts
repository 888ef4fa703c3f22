import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { compareTableLabels, type FitTable, fitTables, parseTableImport } from '@suavez/shared/domain/tables';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findUniqueViolation } from '#api/lib/unique-violation';
import {
  deleteFreeTable,
  findTable,
  insertTables,
  listTablesWithParty,
  listTakenLabels,
  relabelSeatedEntries,
  type TableFields,
  type TableRow,
  type TableWithPartyRow,
  updateTable,
} from './tables.repository';

/** The 409 of a label the restaurant already uses. */
export function labelTakenMessage(label: string): string {
  return `Já existe a mesa ${label}.`;
}

/** The 409 of deleting a table where a party sits. */
export const TABLE_SEATED_DELETE_MESSAGE =
  'Há clientes sentados nesta mesa: faça o checkout antes de removê-la.';

const MIN_ABOVE_SEATS_MESSAGE = 'O mínimo de pessoas não pode passar dos lugares da mesa.';

/** A table as the API answers it, with its state (HELD comes with bookings). */
export function toTableAnswer(row: TableWithPartyRow): RestaurantTable {
  return {
    id: row.id,
    label: row.label,
    seats: row.seats,
    minSeats: row.minSeats,
    area: row.area,
    state: row.queueId ? 'SEATED' : 'FREE',
    queueId: row.queueId,
    bookingId: null,
    since: row.seatedAt ? row.seatedAt.toISOString() : null,
    partyName: row.queueId ? row.partyName : null,
    partySlot: row.queueId ? row.partySlot : null,
    billRequestedAt: row.queueId && row.billRequestedAt ? row.billRequestedAt.toISOString() : null,
  };
}

const freeAnswer = (row: TableRow): RestaurantTable =>
  toTableAnswer({
    ...row,
    queueId: null,
    seatedAt: null,
    partyName: null,
    partySlot: null,
    billRequestedAt: null,
  });

/** By area (tables without one first), then by label in natural order ('2' before '10'). */
export function compareTables(a: { area: string | null; label: string }, b: typeof a): number {
  return compareTableLabels(a.area ?? '', b.area ?? '') || compareTableLabels(a.label, b.label);
}

/** `GET /merchant/tables`: every table of the restaurant with its state, by area then label. */
export async function listTables(options: { db: Db; merchantId: string }): Promise<RestaurantTable[]> {
  const rows = await listTablesWithParty(options.db, options.merchantId);
  return rows.sort(compareTables).map(toTableAnswer);
}

/**
 * The fit of each party size asked (rules §13 'Fit'): the labels of the FREE tables that seat it, tightest
 * first, from one read of the floor whatever the number of parties.
 */
export async function listFittingTables(options: {
  db: Db;
  merchantId: string;
  slots: readonly number[];
}): Promise<Map<number, string[]>> {
  const fits = new Map<number, string[]>();
  if (options.slots.length === 0) return fits;
  const floor: FitTable[] = (await listTablesWithParty(options.db, options.merchantId)).map((row) => ({
    label: row.label,
    seats: row.seats,
    minSeats: row.minSeats,
    state: row.queueId ? 'SEATED' : 'FREE',
  }));
  for (const slot of new Set(options.slots))
    fits.set(
      slot,
      fitTables(floor, slot).map((table) => table.label),
    );
  return fits;
}

/** Runs an insert or update, turning the label's unique index into the 409 that names the label. */
async function withUniqueLabel<T>(label: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (findUniqueViolation(error) === 'restaurant_tables_merchant_label_unique') {
      throw new AppError('CONFLICT', label ? labelTakenMessage(label) : 'Uma das mesas já existe.');
    }
    throw error;
  }
}

/** `POST /merchant/tables` (owner): a new table; a label the restaurant already uses → 409. */
export async function createTable(
  options: { db: Db; merchantId: string } & TableFields,
): Promise<RestaurantTable> {
  const { db, merchantId, ...fields } = options;
  const [row] = await withUniqueLabel(fields.label, () => insertTables(db, merchantId, [fields]));
  if (!row) throw new Error('insert into restaurant_tables returned no row');
  return freeAnswer(row);
}

/**
 * `PATCH /merchant/tables/{id}` (owner): changes any field; the result must keep `minSeats ≤ seats` (400). A
 * new label reaches the party seated there (run inside the audit's transaction, `db` is it).
 * Another restaurant's table, or an unknown one → 403; a label taken → 409.
 */
export async function changeTable(options: {
  db: Db;
  merchantId: string;
  id: string;
  fields: Partial<TableFields>;
}): Promise<RestaurantTable> {
  const where = { merchantId: options.merchantId, id: options.id };
  const current = await findTable(options.db, where);
  if (!current) throw new AppError('FORBIDDEN');
  const seats = options.fields.seats ?? current.seats;
  const minSeats = options.fields.minSeats ?? current.minSeats;
  if (minSeats > seats) throw new AppError('VALIDATION_FAILED', MIN_ABOVE_SEATS_MESSAGE);
  const row = await withUniqueLabel(options.fields.label, () =>
    updateTable(options.db, where, { ...options.fields, seats, minSeats }),
  );
  if (!row) throw new AppError('FORBIDDEN');
  if (row.label !== current.label) {
    await relabelSeatedEntries(options.db, { merchantId: options.merchantId, tableId: row.id }, row.label);
  }
  const [withParty] = (await listTablesWithParty(options.db, options.merchantId)).filter(
    (t) => t.id === row.id,
  );
  return withParty ? toTableAnswer(withParty) : freeAnswer(row);
}

/** `DELETE /merchant/tables/{id}` (owner): a seated table → 409; another restaurant's or unknown → 403. */
export async function removeTable(options: { db: Db; merchantId: string; id: string }): Promise<TableRow> {
  const where = { merchantId: options.merchantId, id: options.id };
  const current = await findTable(options.db, where);
  if (!current) throw new AppError('FORBIDDEN');
  if (!(await deleteFreeTable(options.db, where)))
    throw new AppError('CONFLICT', TABLE_SEATED_DELETE_MESSAGE);
  return current;
}

/**
 * `POST /merchant/tables/import {text}` (owner): every table of the text in one transaction (`db` is it), or
 * none: a line that does not read → 400 naming the line; a label the restaurant already uses → 409.
 */
export async function importTables(options: {
  db: Db;
  merchantId: string;
  text: string;
}): Promise<RestaurantTable[]> {
  const parsed = parseTableImport(options.text);
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', `Linha ${parsed.line}: ${parsed.message}`);
  const labels = parsed.tables.map((table) => table.label);
  const [taken] = await listTakenLabels(options.db, options.merchantId, labels);
  if (taken !== undefined) throw new AppError('CONFLICT', labelTakenMessage(taken));
  const rows = await withUniqueLabel(undefined, () =>
    insertTables(options.db, options.merchantId, parsed.tables),
  );
  return rows.sort(compareTables).map(freeAnswer);
}
