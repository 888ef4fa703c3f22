import type { MerchantAutomation } from '@suavez/shared/contracts/merchant.contract';
import type { TextChannel } from '@suavez/shared/domain/notification';
import type { Weekday, WorkShift } from '@suavez/shared/domain/opening-hours';
import { and, asc, eq, not } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchants, workShifts } from '#api/db/schema/merchant.schema';
import { type MerchantPixColumns, merchantPixColumns } from './merchant-pix.repository';
import { type MerchantProfile, merchantProfileColumns } from './merchant-profile';

// Kept apart from merchant.repository.ts, which the public reads grow in parallel.

/** A merchant's profile and every setting its home screen shows. */
export interface MerchantSettingsRow extends MerchantProfile, MerchantPixColumns {
  shortId: string;
  timeZone: string;
  open: boolean;
  autoQueue: boolean;
  autoAcceptConsumer: boolean;
  notifySms: boolean;
  kitchenPrintOnArrival: boolean;
  textChannel: TextChannel;
}

const settingsColumns = {
  ...merchantProfileColumns,
  shortId: merchants.shortId,
  timeZone: merchants.timeZone,
  open: merchants.open,
  autoQueue: merchants.autoQueue,
  autoAcceptConsumer: merchants.autoAcceptConsumer,
  notifySms: merchants.notifySms,
  kitchenPrintOnArrival: merchants.kitchenPrintOnArrival,
  textChannel: merchants.textChannel,
  ...merchantPixColumns,
};

/** Finds a merchant's profile and settings by id. */
export async function findMerchantSettings(db: Db, id: string): Promise<MerchantSettingsRow | undefined> {
  const rows = await db.select(settingsColumns).from(merchants).where(eq(merchants.id, id)).limit(1);
  return rows[0];
}

/**
 * Reads a merchant's settings and locks its row until the transaction ends: toggles and shift edits of
 * one merchant are serialised, so two tabs never compute from the same stale state.
 */
export async function lockMerchantSettings(db: Db, id: string): Promise<MerchantSettingsRow | undefined> {
  const rows = await db.select(settingsColumns).from(merchants).where(eq(merchants.id, id)).for('update');
  return rows[0];
}

/** Sets the open flags of a merchant. */
export async function updateMerchantOpenFlags(
  db: Db,
  id: string,
  values: { open: boolean; autoQueue: boolean; at: Date },
): Promise<void> {
  await db
    .update(merchants)
    .set({ open: values.open, autoQueue: values.autoQueue, updatedAt: values.at })
    .where(eq(merchants.id, id));
}

/** Flips one automation flag in a single statement (two concurrent flips cancel out, never get lost). */
export async function flipMerchantAutomation(
  db: Db,
  id: string,
  automation: MerchantAutomation,
  at: Date,
): Promise<void> {
  const values = {
    AUTO_QUEUE: { autoQueue: not(merchants.autoQueue) },
    AUTO_ACCEPT_CONSUMER: { autoAcceptConsumer: not(merchants.autoAcceptConsumer) },
    NOTIFY_SMS: { notifySms: not(merchants.notifySms) },
    KITCHEN_PRINT_ON_ARRIVAL: { kitchenPrintOnArrival: not(merchants.kitchenPrintOnArrival) },
  }[automation];
  await db
    .update(merchants)
    .set({ ...values, updatedAt: at })
    .where(eq(merchants.id, id));
}

/** Sets which channel carries a merchant's call texts (docs/notifications.md#text-messages). */
export async function updateMerchantTextChannel(
  db: Db,
  id: string,
  channel: TextChannel,
  at: Date,
): Promise<void> {
  await db.update(merchants).set({ textChannel: channel, updatedAt: at }).where(eq(merchants.id, id));
}

/** A stored work shift (times as stored, 'HH:MM:SS'). */
export interface WorkShiftRow {
  weekday: Weekday;
  opensAt: string;
  closesAt: string;
}

/** A merchant's work shifts, by weekday name and opening time. */
export async function listWorkShifts(db: Db, merchantId: string): Promise<WorkShiftRow[]> {
  return db
    .select({ weekday: workShifts.weekday, opensAt: workShifts.opensAt, closesAt: workShifts.closesAt })
    .from(workShifts)
    .where(eq(workShifts.merchantId, merchantId))
    .orderBy(asc(workShifts.opensAt));
}

/** Replaces one weekday's shifts of a merchant with `shifts` ('HH:MM' times). */
export async function replaceDayWorkShifts(
  db: Db,
  merchantId: string,
  weekday: Weekday,
  shifts: readonly WorkShift[],
): Promise<void> {
  await db
    .delete(workShifts)
    .where(and(eq(workShifts.merchantId, merchantId), eq(workShifts.weekday, weekday)));
  await insertWorkShifts(
    db,
    merchantId,
    shifts.map((shift) => ({ ...shift, weekday })),
  );
}

/** Adds work shifts to a merchant ('HH:MM' times). */
export async function insertWorkShifts(
  db: Db,
  merchantId: string,
  shifts: readonly (WorkShift & { weekday: Weekday })[],
): Promise<void> {
  if (shifts.length === 0) return;
  await db.insert(workShifts).values(
    shifts.map((shift) => ({
      merchantId,
      weekday: shift.weekday,
      opensAt: shift.open,
      closesAt: shift.close,
    })),
  );
}

/** Deletes the one shift of a merchant with this weekday, opening and closing time; answers whether it existed. */
export async function deleteWorkShift(
  db: Db,
  merchantId: string,
  weekday: Weekday,
  shift: WorkShift,
): Promise<boolean> {
  const rows = await db
    .delete(workShifts)
    .where(
      and(
        eq(workShifts.merchantId, merchantId),
        eq(workShifts.weekday, weekday),
        eq(workShifts.opensAt, shift.open),
        eq(workShifts.closesAt, shift.close),
      ),
    )
    .returning({ id: workShifts.id });
  return rows.length > 0;
}
