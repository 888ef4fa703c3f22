import { z } from 'zod';
import { isPhoneText, isValidContactPhoneDigits, normalizePhone } from '../domain/phone';
import { refuseUnsafeText } from '../domain/safe-text.schema';

/** Longest name a contact lead may give (after trimming). */
export const CONTACT_NAME_MAX_LENGTH = 80;

/** Message of the landing contact form when the phone is empty (docs/screens.md#forms). */
export const CONTACT_PHONE_REQUIRED_MESSAGE = 'Seu telefone é um campo obrigatório';

/** Message of the landing contact form when the name is empty (docs/screens.md#forms). */
export const CONTACT_NAME_REQUIRED_MESSAGE = 'Seu nome é um campo obrigatório';

/** Message when the phone is filled but is not a complete number with area code. */
export const CONTACT_PHONE_INVALID_MESSAGE = 'Informe um telefone válido com DDD';

// The schemas are built by functions called under a pure annotation: the web imports this file's
// messages, and the bundler can then leave zod out of the landing page's chunk.

function buildContactRequestSchema() {
  return z.object({
    name: refuseUnsafeText(
      z
        .string({ error: CONTACT_NAME_REQUIRED_MESSAGE })
        .trim()
        .min(1, { error: CONTACT_NAME_REQUIRED_MESSAGE })
        .max(CONTACT_NAME_MAX_LENGTH, {
          error: `Seu nome pode ter até ${CONTACT_NAME_MAX_LENGTH} caracteres`,
        }),
      'Seu nome',
    ),
    number: z
      .string({ error: CONTACT_PHONE_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: CONTACT_PHONE_REQUIRED_MESSAGE })
      .max(30, { error: CONTACT_PHONE_INVALID_MESSAGE })
      .refine((value) => isPhoneText(value) && isValidContactPhoneDigits(normalizePhone(value)), {
        error: CONTACT_PHONE_INVALID_MESSAGE,
      }),
  });
}

function buildContactHeadersSchema() {
  return z.object({ 'x-qrbc': z.enum(['true', 'false']).optional() });
}

/**
 * `POST /contact` body: the name (1..80 characters, trimmed, no control characters) and the phone, a mobile or a
 * landline, as the form masks it ('(11) 98765-4321', '(11) 3456-7890'), as digits or with '+55'. The server
 * stores the national digits only (`normalizePhone`).
 */
export const contactRequestSchema = /* @__PURE__ */ buildContactRequestSchema();
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** `POST /contact` header `x-qrbc`: whether the visitor came through the founders' promo link. */
export const contactHeadersSchema = /* @__PURE__ */ buildContactHeadersSchema();
