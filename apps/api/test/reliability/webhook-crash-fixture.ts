import type { WebhookDelivery } from '@suavez/shared/contracts/webhooks.contract';
import { expect } from 'vitest';
import type { FakeWebhookReceiver, ReceivedWebhook } from '#test/fake-webhook-receiver';
import { createMerchantFixture, joinQueueFixture } from '#test/fixtures';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { type CrashStore, seedThroughApp } from './crash-fixture';

// The data and the HTTP calls of the webhooks' process tests (docs/integrations.md#delivery): a restaurant
// with a line of diners waiting, written before any server process starts (PGlite admits one per folder);
// the endpoint, the calls and the delivery log go through a server process's real API, as the owner's.

/** What the webhooks' process tests start from. */
export interface WebhookLine {
  jwtSecret: string;
  /** The owner's bearer header, valid on any server process sharing `jwtSecret`. */
  authorization: string;
  /** The entries waiting in line (IN_QUEUE): each call is one `queue.called`. */
  waiting: string[];
}

/** Migrates the store and writes a restaurant with `count` diners in line; closes it. */
export function seedWebhookLine(store: CrashStore, count: number): Promise<WebhookLine> {
  return seedThroughApp(store, async (t) => {
    const merchant = await createMerchantFixture(t.app);
    const waiting: string[] = [];
    for (let i = 0; i < count; i += 1) {
      waiting.push((await joinQueueFixture(t, { merchantId: merchant.merchantId, events: ['accept'] })).id);
    }
    return { jwtSecret: t.config.jwtSecret, authorization: merchant.authorization, waiting };
  });
}

async function askAsOwner(
  server: ServerProcess,
  line: WebhookLine,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: line.authorization,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as unknown };
}

/**
 * Creates an endpoint at the receiver for `queue.called` through the owner's API (loopback is allowed
 * outside production); the receiver learns its secret. Answers the endpoint's id.
 */
export async function createCallEndpoint(
  server: ServerProcess,
  line: WebhookLine,
  receiver: FakeWebhookReceiver,
): Promise<string> {
  const made = await askAsOwner(server, line, 'POST', '/merchant/webhooks', {
    url: receiver.url,
    events: ['queue.called'],
  });
  expect(made.status, made.text).toBe(201);
  const { id, secret } = made.json() as { id: string; secret: string };
  receiver.secret = secret;
  return id;
}

/** The host calls an entry: committed with its `queue.called` delivery row (migration 0025's trigger). */
export async function callEntry(server: ServerProcess, line: WebhookLine, entryId: string): Promise<void> {
  const called = await askAsOwner(server, line, 'POST', `/queue/call?queueId=${entryId}`);
  expect(called.status, called.text).toBe(200);
}

/** The endpoint's delivery log as the owner reads it (the last 50, newest first). */
export async function readDeliveryLog(
  server: ServerProcess,
  line: WebhookLine,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const log = await askAsOwner(server, line, 'GET', `/merchant/webhooks/${endpointId}/deliveries`);
  expect(log.status, log.text).toBe(200);
  return log.json() as WebhookDelivery[];
}

/** The webhooks the receiver got for one entry's events (answered or not), in order. */
export const webhooksOf = (receiver: FakeWebhookReceiver, entryId: string): ReceivedWebhook[] =>
  receiver.received.filter((webhook) => (webhook.data as { queueId?: string })?.queueId === entryId);

/** What a server process's webhooks' worker says it did, from its log. */
export interface WorkerCounts {
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * The outcomes a server process (started with LOG_LEVEL `info`) recorded, summed from the pass counts its
 * worker logs ('webhooks enviados'): each is logged after its outcome was written.
 */
export function countWorkerOutcomes(server: ServerProcess): WorkerCounts {
  const total: WorkerCounts = { delivered: 0, retried: 0, failed: 0 };
  for (const text of server.output().split('\n')) {
    if (!text.includes('webhooks enviados')) continue;
    try {
      const counts = JSON.parse(text) as Partial<WorkerCounts>;
      total.delivered += counts.delivered ?? 0;
      total.retried += counts.retried ?? 0;
      total.failed += counts.failed ?? 0;
    } catch {
      // A line cut by the kill: nothing to count.
    }
  }
  return total;
}
