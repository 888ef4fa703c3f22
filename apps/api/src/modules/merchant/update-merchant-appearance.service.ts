import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { AppError } from '#api/lib/app-error';
import { checkOwnPhoto } from '#api/modules/photo/own-photo';
import type { PhotoStore } from '#api/modules/photo/photo-store';
import {
  getMerchantFull,
  MERCHANT_NOT_FOUND_MESSAGE,
  type MerchantFullOptions,
} from './get-merchant-full.service';
import { type MerchantAppearanceChange, writeMerchantAppearance } from './merchant-appearance.repository';

/**
 * `PATCH /merchant/appearance`: sets or clears the restaurant's cover and icon (docs/photos.md#cover-and-icon).
 * A new one must be a photo this restaurant uploaded and the store still holds (400 otherwise, nothing
 * changed). Answers the merchant as it now is.
 */
export async function updateMerchantAppearance(
  options: MerchantFullOptions & MerchantAppearanceChange & { photos: PhotoStore },
): Promise<MerchantFull> {
  for (const url of [options.cover, options.icon]) {
    if (url) await checkOwnPhoto({ store: options.photos, merchantId: options.merchantId, url });
  }
  const change: MerchantAppearanceChange = {
    ...(options.cover === undefined ? {} : { cover: options.cover }),
    ...(options.icon === undefined ? {} : { icon: options.icon }),
  };
  const found = await writeMerchantAppearance(options.db, options.merchantId, change, options.clock.now());
  if (!found) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
  return getMerchantFull(options);
}
