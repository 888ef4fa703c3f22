import type { MerchantSetup } from '@suavez/shared/contracts/merchant-setup.contract';
import type { AuditAction } from '@suavez/shared/domain/audit';
import type { Db } from '#api/db/client';
import { starterWorkShifts } from '#api/modules/merchant/merchant-starter';
import {
  hasActiveMenuItem,
  hasAuditAction,
  hasPixKey,
  hasStaffBesidesOwner,
  listWorkShiftKeys,
} from './setup.repository';

/** The audit row that says the queue's QR code left the screen (printed, or saved as PNG or PDF). */
export const QR_PRINT_ACTION = 'qr.print' satisfies AuditAction;

/** The rows an owner's change of the hours leaves in the audit trail. */
const HOURS_ACTIONS = ['settings.workshift', 'settings.workshift_delete'] as const satisfies AuditAction[];

const starterKeys = starterWorkShifts.map((shift) => `${shift.weekday} ${shift.open}-${shift.close}`).sort();

/**
 * Hours count as set when the owner saved them at least once, or when they are not the starter hours every
 * signed-up restaurant gets (a restaurant made by the admin command, with its own): the starter hours alone
 * are a placeholder the owner has not looked at yet.
 */
async function hasOpeningHours(db: Db, merchantId: string): Promise<boolean> {
  const keys = (await listWorkShiftKeys(db, merchantId)).sort();
  if (keys.length > 0 && keys.join('|') !== starterKeys.join('|')) return true;
  return hasAuditAction(db, merchantId, HOURS_ACTIONS);
}

/**
 * `GET /merchant/setup` (docs/screens.md#setup-checklist): which steps of a new restaurant's setup are done,
 * read from the rows that each step leaves; the QR code's from the audit trail, since printing changes no row.
 */
export async function getMerchantSetup(options: { db: Db; merchantId: string }): Promise<MerchantSetup> {
  const { db, merchantId } = options;
  const [menuItem, openingHours, pixKey, qrCode, team] = await Promise.all([
    hasActiveMenuItem(db, merchantId),
    hasOpeningHours(db, merchantId),
    hasPixKey(db, merchantId),
    hasAuditAction(db, merchantId, [QR_PRINT_ACTION]),
    hasStaffBesidesOwner(db, merchantId),
  ]);
  return { menuItem, openingHours, pixKey, qrCode, team };
}
