import { z } from 'zod';

/** `GET /merchant/setup?merchantId` and `POST /merchant/qr/printed?merchantId`: the session's restaurant. */
export const merchantSetupQuerySchema = z.object({
  merchantId: z.uuid({ error: 'Estabelecimento inválido' }),
});
export type MerchantSetupQuery = z.infer<typeof merchantSetupQuerySchema>;

/**
 * The steps of a new restaurant's setup (docs/screens.md#setup-checklist), each done or not, as the server's
 * rows say: an active item on the active menu, opening hours the owner set, a Pix key, the queue's QR code
 * printed or downloaded, a person of the staff invited.
 */
export const merchantSetupSchema = z.object({
  menuItem: z.boolean(),
  openingHours: z.boolean(),
  pixKey: z.boolean(),
  qrCode: z.boolean(),
  team: z.boolean(),
});
export type MerchantSetup = z.infer<typeof merchantSetupSchema>;

/** One step of {@link MerchantSetup}. */
export type MerchantSetupStep = keyof MerchantSetup;
