import { z } from 'zod';
import { LANGUAGES } from '../domain/language';
import { INVALID_PHONE_MESSAGE, isPhoneText, isValidPhoneDigits, normalizePhone } from '../domain/phone';
import { refuseUnsafeText } from '../domain/safe-text.schema';

/** Length of an SMS verification code (docs/access.md#sms-codes). */
export const VERIFICATION_CODE_LENGTH = 6;

/** Longest name a consumer may give (after trimming). */
export const CONSUMER_NAME_MAX_LENGTH = 80;

/** Message when the consumer's name is empty. */
export const CONSUMER_NAME_REQUIRED_MESSAGE = 'Informe seu nome';

/**
 * A consumer's mobile as the join form masks it ('(11) 98765-4321'), as digits ('11987654321') or with the
 * country code ('+55 11 98765-4321'); the server keeps the national digits only (`normalizePhone`).
 */
export const consumerPhoneSchema = z
  .string({ error: INVALID_PHONE_MESSAGE })
  .max(30, { error: INVALID_PHONE_MESSAGE })
  .refine((value) => isPhoneText(value) && isValidPhoneDigits(normalizePhone(value)), {
    error: INVALID_PHONE_MESSAGE,
  });

/** A consumer's name: trimmed, 1 to 80 characters, no control characters, not only invisible ones. */
export const consumerNameSchema = refuseUnsafeText(
  z
    .string({ error: CONSUMER_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: CONSUMER_NAME_REQUIRED_MESSAGE })
    .max(CONSUMER_NAME_MAX_LENGTH, { error: `Seu nome pode ter até ${CONSUMER_NAME_MAX_LENGTH} caracteres` }),
  'Seu nome',
);

/** `POST /consumer` body: creates the consumer, or finds it by phone. */
export const createConsumerBodySchema = z.object({ phone: consumerPhoneSchema, name: consumerNameSchema });
export type CreateConsumerBody = z.input<typeof createConsumerBodySchema>;

/**
 * `POST /consumer` and `POST /consumer/verify-code` answer: `phoneVerified: false` tells the client to ask
 * for the SMS code when the flag `SMS_VERIFICATION_ACCOUNT` is on.
 */
export const consumerResponseSchema = z.object({ id: z.uuid(), phoneVerified: z.boolean() });
export type ConsumerResponse = z.infer<typeof consumerResponseSchema>;

/** `POST /consumer/verify-code?code&consumer`. */
export const verifyCodeQuerySchema = z.object({
  code: z.string().regex(/^\d{6}$/, { error: 'O código tem 6 dígitos' }),
  consumer: z.uuid({ error: 'Cliente inválido' }),
});
export type VerifyCodeQuery = z.infer<typeof verifyCodeQuerySchema>;

/** `POST /consumer/resend-code?consumer`: a new code, at most one per minute. */
export const resendCodeQuerySchema = z.object({ consumer: z.uuid({ error: 'Cliente inválido' }) });

/** `GET /dev/sms?phone=` (outside production only): the latest messages the outbox holds for a phone. */
export const devSmsQuerySchema = z.object({ phone: consumerPhoneSchema });

/** One message of the development SMS outbox. */
export const devSmsMessageSchema = z.object({
  phone: z.string(),
  body: z.string(),
  provider: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** `GET /dev/sms` answer: newest first. */
export const devSmsResponseSchema = z.array(devSmsMessageSchema);
export type DevSmsMessage = z.infer<typeof devSmsMessageSchema>;

/**
 * `PUT /consumer/language`: the language the diner reads (rules.md §16), chosen on the switcher; the
 * diner's notices (push, SMS, WhatsApp) are written in it.
 */
export const consumerLanguageBodySchema = z.object({
  lang: z.enum(LANGUAGES, { message: `Idioma desconhecido: use ${LANGUAGES.join(', ')}.` }),
});
export type ConsumerLanguageBody = z.infer<typeof consumerLanguageBodySchema>;
