import { AppError } from '#api/lib/app-error';
import type { PhotoStore } from './photo-store';
import { PHOTO_ROUTE_PREFIX } from './upload-photo.service';

/** What a cover or icon answers when it is not a photo this restaurant uploaded here. */
export const NOT_OWN_PHOTO_MESSAGE =
  'Use uma foto enviada por este estabelecimento (Enviar capa ou Enviar ícone).';

/** What an address of this restaurant's photo store answers when no photo is kept under it. */
export const PHOTO_GONE_MESSAGE = 'Foto não encontrada. Envie a foto de novo.';

/** A stored photo's key at the end of its address: `<merchantId>/<sha256>.webp`. */
const KEY_AT_END = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([0-9a-f]{64})\.webp$/;

/**
 * Checks that `url` is an address `POST /merchant/photos` answered for `merchantId` (docs/photos.md#cover-and-icon):
 * exactly `/api/photos/<merchantId>/<sha256>.webp`, or the store's public address of that key, and that the
 * store still holds the photo. Anything else (another site, another restaurant's photo, a path of this site)
 * is refused with a pt-BR 400: the restaurant's cover and icon are never an address someone typed, so a
 * link preview never shows a picture from elsewhere.
 */
export async function checkOwnPhoto(options: {
  store: PhotoStore;
  merchantId: string;
  url: string;
}): Promise<void> {
  const { store, merchantId, url } = options;
  const match = KEY_AT_END.exec(url);
  const key = match ? `${match[1]}/${match[2]}.webp` : undefined;
  const isStoreAddress =
    key !== undefined && (url === `${PHOTO_ROUTE_PREFIX}${key}` || url === store.publicUrlOf(key));
  if (!key || !isStoreAddress || match?.[1] !== merchantId) {
    throw new AppError('VALIDATION_FAILED', NOT_OWN_PHOTO_MESSAGE);
  }
  if (!(await store.get(key))) throw new AppError('VALIDATION_FAILED', PHOTO_GONE_MESSAGE);
}
