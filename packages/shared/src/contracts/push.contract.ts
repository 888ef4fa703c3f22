import { z } from 'zod';

/** `GET /push/key`: the VAPID application server key, base64url of the 65-byte uncompressed P-256 point. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const endpointSchema = z
  .string({ error: 'Informe o endereço de notificação' })
  .min(1, { error: 'Informe o endereço de notificação' })
  .max(2048, { error: 'Endereço de notificação longo demais' })
  // A push service's URL is printable ASCII: no spaces, controls or NULs.
  .regex(/^[\x21-\x7e]+$/, { error: 'Endereço de notificação inválido' });

/**
 * `PUT /push/subscription`: the browser's `PushSubscription.toJSON()`. The keys are base64url (padding
 * tolerated): `p256dh` the 65-byte P-256 point the payload is encrypted for, `auth` the 16-byte secret
 * (RFC 8291). Whether the point lies on the curve and the endpoint may be posted to is the server's check.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, { error: 'Chave de notificação inválida' }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: 'Chave de notificação inválida' }),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `DELETE /push/subscription`: forget this browser (only the caller's own subscription). */
export const deletePushSubscriptionBodySchema = z.object({ endpoint: endpointSchema });
export type DeletePushSubscriptionBody = z.infer<typeof deletePushSubscriptionBodySchema>;

/**
 * What a notice's push message carries (docs/notifications.md#web-push), read by the service worker: the
 * kind, the texts to show, the page to open and a tag that is the same for all of one entry's notices.
 */
export interface PushPayload {
  type: 'called' | 'almost' | 'deadline' | 'booking_confirmed' | 'booking_reminder';
  title: string;
  body: string;
  url: string;
  tag: string;
}
