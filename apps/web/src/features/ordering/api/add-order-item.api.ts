import type { AddOrderItemBody } from '@suavez/shared/contracts/order.contract';
import { IDEMPOTENCY_KEY_HEADER } from '@suavez/shared/domain/idempotency';
import { apiFetch, isApiError } from '@/lib/api-client';

/** How many times one tap is sent at most when no answer comes back. */
const MAX_ATTEMPTS = 3;

/**
 * A fresh key for one consumer action. `crypto.randomUUID` exists only on secure origins (https,
 * localhost); on a plain-http address the key is built from `getRandomValues`, which exists everywhere.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a unit is added with: the ids of the chosen options and the note ('sem cebola'). */
export interface UnitChoice {
  options?: readonly string[];
  note?: string | null;
}

/**
 * `PUT /order {orderQueue:{id}, item:{id}, options, note}`: adds one unit of a menu item to the open order
 * (the server adds ONE unit per call: a quantity of N is N calls, each with its own key). One tap is
 * one `Idempotency-Key`: when no answer comes back (network down, server restarting) the same request is
 * sent again with the same key, so the unit is added once even if the first attempt did reach the server.
 */
export async function addOrderItem(
  orderId: string,
  itemId: string,
  choice: UnitChoice = {},
  idempotencyKey: string = createIdempotencyKey(),
): Promise<void> {
  const body: AddOrderItemBody = { orderQueue: { id: orderId }, item: { id: itemId } };
  if (choice.options && choice.options.length > 0) body.options = [...choice.options];
  if (choice.note) body.note = choice.note;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiFetch<void>('/order', {
        method: 'PUT',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isApiError(error, 0, 503)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 400));
    }
  }
}
