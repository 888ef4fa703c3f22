import type { PhotoKind } from '@suavez/shared/contracts/photo.contract';
import type { PhotoStore } from './photo-store';
import { processPhoto } from './process-photo';

/** The path `GET /api/photos/:merchantId/:file` serves a key at, when the store has no public address. */
export const PHOTO_ROUTE_PREFIX = '/api/photos/';

/**
 * Stores a restaurant's upload as a WebP photo (docs/photos.md) and answers its address. The key is the
 * sha-256 of the output under the merchant's id: the same photo sent twice is one file, and one merchant's
 * photos never share a folder with another's.
 */
export async function uploadPhoto(options: {
  store: PhotoStore;
  merchantId: string;
  kind: PhotoKind;
  file: Buffer;
}): Promise<{ url: string }> {
  const photo = await processPhoto(options.file, options.kind);
  const key = `${options.merchantId}/${photo.sha256}.webp`;
  await options.store.put(key, photo.body, 'image/webp');
  return { url: options.store.publicUrlOf(key) ?? `${PHOTO_ROUTE_PREFIX}${key}` };
}
