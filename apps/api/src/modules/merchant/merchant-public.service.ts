import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { toWeekDayWorkshift } from '@suavez/shared/domain/opening-hours';
import { isValidShortId, normalizeShortId } from '@suavez/shared/domain/short-id';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { getBookingSettings } from '#api/modules/bookings/booking-settings.service';
import { findMerchantIdByShortId, findMerchantProfile } from './merchant.repository';
import { loadScheduleAndOpenState } from './merchant-open-state.service';
import { toMerchantProfile } from './merchant-profile';

/** What an unknown short link answers (docs/screens.md#fixed-values). */
export const SHORT_LINK_NOT_FOUND_MESSAGE = 'Cardápio não encontrado.';

/** What an unknown merchant id answers on the public read. */
export const MERCHANT_NOT_FOUND_MESSAGE = 'Estabelecimento não encontrado.';

/**
 * A merchant as anyone may see it, with its effective open state at `now`, its weekly hours, whether a
 * call also goes out by text message: NOTIFY_SMS on, on a channel this server can send
 * (docs/notifications.md#text-messages), whether it takes bookings, with their party and day limits, and
 * the WhatsApp number and code a diner may join by when this server holds the conversation.
 */
export async function getPublicMerchant(options: {
  db: Db;
  id: string;
  now: Date;
  whatsAppAvailable: boolean;
  /** The business number diners write to, when this server holds the conversation (docs/whatsapp.md). */
  whatsAppNumber: string | undefined;
}): Promise<PublicMerchant> {
  const merchant = await findMerchantProfile(options.db, options.id);
  if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
  const { schedule, isOpen } = await loadScheduleAndOpenState({ db: options.db, merchant, now: options.now });
  const bookings = await getBookingSettings({ db: options.db, merchantId: merchant.id });
  return {
    ...toMerchantProfile(merchant),
    isOpen,
    weekDayWorkshift: toWeekDayWorkshift(schedule),
    notifySms: merchant.notifySms && (merchant.textChannel === 'sms' || options.whatsAppAvailable),
    textChannel: merchant.textChannel,
    // The join page's 'Reservar mesa' and the booking page's limits (docs/bookings.md#as-telas).
    bookingsEnabled: bookings.enabled,
    bookingMaxPartySize: bookings.maxPartySize,
    bookingMaxDaysAhead: bookings.maxDaysAhead,
    timeZone: merchant.timeZone,
    // 'Entrar pelo WhatsApp' (docs/whatsapp.md#where-diners-find-it): the number and the code to write.
    ...(options.whatsAppNumber ? { whatsAppNumber: options.whatsAppNumber, shortId: merchant.shortId } : {}),
  };
}

/** The merchant a short link names (case-insensitive); NOT_FOUND 'Cardápio não encontrado.' otherwise. */
export async function resolveShortLink(options: { db: Db; shortId: string }): Promise<{ id: string }> {
  const shortId = normalizeShortId(options.shortId);
  // A malformed id cannot exist: answer as for an unknown one, without asking the database.
  const id = isValidShortId(shortId) ? await findMerchantIdByShortId(options.db, shortId) : undefined;
  if (!id) throw new AppError('NOT_FOUND', SHORT_LINK_NOT_FOUND_MESSAGE);
  return { id };
}
