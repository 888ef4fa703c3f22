import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A new charge's txid (docs/pix.md#charges): 'SV' and 23 base62 characters from the system's CSPRNG, 25 in
 * all (the most a static BR Code's txid holds): about 137 bits, so a guess names no charge, and the unique
 * constraint catches the collision that never comes.
 */
export function createPixTxid(): string {
  let txid = 'SV';
  for (let i = 0; i < 23; i++) txid += BASE62[randomInt(62)];
  return txid;
}

/** A booking deposit's txid: 'SB' and the booking's UUID in base62 (22 characters), 24 in all. */
const DEPOSIT_TXID_PREFIX = 'SB';
const DEPOSIT_TXID_DIGITS = 22;

/**
 * The txid of a booking's deposit (docs/bookings.md#deposit): the booking's id itself, so the BR Code is
 * the same at every read and the provider's notification names the booking without a lookup table. 'SB'
 * and 22 base62 characters never read as a charge's ('SV' and 23).
 */
export function bookingDepositTxid(bookingId: string): string {
  let value = BigInt(`0x${bookingId.replaceAll('-', '')}`);
  let digits = '';
  for (let i = 0; i < DEPOSIT_TXID_DIGITS; i++) {
    digits = BASE62[Number(value % 62n)] + digits;
    value /= 62n;
  }
  return DEPOSIT_TXID_PREFIX + digits;
}

/** The booking a deposit's txid names, or undefined when it is not one. */
export function bookingIdOfDepositTxid(txid: string): string | undefined {
  if (txid.length !== DEPOSIT_TXID_PREFIX.length + DEPOSIT_TXID_DIGITS) return undefined;
  if (!txid.startsWith(DEPOSIT_TXID_PREFIX)) return undefined;
  let value = 0n;
  for (const char of txid.slice(DEPOSIT_TXID_PREFIX.length)) {
    const digit = BASE62.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 62n + BigInt(digit);
  }
  if (value >= 1n << 128n) return undefined;
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
