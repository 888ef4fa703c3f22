import type { MerchantFull, MerchantWorkShift } from '@suavez/shared/contracts/merchant.contract';
import { isMerchantOpen, shiftId, toWeekDayWorkshift, weekdays } from '@suavez/shared/domain/opening-hours';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { loadWeeklySchedule } from './merchant-open-state.service';
import { findMerchantSettings } from './merchant-settings.repository';

/** What an unknown merchant answers (a token whose merchant was deleted). */
export const MERCHANT_NOT_FOUND_MESSAGE = 'Estabelecimento não encontrado.';

/**
 * The merchant's home data: profile, flags, the effective open state now and the weekly shifts, both as
 * the specification's map (weekday → {open: close}) and as a list with the names DELETE takes.
 */
export async function getMerchantFull(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
}): Promise<MerchantFull> {
  const merchant = await findMerchantSettings(options.db, options.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
  const schedule = await loadWeeklySchedule(options.db, merchant.id);
  const workShift: MerchantWorkShift[] = weekdays.flatMap((weekday) =>
    schedule[weekday].map((shift) => ({ weekday, ...shift, id: shiftId(weekday, shift) })),
  );
  return {
    id: merchant.id,
    name: merchant.name,
    address: merchant.address,
    description: merchant.description,
    cover: merchant.cover,
    icon: merchant.icon,
    shortId: merchant.shortId,
    timeZone: merchant.timeZone,
    open: merchant.open,
    isOpen: isMerchantOpen({
      open: merchant.open,
      autoQueue: merchant.autoQueue,
      schedule,
      now: options.clock.now(),
      timeZone: merchant.timeZone,
    }),
    autoAcceptConsumer: merchant.autoAcceptConsumer,
    autoQueue: merchant.autoQueue,
    weekDayWorkshift: toWeekDayWorkshift(schedule),
    workShift,
  };
}
