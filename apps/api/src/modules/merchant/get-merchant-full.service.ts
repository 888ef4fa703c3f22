import type { MerchantFull, MerchantWorkShift } from '@suavez/shared/contracts/merchant.contract';
import { shiftId, toWeekDayWorkshift, weekdays } from '@suavez/shared/domain/opening-hours';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { getBookingSettings } from '#api/modules/bookings/booking-settings.service';
import { loadScheduleAndOpenState } from './merchant-open-state.service';
import { toMerchantPix } from './merchant-pix.repository';
import { toMerchantProfile } from './merchant-profile';
import { findMerchantSettings } from './merchant-settings.repository';

/** What an unknown merchant answers (a token whose merchant was deleted). */
export const MERCHANT_NOT_FOUND_MESSAGE = 'Estabelecimento não encontrado.';

/** What every call that answers the merchant's home data takes. */
export interface MerchantFullOptions {
  db: Db;
  clock: Clock;
  merchantId: string;
  /** Whether this server has a WhatsApp account configured (docs/notifications.md#text-messages). */
  whatsAppAvailable: boolean;
  /** The business number diners write to, when this server holds the conversation (docs/whatsapp.md). */
  whatsAppNumber: string | undefined;
  /** `PUBLIC_URL`: the origin the links and QR codes of the merchant's screens are made from. */
  publicUrl: string;
}

/**
 * The merchant's home data: profile, flags, the effective open state now and the weekly shifts, both as
 * the specification's map (weekday → {open: close}) and as a list with the names DELETE takes.
 */
export async function getMerchantFull(options: MerchantFullOptions): Promise<MerchantFull> {
  const merchant = await findMerchantSettings(options.db, options.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
  const { schedule, isOpen } = await loadScheduleAndOpenState({
    db: options.db,
    merchant,
    now: options.clock.now(),
  });
  const workShift: MerchantWorkShift[] = weekdays.flatMap((weekday) =>
    schedule[weekday].map((shift) => ({ weekday, ...shift, id: shiftId(weekday, shift) })),
  );
  return {
    ...toMerchantProfile(merchant),
    shortId: merchant.shortId,
    timeZone: merchant.timeZone,
    open: merchant.open,
    isOpen,
    autoAcceptConsumer: merchant.autoAcceptConsumer,
    autoQueue: merchant.autoQueue,
    notifySms: merchant.notifySms,
    kitchenPrintOnArrival: merchant.kitchenPrintOnArrival,
    textChannel: merchant.textChannel,
    whatsAppAvailable: options.whatsAppAvailable,
    ...(options.whatsAppNumber ? { whatsAppNumber: options.whatsAppNumber } : {}),
    weekDayWorkshift: toWeekDayWorkshift(schedule),
    workShift,
    pix: toMerchantPix(merchant),
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    bookings: await getBookingSettings({ db: options.db, merchantId: merchant.id }),
  };
}
