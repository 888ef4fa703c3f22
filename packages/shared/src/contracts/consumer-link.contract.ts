import { z } from 'zod';

/**
 * `POST /consumer/link` body: the token of a one-time link (`/entrar/{token}`), 32 random bytes in
 * base64url (43 characters).
 */
export const consumerLinkBodySchema = z.object({
  token: z.string({ error: 'Link inválido' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Link inválido' }),
});
export type ConsumerLinkBody = z.infer<typeof consumerLinkBodySchema>;
