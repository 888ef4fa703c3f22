import { z } from 'zod';
import {
  merchantEmailSchema,
  merchantPasswordSchema,
  oneTimeTokenSchema,
} from '../domain/merchant-credentials.schema';
import { refuseUnsafeText } from '../domain/safe-text.schema';

// Self-service accounts (docs/email.md): sign up, confirm the e-mail, choose a new password.

/** `POST /merchant/signup`: the restaurant, its owner's login, and the terms accepted. */
export const merchantSignupBodySchema = z.object({
  name: refuseUnsafeText(
    z
      .string({ error: 'Informe o nome do restaurante' })
      .trim()
      .min(1, { error: 'Informe o nome do restaurante' })
      .max(80, { error: 'O nome do restaurante deve ter até 80 caracteres' }),
    'O nome do restaurante',
  ),
  email: merchantEmailSchema,
  password: merchantPasswordSchema,
  acceptedTerms: z.literal(true, { error: 'Aceite os termos de uso e a política de privacidade' }),
});
export type MerchantSignupBody = z.infer<typeof merchantSignupBodySchema>;

/** `POST /merchant/signup` → 201: the owner is signed in, as `POST /account/login` answers. */
export const merchantSignupResponseSchema = z.object({
  accessToken: z.string(),
  merchantId: z.uuid(),
  shortId: z.string(),
});
export type MerchantSignupResponse = z.infer<typeof merchantSignupResponseSchema>;

/** The answer to a confirmation or new-password link that was used, expired or never made. */
export const ACCOUNT_LINK_INVALID = 'Link inválido ou expirado';

/** `POST /merchant/email/confirm`: the token of the link the confirmation e-mail carried. */
export const confirmEmailBodySchema = z.object({ token: oneTimeTokenSchema(ACCOUNT_LINK_INVALID) });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** `POST /merchant/email/confirm` → 200 and `POST /merchant/password/reset` → 200: the address concerned. */
export const accountEmailResponseSchema = z.object({ email: z.string() });
export type AccountEmailResponse = z.infer<typeof accountEmailResponseSchema>;

/** `POST /merchant/password/forgot`: the e-mail to send a new-password link to. */
export const forgotPasswordBodySchema = z.object({ email: merchantEmailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /merchant/password/forgot` → 200 and `POST /merchant/email/resend` → 200: what happens next. */
export const accountMessageResponseSchema = z.object({ message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;

/** `POST /merchant/password/reset`: the link's token and the new password. */
export const resetPasswordBodySchema = z.object({
  token: oneTimeTokenSchema(ACCOUNT_LINK_INVALID),
  password: merchantPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `GET /dev/email?to=` (outside production): the latest e-mails the outbox provider kept for an address. */
export const devEmailQuerySchema = z.object({ to: merchantEmailSchema });

/** One e-mail as the outbox keeps it. */
export const devEmailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  provider: z.string(),
  createdAt: z.iso.datetime(),
});
export type DevEmailMessage = z.infer<typeof devEmailMessageSchema>;

/** `GET /dev/email` → 200: newest first. */
export const devEmailResponseSchema = z.array(devEmailMessageSchema);
