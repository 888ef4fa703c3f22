/** A complete mobile number as the queue-join form shows it: '(11) 98765-4321' (docs/screens.md#forms). */
export const PHONE_PATTERN = /^\(\d{2}\) \d{5}-\d{4}$/;

/** A complete number on the landing contact form: a mobile, or a landline '(11) 3456-7890'. */
export const CONTACT_PHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/** Message shown when a phone is not a valid mobile with area code. */
export const INVALID_PHONE_MESSAGE = 'Informe um celular válido com DDD.';

/** The digits of what was typed; phones are stored this way ('11987654321'). */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '');
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
 * Masks a mobile number as it is typed, '(DD) NNNNN-NNNN' at most (15 characters): '1' → '(1',
 * '119' → '(11) 9', '11987654' → '(11) 98765-4'. Digits past the eleventh are dropped.
 */
export function maskPhone(input: string): string {
  return maskDigits(normalizePhone(input).slice(0, 11), 5);
}

/**
 * Masks the landing contact form's phone, never more than 4 digits after the hyphen (docs/screens.md#forms).
 * Leads may give a landline: when the first local digit is 9 (every Brazilian mobile) the shape is
 * '(DD) NNNNN-NNNN', otherwise the landline shape '(DD) NNNN-NNNN' and 10 digits at most.
 */
export function maskContactPhone(input: string): string {
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

/** Whether a masked contact-form phone is complete: a valid mobile, or a landline with DDD. */
export function isValidContactPhone(masked: string): boolean {
  if (!CONTACT_PHONE_PATTERN.test(masked)) return false;
  const digits = normalizePhone(masked);
  return digits.length === 11 ? isValidPhoneDigits(digits) : /^[1-9]{2}[2-8]\d{7}$/.test(digits);
}
