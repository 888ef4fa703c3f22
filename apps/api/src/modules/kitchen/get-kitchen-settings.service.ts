import type { KitchenSettings } from '@suavez/shared/contracts/kitchen.contract';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findKitchenPrintOnArrival } from './kitchen.repository';

/** `GET /kitchen/settings`: whether the display prints each new order's ticket (docs/integrations.md#ticket). */
export async function getKitchenSettings(options: { db: Db; merchantId: string }): Promise<KitchenSettings> {
  const printOnArrival = await findKitchenPrintOnArrival(options.db, options.merchantId);
  if (printOnArrival === undefined) throw new AppError('NOT_FOUND', 'Estabelecimento não encontrado.');
  return { printOnArrival };
}
