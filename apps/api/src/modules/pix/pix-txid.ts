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
