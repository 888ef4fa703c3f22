import { localTimeOf } from '@suavez/shared/domain/bookings';
import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findMerchantSettings } from '#api/modules/merchant/merchant-settings.repository';
import { readBookingSettings } from './booking-settings.repository';
import { findNextHoldChange, type HoldingBookingRow, listHoldingBookings } from './bookings.repository';

/** What seating a walk-in at a held table answers (409), with the booking's local start. */
export function tableHeldMessage(time: string): string {
  return `Mesa reservada às ${time}.`;
}

/** The tables of a restaurant a live booking holds now, by table (docs/bookings.md#held-tables). */
export interface TableHolds {
  byTable: Map<string, HoldingBookingRow>;
  /** When the holds next change by themselves (a booking entering its window, one ending); null if never. */
  changesAt: Date | null;
}

/**
 * Which tables live bookings hold at `now`: a booking starting within the restaurant's `holdMinutes`, or
 * started and not yet ended while nobody marked it arrived or not coming. One table, its earliest booking.
 */
export async function listTableHolds(options: {
  db: Db;
  merchantId: string;
  now: Date;
}): Promise<TableHolds> {
  const { holdMinutes } = await readBookingSettings(options.db, options.merchantId);
  const rows = await listHoldingBookings(options.db, { ...options, holdMinutes });
  const byTable = new Map<string, HoldingBookingRow>();
  for (const row of rows) if (!byTable.has(row.tableId)) byTable.set(row.tableId, row);
  const changesAt = await findNextHoldChange(options.db, { ...options, holdMinutes });
  return { byTable, changesAt };
}

/**
 * Refuses seating a party at a table another live booking holds (409 'Mesa reservada às 20:00.'), unless the
 * host says so (`force`); `exceptBookingId` is the booking being seated, which does not hold against itself.
 */
export async function assertTableNotHeld(
  db: Db,
  options: {
    merchantId: string;
    tableId: string;
    now: Date;
    /** The restaurant's zone, to say the start's local time; read when not given. */
    timeZone?: string;
    force: boolean;
    exceptBookingId?: string;
  },
): Promise<void> {
  if (options.force) return;
  const { byTable } = await listTableHolds({ db, merchantId: options.merchantId, now: options.now });
  const hold = byTable.get(options.tableId);
  if (!hold || hold.id === options.exceptBookingId) return;
  const timeZone =
    options.timeZone ?? (await findMerchantSettings(db, options.merchantId))?.timeZone ?? DEFAULT_TIME_ZONE;
  throw new AppError('CONFLICT', tableHeldMessage(localTimeOf(hold.startsAt, timeZone)));
}
