import { isPhoneText, normalizePhone } from './phone';

/**
 * The kinds of Pix key the Central Bank's DICT holds: CPF, CNPJ, e-mail, phone ('+55…') and the random key
 * (EVP, a UUID) (docs/pix.md#keys).
 */
export const pixKeyTypes = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;

/** A Pix key kind. */
export type PixKeyType = (typeof pixKeyTypes)[number];

/** How each kind is named on screen. */
export const pixKeyTypeLabels: Readonly<Record<PixKeyType, string>> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  PHONE: 'Celular',
  EVP: 'Chave aleatória',
};

/** Most characters a merchant name has in a BR Code (tag 59). */
export const PIX_NAME_MAX = 25;
/** Most characters a city has in a BR Code (tag 60). */
export const PIX_CITY_MAX = 15;
/** Most characters of a Pix key: the DICT's e-mail limit (77). */
export const PIX_KEY_MAX = 77;

/** A key as the BR Code carries it, with its kind; or why the text is no key. */
export type PixKeyReading = { ok: true; key: string; type: PixKeyType } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// The DICT's e-mail rule: something@something.tld, no spaces, at most 77 characters.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const CPF_TEXT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_TEXT = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;

/** Whether eleven digits are a CPF: two check digits (mod 11) right, and not one digit repeated. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** Whether fourteen digits are a CNPJ: two check digits (weights 5..2, 9..2) right, not one digit repeated. */
export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    let weight = length - 7;
    for (let i = 0; i < length; i++) {
      sum += Number(digits[i]) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

/**
 * Reads a Pix key however a person writes it: a CPF or CNPJ with or without its mask (check digits
 * verified), an e-mail (lower-cased), a phone written with '+55' or with the '(11) 98765-4321' mask (the key
 * is '+5511987654321'), or a random key (UUID, lower-cased). Eleven bare digits are a CPF: a phone key is
 * written with '+55' or the mask, as banks show it.
 */
export function readPixKey(input: string): PixKeyReading {
  const text = input.trim();
  if (text.length === 0) return { ok: false, message: 'Informe a chave Pix.' };
  if (text.length > PIX_KEY_MAX + 20) return { ok: false, message: 'Chave Pix longa demais.' };
  if (text.includes('@')) {
    const email = text.toLowerCase();
    if (email.length > PIX_KEY_MAX || !EMAIL.test(email)) {
      return { ok: false, message: 'E-mail inválido para chave Pix.' };
    }
    return { ok: true, key: email, type: 'EMAIL' };
  }
  if (UUID.test(text.toLowerCase())) return { ok: true, key: text.toLowerCase(), type: 'EVP' };
  if (CPF_TEXT.test(text)) {
    const digits = text.replace(/\D/g, '');
    return isValidCpf(digits)
      ? { ok: true, key: digits, type: 'CPF' }
      : {
          ok: false,
          message: 'CPF inválido: confira os dígitos (um celular como chave se escreve com +55).',
        };
  }
  if (CNPJ_TEXT.test(text)) {
    const digits = text.replace(/\D/g, '');
    return isValidCnpj(digits)
      ? { ok: true, key: digits, type: 'CNPJ' }
      : { ok: false, message: 'CNPJ inválido: confira os dígitos.' };
  }
  if (isPhoneText(text) && (text.startsWith('+') || text.includes('('))) {
    if (text.startsWith('+') && !text.replace(/[^\d+]/g, '').startsWith('+55')) {
      return { ok: false, message: 'Celular da chave Pix deve ser do Brasil (+55).' };
    }
    const national = normalizePhone(text);
    if (!/^[1-9]{2}9\d{8}$/.test(national)) {
      return { ok: false, message: 'Celular inválido para chave Pix: use +55, DDD e o número.' };
    }
    return { ok: true, key: `+55${national}`, type: 'PHONE' };
  }
  return {
    ok: false,
    message: 'Chave Pix inválida: use CPF, CNPJ, e-mail, celular com +55 ou a chave aleatória.',
  };
}

/**
 * A name or city as a BR Code carries it: accents and the cedilla removed, spaces collapsed, only letters,
 * digits, spaces and `. , - & '` kept; null when something else is left (an emoji, a symbol).
 */
export function toBrCodeText(input: string): string | null {
  const plain = input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /^[A-Za-z0-9 .,&'-]*$/.test(plain) ? plain : null;
}
