/**
 * A merchant's short id for `/c/{shortId}`: 5 to 8 lower-case letters and digits. The contract's demo
 * id `praca` has 5 characters, so the floor is 5 (the first rule said 6; the contract's link
 * wins: docs/decisions/006-where-we-read-the-rules.md). Short ids
 * are read from printed cards and typed by hand, so they are case-insensitive: stored lower-case.
 */
export const SHORT_ID_PATTERN = /^[a-z0-9]{5,8}$/;

/** Lower-cases and trims a typed short id. */
export function normalizeShortId(input: string): string {
  return input.trim().toLowerCase();
}

/** Whether a (normalised) short id has the allowed shape. */
export function isValidShortId(shortId: string): boolean {
  return SHORT_ID_PATTERN.test(shortId);
}
