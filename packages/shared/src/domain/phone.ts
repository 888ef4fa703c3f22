/** A complete mobile number as the queue-join form shows it: '(11) 98765-4321' (docs/screens.md#forms). */
export const PHONE_PATTERN = /^\(\d{2}\) \d{5}-\d{4}$/;

/** A complete number on the landing contact form: a mobile, or a landline '(11) 3456-7890'. */
export const CONTACT_PHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/** Message shown when a phone is not a valid mobile with area code. */
export const INVALID_PHONE_MESSAGE = 'Informe um celular válido com DDD.';

/**
 * Whether a text holds only what a written phone holds: digits, spaces, '+', '(', ')', '-' and '.'. The API
 * refuses anything else (a control character is no part of a phone), then reads it with `normalizePhone`.
 */
export function isPhoneText(text: string): boolean {
  return /^[0-9 \u00a0()+.-]*$/.test(text);
}

// A landline after a trunk '0': DDD, then 2 to 5 (Anatel's plan for fixed lines), then seven digits.
const LANDLINE_DIGITS = /^[1-9]{2}[2-5]\d{7}$/;

/**
 * The national digits of a phone however a person writes or pastes it; phones are stored this way
 * ('11987654321', docs/access.md#phones). Takes digits, the mask, '+55 11 98765-4321', '0055…',
 * '55 11 98765 4321', a trunk '0' ('011 98765-4321') and a carrier code after it ('0 21 11 98765-4321').
 * The country code is dropped only after '+' or '00', or when more than 11 digits are given and the first 11
 * are not already a mobile: '55…' typed digit by digit is the DDD 55 (Rio Grande do Sul).
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  let isInternational = input.trimStart().startsWith('+');
  if (!isInternational && digits.startsWith('00')) {
    digits = digits.slice(2);
    isInternational = true;
  }
  if (isInternational) return digits.startsWith('55') ? digits.slice(2) : digits;
  if (digits.startsWith('55') && digits.length > 11) {
    if (digits.length > 12 || !isValidPhoneDigits(digits.slice(0, 11))) return digits.slice(2);
  }
  if (!digits.startsWith('0')) return digits;
  const national = digits.slice(1);
  if (national.length === 11 || LANDLINE_DIGITS.test(national)) return national;
  // '0', a two-digit carrier code, then the DDD and the number.
  return national.length === 12 || national.length === 13 ? national.slice(2) : digits;
}

// While '+55' is being typed it stays as typed: the next digit starts the DDD.
function typedCountryCode(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  return input.trimStart().startsWith('+') && '55'.startsWith(digits) ? `+${digits}` : null;
}

function maskDigits(digits: string, prefixLength: number): string {
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const local = digits.slice(2);
  if (local.length <= prefixLength) return `(${area}) ${local}`;
  return `(${area}) ${local.slice(0, prefixLength)}-${local.slice(prefixLength)}`;
}

/**
 * Masks a mobile number as it is typed or pasted, '(DD) NNNNN-NNNN' at most (15 characters): '1' → '(1',
 * '119' → '(11) 9', '11987654' → '(11) 98765-4', '+55 11 98765-4321' → '(11) 98765-4321' (see
 * `normalizePhone`). Digits past the eleventh are dropped.
 */
export function maskPhone(input: string): string {
  return typedCountryCode(input) ?? maskDigits(normalizePhone(input).slice(0, 11), 5);
}

/**
 * Masks the landing contact form's phone, never more than 4 digits after the hyphen (docs/screens.md#forms).
 * Leads may give a landline: when the first local digit is 9 (every Brazilian mobile) the shape is
 * '(DD) NNNNN-NNNN', otherwise the landline shape '(DD) NNNN-NNNN' and 10 digits at most.
 */
export function maskContactPhone(input: string): string {
  const typed = typedCountryCode(input);
  if (typed) return typed;
  const digits = normalizePhone(input);
  const isMobile = digits.length < 3 || digits[2] === '9';
  return isMobile ? maskDigits(digits.slice(0, 11), 5) : maskDigits(digits.slice(0, 10), 4);
}

/**
 * Whether 11 digits are a Brazilian mobile: a DDD of two non-zero digits (11..99; no DDD contains a 0)
 * followed by a number starting with 9.
 */
export function isValidPhoneDigits(digits: string): boolean {
  return /^[1-9]{2}9\d{8}$/.test(digits);
}

/** Whether a masked phone is complete and a valid mobile (the queue-join forms' check). */
export function isValidPhone(masked: string): boolean {
  return PHONE_PATTERN.test(masked) && isValidPhoneDigits(normalizePhone(masked));
}

/** Whether national digits are a contact-form number: a valid mobile, or a landline with DDD. */
export function isValidContactPhoneDigits(digits: string): boolean {
  return digits.length === 11 ? isValidPhoneDigits(digits) : /^[1-9]{2}[2-8]\d{7}$/.test(digits);
}

/** Whether a masked contact-form phone is complete: a valid mobile, or a landline with DDD. */
export function isValidContactPhone(masked: string): boolean {
  return CONTACT_PHONE_PATTERN.test(masked) && isValidContactPhoneDigits(normalizePhone(masked));
}
