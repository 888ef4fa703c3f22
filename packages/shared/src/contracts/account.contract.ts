import { z } from 'zod';
import { staffRoles } from '../domain/staff';

/** `POST /account/login`: no body; `Authorization: Basic base64(email:password)`. */
export const loginResponseSchema = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /account/validate`: header `x-access-token`; answers who the token speaks for. */
export const validateResponseSchema = z.object({
  valid: z.literal(true),
  merchantId: z.uuid(),
  email: z.string(),
  /** The person's role (docs/access.md#staff-roles): what the screens offer them. */
  role: z.enum(staffRoles),
  /** The person's name ('' for an owner made before staff accounts). */
  name: z.string(),
  /** Whether the person opened a link sent to their e-mail (docs/email.md#confirmation): the home asks until then. */
  emailConfirmed: z.boolean(),
});
export type ValidateResponse = z.infer<typeof validateResponseSchema>;
