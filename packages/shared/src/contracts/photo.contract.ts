import { z } from 'zod';

/** What a photo is for, which decides its size (docs/photos.md#sizes). */
export const photoKinds = ['cover', 'icon', 'item'] as const;

/** One of {@link photoKinds}. */
export type PhotoKind = (typeof photoKinds)[number];

/** The largest file a restaurant may upload: 5 MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The file types a photo may be sent as (checked by content on the server, not by this list). */
export const photoUploadTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `POST /merchant/photos?kind&id`: `id`, when given, must be the session's merchant (403). */
export const uploadPhotoQuerySchema = z.object({
  kind: z.enum(photoKinds, { error: 'Tipo de foto inválido: use cover, icon ou item' }),
  id: z.uuid({ error: 'Identificador do estabelecimento inválido' }).optional(),
});
export type UploadPhotoQuery = z.infer<typeof uploadPhotoQuerySchema>;

/** The stored photo's address, to put in an item's `image` (or the restaurant's cover or icon). */
export const uploadedPhotoSchema = z.object({ url: z.string() });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** `GET /photos/:merchantId/:file`: a file is the sha-256 of its bytes, in hex, and `.webp`. */
export const photoParamsSchema = z.object({
  merchantId: z.uuid({ error: 'Foto não encontrada' }),
  file: z.string().regex(/^[0-9a-f]{64}\.webp$/, { error: 'Foto não encontrada' }),
});
