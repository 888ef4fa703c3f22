import { z } from 'zod';

// Messages end without a period: the server's validation answer appends one.

/** An address `POST /merchant/photos` answered for this restaurant; the server checks it is one. */
const photoAddressSchema = z
  .string({ error: 'O endereço da foto deve ser um texto' })
  .min(1, { error: 'Informe o endereço da foto' })
  .max(2048, { error: 'O endereço da foto pode ter no máximo 2048 caracteres' });

/**
 * `PATCH /merchant/appearance?id` (docs/photos.md#cover-and-icon): sets the restaurant's cover and/or icon to
 * a photo it uploaded (`POST /merchant/photos?kind=cover|icon`), or clears one with null. A field left out
 * stays as it is; at least one must be given. Answers the merchant as `GET /merchant/full` does.
 */
export const updateAppearanceBodySchema = z
  .object({
    cover: photoAddressSchema.nullable().optional(),
    icon: photoAddressSchema.nullable().optional(),
  })
  .refine((body) => body.cover !== undefined || body.icon !== undefined, {
    error: 'Informe a capa (cover) ou o ícone (icon)',
  });
export type UpdateAppearanceBody = z.infer<typeof updateAppearanceBodySchema>;
