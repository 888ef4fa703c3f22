import {
  formatShiftTime,
  isMerchantOpen,
  type Weekday,
  type WorkShift,
  weekdays,
} from '@suavez/shared/domain/opening-hours';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { findMerchantSettings, listWorkShifts, type WorkShiftRow } from './merchant-settings.repository';

/** Every weekday with its shifts ('HH:MM'), in opening order; a weekday without shifts has []. */
export type FullWeeklySchedule = Record<Weekday, WorkShift[]>;

/** A merchant's open flags, its weekly shifts and the effective state now (docs/queue.md#open-state). */
export interface MerchantOpenState {
  merchantId: string;
  open: boolean;
  autoQueue: boolean;
  autoAcceptConsumer: boolean;
  timeZone: string;
  schedule: FullWeeklySchedule;
  isOpen: boolean;
}

/** Groups stored shift rows by weekday, times cut to 'HH:MM'. */
export function toWeeklySchedule(rows: readonly WorkShiftRow[]): FullWeeklySchedule {
  const schedule = Object.fromEntries(weekdays.map((day) => [day, [] as WorkShift[]])) as FullWeeklySchedule;
  for (const row of rows) {
    schedule[row.weekday].push({ open: formatShiftTime(row.opensAt), close: formatShiftTime(row.closesAt) });
  }
  return schedule;
}

/** Loads a merchant's work shifts as a weekly schedule. */
export async function loadWeeklySchedule(db: Db, merchantId: string): Promise<FullWeeklySchedule> {
  return toWeeklySchedule(await listWorkShifts(db, merchantId));
}

/**
 * A merchant's weekly schedule and whether it is open at `now`: `open OR (autoQueue AND inside a shift)`,
 * in the merchant's time zone (docs/queue.md#open-state).
 */
export async function loadScheduleAndOpenState(options: {
  db: Db;
  merchant: { id: string; open: boolean; autoQueue: boolean; timeZone: string };
  now: Date;
}): Promise<{ schedule: FullWeeklySchedule; isOpen: boolean }> {
  const { merchant } = options;
  const schedule = await loadWeeklySchedule(options.db, merchant.id);
  const isOpen = isMerchantOpen({
    open: merchant.open,
    autoQueue: merchant.autoQueue,
    schedule,
    now: options.now,
    timeZone: merchant.timeZone,
  });
  return { schedule, isOpen };
}

/** Whether a merchant is open now: `open OR (autoQueue AND inside a shift)`; undefined when it does not exist. */
export async function findMerchantOpenState(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
}): Promise<MerchantOpenState | undefined> {
  const merchant = await findMerchantSettings(options.db, options.merchantId);
  if (!merchant) return undefined;
  const { schedule, isOpen } = await loadScheduleAndOpenState({
    db: options.db,
    merchant,
    now: options.clock.now(),
  });
  return {
    merchantId: merchant.id,
    open: merchant.open,
    autoQueue: merchant.autoQueue,
    autoAcceptConsumer: merchant.autoAcceptConsumer,
    timeZone: merchant.timeZone,
    schedule,
    isOpen,
  };
}
