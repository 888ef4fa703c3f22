import {
  formatShiftTime,
  isMerchantOpen,
  type Weekday,
  type WeeklySchedule,
  type WorkShift,
} from '@suavez/shared/domain/opening-hours';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, workShifts } from '../../db/schema/merchant.schema';
import type { Clock } from '../../lib/clock';

/** A merchant's open flags, its weekly shifts and the effective state now (rules.md section 2). */
export interface MerchantOpenState {
  merchantId: string;
  open: boolean;
  autoQueue: boolean;
  autoAcceptConsumer: boolean;
  timeZone: string;
  schedule: WeeklySchedule;
  isOpen: boolean;
}

/** Loads a merchant's work shifts as a weekly schedule ('HH:MM' times), in opening order per weekday. */
export async function loadWeeklySchedule(db: Db, merchantId: string): Promise<WeeklySchedule> {
  const rows = await db
    .select({ weekday: workShifts.weekday, opensAt: workShifts.opensAt, closesAt: workShifts.closesAt })
    .from(workShifts)
    .where(eq(workShifts.merchantId, merchantId))
    .orderBy(asc(workShifts.weekday), asc(workShifts.opensAt));
  const schedule: Partial<Record<Weekday, WorkShift[]>> = {};
  for (const row of rows) {
    const day = schedule[row.weekday] ?? [];
    day.push({ open: formatShiftTime(row.opensAt), close: formatShiftTime(row.closesAt) });
    schedule[row.weekday] = day;
  }
  return schedule;
}

/** Whether a merchant is open now: `open OR (autoQueue AND inside a shift)`; undefined when it does not exist. */
export async function findMerchantOpenState(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
}): Promise<MerchantOpenState | undefined> {
  const rows = await options.db
    .select({
      id: merchants.id,
      open: merchants.open,
      autoQueue: merchants.autoQueue,
      autoAcceptConsumer: merchants.autoAcceptConsumer,
      timeZone: merchants.timeZone,
    })
    .from(merchants)
    .where(eq(merchants.id, options.merchantId))
    .limit(1);
  const merchant = rows[0];
  if (!merchant) return undefined;
  const schedule = await loadWeeklySchedule(options.db, merchant.id);
  const isOpen = isMerchantOpen({
    open: merchant.open,
    autoQueue: merchant.autoQueue,
    schedule,
    now: options.clock.now(),
    timeZone: merchant.timeZone,
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
