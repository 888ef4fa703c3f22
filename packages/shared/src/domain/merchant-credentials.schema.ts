import { z } from 'zod';
import { MERCHANT_PASSWORD_MIN_LENGTH } from './staff';

// The fields of every merchant login (sign-up, invite, new password). Messages end without a period: the
// server's validation answer appends one.

/** C0 controls and DEL: never typed into a password field. */
const isControlCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

const passwordLengthMessage = `A senha deve ter de ${MERCHANT_PASSWORD_MIN_LENGTH} a 256 caracteres`;

/**
 * One plain address: no colon (the login reads `email:password` from Basic auth), no control characters, and
 * none of the characters that would make it a list or a display name to a mail library (`, ; < > ( ) " [ ] \`),
 * so an e-mail sent to it reaches that address alone.
 */
const plainAddress = /^[^\s@:,;<>()"[\]\\\p{Cc}]+@[^\s@:,;<>()"[\]\\\p{Cc}]+\.[^\s@:,;<>()"[\]\\\p{Cc}]+$/u;

/** A merchant user's e-mail, trimmed and lower-cased. */
export const merchantEmailSchema = z
  .string({ error: 'Informe o e-mail' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Informe um e-mail válido' })
  .regex(plainAddress, { error: 'Informe um e-mail válido' });

/** A password a merchant user chooses: 8 to 256 characters (the login reads up to 256), no control characters. */
export const merchantPasswordSchema = z
  .string({ error: 'Informe a senha' })
  .min(MERCHANT_PASSWORD_MIN_LENGTH, { error: passwordLengthMessage })
  .max(256, { error: passwordLengthMessage })
  // Typed on a keyboard: a control character is a paste gone wrong, and the login's Basic header cannot carry it.
  .refine((password) => ![...password].some(isControlCharacter), {
    error: 'A senha não pode ter caracteres de controle',
  });

/** The token of a one-time link (32 random bytes, base64url): an invite, a confirmation, a new password. */
export function oneTimeTokenSchema(message: string) {
  return z.string({ error: message }).regex(/^[A-Za-z0-9_-]{43}$/, { error: message });
}
