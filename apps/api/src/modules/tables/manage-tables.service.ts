import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { compareTableLabels, type FitTable, fitTables, parseTableImport } from '@suavez/shared/domain/tables';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findUniqueViolation } from '#api/lib/unique-violation';
import { listTableHolds } from '#api/modules/bookings/table-holds.service';
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

/** A live booking holding a FREE table (docs/bookings.md#held-tables): which, and when it starts. */
export interface TableHold {
  id: string;
  startsAt: Date;
}

/**
 * A table as the API answers it, with its state: SEATED when a party sits there; else HELD when a live
 * booking holds it, `since` being the booking's start (the floor says 'Reservada às 20:00'); else FREE.
 */
export function toTableAnswer(row: TableWithPartyRow, hold?: TableHold): RestaurantTable {
  const base = { id: row.id, label: row.label, seats: row.seats, minSeats: row.minSeats, area: row.area };
  if (row.queueId)
    return {
      ...base,
      state: 'SEATED',
      queueId: row.queueId,
      bookingId: null,
      since: row.seatedAt ? row.seatedAt.toISOString() : null,
    };
  if (hold)
    return { ...base, state: 'HELD', queueId: null, bookingId: hold.id, since: hold.startsAt.toISOString() };
  return { ...base, state: 'FREE', queueId: null, bookingId: null, since: null };
}

const freeAnswer = (row: TableRow): RestaurantTable =>
  toTableAnswer({ ...row, queueId: null, seatedAt: null });

/** By area (tables without one first), then by label in natural order ('2' before '10'). */
export function compareTables(a: { area: string | null; label: string }, b: typeof a): number {
  return compareTableLabels(a.area ?? '', b.area ?? '') || compareTableLabels(a.label, b.label);
}

/** The floor at `now`: each table with its party and its hold, and when the holds next change by themselves. */
async function readFloor(options: { db: Db; merchantId: string; now: Date }) {
  const [rows, holds] = await Promise.all([
    listTablesWithParty(options.db, options.merchantId),
    listTableHolds(options),
  ]);
  return {
    tables: rows.map((row) => toTableAnswer(row, holds.byTable.get(row.id))),
    rows,
    changesAt: holds.changesAt,
  };
}

/** `GET /merchant/tables`: every table of the restaurant with its state at `now`, by area then label. */
export async function listTables(options: {
  db: Db;
  merchantId: string;
  now: Date;
}): Promise<RestaurantTable[]> {
  const { tables } = await readFloor(options);
  return tables.sort(compareTables);
}

/**
 * The fit of each party size asked (rules §13 'Fit'): the labels of the FREE tables that seat it, tightest
 * first (a HELD table is kept for its booking), from one read of the floor whatever the number of parties;
 * and when the holds next change, past which the answer is stale.
 */
export async function listFittingTables(options: {
  db: Db;
  merchantId: string;
  now: Date;
  slots: readonly number[];
}): Promise<{ fits: Map<number, string[]>; changesAt: Date | null }> {
  const fits = new Map<number, string[]>();
  if (options.slots.length === 0) return { fits, changesAt: null };
  const { tables, changesAt } = await readFloor(options);
  const floor: FitTable[] = tables.map((table) => ({
    label: table.label,
    seats: table.seats,
    minSeats: table.minSeats,
    state: table.state,
  }));
  for (const slot of new Set(options.slots))
    fits.set(
      slot,
      fitTables(floor, slot).map((table) => table.label),
    );
  return { fits, changesAt };
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
