import type { MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import type { AuditActor } from '#api/modules/audit/audit';
import { createBooking } from './create-booking.service';
import { getMerchantBooking } from './merchant-bookings.service';

/**
 * `POST /merchant/bookings` (owner, host): a booking taken by phone, under the same availability rule as the
 * diner's; the party becomes a consumer of its own with that name and phone, as a walk-in does.
 */
export async function createMerchantBooking(options: {
  db: Db;
  clock: Clock;
  actor: AuditActor;
  name: string;
  phone: string;
  date: string;
  time: string;
  slot: number;
  note: string | null;
  depositPaid?: boolean;
}): Promise<MerchantBooking> {
  const { actor, name, phone } = options;
  const { booking } = await createBooking({
    ...options,
    merchantId: actor.merchantId,
    party: { name, phone, actor, depositPaid: options.depositPaid ?? false },
  });
  return getMerchantBooking({
    db: options.db,
    clock: options.clock,
    merchantId: actor.merchantId,
    id: booking.id,
  });
}
