/**
 * The header that makes a retried `PUT /order` add once (docs/decisions/007-idempotent-item-additions.md).
 * Kept out of the contracts so the consumer's pages can name it without loading zod.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
