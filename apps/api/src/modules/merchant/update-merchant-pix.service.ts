import type { MerchantPix } from '@suavez/shared/contracts/pix.contract';
import type { PixKeyType } from '@suavez/shared/domain/pix-key';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { MERCHANT_NOT_FOUND_MESSAGE } from './get-merchant-full.service';
import { writeMerchantPix } from './merchant-pix.repository';

/**
 * `PUT /merchant/pix`: sets where the restaurant receives Pix (rules §10, docs/pix.md#keys). The key, name
 * and city arrive as the contract read them (check digits verified, accents removed). Answers what is stored.
 */
export async function updateMerchantPix(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  key: { key: string; type: PixKeyType };
  name: string;
  city: string;
}): Promise<MerchantPix> {
  const pix: MerchantPix = {
    key: options.key.key,
    keyType: options.key.type,
    name: options.name,
    city: options.city,
  };
  const found = await writeMerchantPix(options.db, options.merchantId, pix, options.clock.now());
  if (!found) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
  return pix;
}

/** `DELETE /merchant/pix`: the restaurant stops receiving Pix here (charges already made stay as they were). */
export async function deleteMerchantPix(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
}): Promise<void> {
  const found = await writeMerchantPix(options.db, options.merchantId, null, options.clock.now());
  if (!found) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
}
