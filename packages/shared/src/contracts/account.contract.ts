import { z } from 'zod';

/** `POST /account/login`: no body; `Authorization: Basic base64(email:password)`. */
export const loginResponseSchema = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /account/validate`: header `x-access-token`; answers who the token speaks for. */
export const validateResponseSchema = z.object({
  valid: z.literal(true),
  merchantId: z.uuid(),
  email: z.string(),
});
export type ValidateResponse = z.infer<typeof validateResponseSchema>;
