import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import type { OrderStatus } from '@suavez/shared/domain/order-status';
import { isActiveQueueStatus, type QueueStatus } from '@suavez/shared/domain/queue-status';
import { expect } from 'vitest';
import type { Caller, TestApp } from '#test/test-app';

// The model of the model-based test: what one restaurant's queue and orders should hold, moved only by
// the shared state machines. The commands (model-commands.ts) compare every answer with it.

/** One unit as the model expects it: its copied price never changes. */
export interface ModelUnit {
  id: string;
  status: OrderItemStatus;
  priceCents: number;
  prepared: boolean;
}

/** A consumer's order at its table. */
export interface ModelOrder {
  id: string;
  status: OrderStatus;
  serviceFee: number | null;
  units: ModelUnit[];
}

/** One queue entry; the consumer's last entry is the one the commands act on. */
export interface ModelEntry {
  id: string;
  status: QueueStatus;
  order: ModelOrder | null;
}

/** A consumer and its entries at this restaurant, oldest first. */
export interface ModelConsumer {
  entries: ModelEntry[];
}

/** Everything the model knows. */
export interface Model {
  consumers: ModelConsumer[];
}

/** A menu item as ordered: its id and its price at the time. */
export interface MenuItem {
  id: string;
  priceCents: number;
  prepared: boolean;
}

/** The system under test: the app and the callers of this run. */
export interface Real {
  t: TestApp;
  merchant: NonNullable<Caller> & { merchantId: string };
  consumers: (NonNullable<Caller> & { consumerId: string })[];
  menu: MenuItem[];
}

/** The consumer's current entry (its last), if it ever joined. */
export function currentEntry(model: Model, consumer: number): ModelEntry | undefined {
  return model.consumers[consumer]?.entries.at(-1);
}

/** Whether the consumer holds an active entry. */
export function hasActiveEntry(model: Model, consumer: number): boolean {
  const entry = currentEntry(model, consumer);
  return entry !== undefined && isActiveQueueStatus(entry.status);
}

/** A unit of the consumer's current order, picked by index modulo the number of units. */
export function pickUnit(model: Model, consumer: number, index: number): ModelUnit | undefined {
  const units = currentEntry(model, consumer)?.order?.units ?? [];
  return units.length === 0 ? undefined : units[index % units.length];
}

/**
 * Checks an answer against the model's prediction: `expected` when the model allows the call, else a
 * clear refusal (409 with a code and a pt-BR message). Never a 5xx.
 */
export function expectAnswer(
  res: { statusCode: number; body: string },
  isAllowed: boolean,
  expected: number,
  what: string,
): void {
  const detail = `${what}: ${res.statusCode} ${res.body}`;
  if (isAllowed) {
    expect(res.statusCode, detail).toBe(expected);
    return;
  }
  expect(res.statusCode, detail).toBe(409);
  expect(JSON.parse(res.body), detail).toEqual({
    code: expect.any(String),
    message: expect.stringMatching(/\S/),
  });
}
