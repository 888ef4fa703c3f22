import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import {
  disabledReasonOf,
  MAX_WEBHOOK_ATTEMPTS,
  nextWebhookAttemptAt,
  WEBHOOK_FAILURES_TO_DISABLE,
  WEBHOOK_LEASE_MS,
} from './webhook-policy';
import type { WebhookResult, WebhookSender } from './webhook-sender';
import { signWebhook } from './webhook-signature';
import {
  type ClaimedWebhookDelivery,
  claimDueWebhookDeliveries,
  countWebhookFailure,
  recordWebhookOutcome,
  resetWebhookFailures,
} from './webhooks.repository';

/** Rows claimed (and sent side by side) per batch. */
const BATCH_SIZE = 20;

/** What one pass did. */
export interface WebhookPassCounts {
  delivered: number;
  retried: number;
  failed: number;
}

/** pt-BR reasons the worker gives the owner. */
export const webhookReasons = {
  unconfirmed: `Sem confirmação da entrega após ${MAX_WEBHOOK_ATTEMPTS} tentativas.`,
  unexpected: 'Erro inesperado ao enviar.',
  status: (code: number) => `O servidor respondeu ${code}.`,
} as const;

/** The body of a delivery, exactly as it is signed and sent (Standard Webhooks: `{type, timestamp, data}`). */
export function webhookBodyOf(row: Pick<ClaimedWebhookDelivery, 'type' | 'occurredAt' | 'data'>): string {
  return JSON.stringify({ type: row.type, timestamp: row.occurredAt.toISOString(), data: row.data });
}

/** What a pass works with. */
interface WebhookPassOptions {
  db: Db;
  clock: Clock;
  sender: WebhookSender;
  log: FastifyBaseLogger;
  /** Called once when a failed try turns an endpoint off (the owners' e-mail); its failure is logged. */
  onTurnedOff?: (endpointId: string, reason: string) => Promise<unknown>;
}

/**
 * One pass of the webhooks' worker (docs/integrations.md#delivery): claims due deliveries of enabled
 * endpoints batch after batch, signs and posts each, and records delivered, a retry with backoff, or failed;
 * each failed try counts against its endpoint, which the 20th in a row turns off.
 */
export async function sendDueWebhooks(
  options: WebhookPassOptions & { batchSize?: number; isStopping?: () => boolean },
): Promise<WebhookPassCounts> {
  const counts: WebhookPassCounts = { delivered: 0, retried: 0, failed: 0 };
  for (;;) {
    if (options.isStopping?.()) return counts;
    const now = options.clock.now();
    const claimed = await claimDueWebhookDeliveries(options.db, {
      now,
      leaseUntil: new Date(now.getTime() + WEBHOOK_LEASE_MS),
      limit: options.batchSize ?? BATCH_SIZE,
    });
    if (claimed.length === 0) return counts;
    const outcomes = await Promise.all(claimed.map((row) => deliverOne(options, row)));
    for (const outcome of outcomes) if (outcome) counts[outcome] += 1;
  }
}

async function deliverOne(
  options: WebhookPassOptions,
  row: ClaimedWebhookDelivery,
): Promise<keyof WebhookPassCounts | undefined> {
  // A row claimed more often than it may be tried: its earlier claims died mid-send (the lease ran out).
  if (row.attempts > MAX_WEBHOOK_ATTEMPTS) {
    const done = options.clock.now();
    await recordWebhookOutcome(options.db, row, {
      status: 'failed',
      lastStatusCode: row.lastStatusCode,
      lastError: webhookReasons.unconfirmed,
      finishedAt: done,
    });
    return 'failed';
  }
  const body = webhookBodyOf(row);
  const timestamp = Math.floor(options.clock.now().getTime() / 1000);
  let result: WebhookResult;
  try {
    result = await options.sender.send({
      url: row.url,
      body,
      headers: {
        'webhook-id': row.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook({ secret: row.secret, id: row.id, timestamp, body }),
      },
    });
  } catch (error) {
    options.log.error({ err: error, deliveryId: row.id }, 'falha inesperada ao enviar um webhook');
    result = { statusCode: null, error: webhookReasons.unexpected };
  }
  const done = options.clock.now();
  const isDelivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  if (isDelivered) {
    const written = await recordWebhookOutcome(options.db, row, {
      status: 'delivered',
      lastStatusCode: result.statusCode,
      lastError: null,
      finishedAt: done,
    });
    if (written) await resetWebhookFailures(options.db, row.endpointId);
    return written ? 'delivered' : undefined;
  }
  const lastError = result.statusCode === null ? result.error : webhookReasons.status(result.statusCode);
  const retryAt = nextWebhookAttemptAt(row.attempts, done);
  const written = await recordWebhookOutcome(options.db, row, {
    status: retryAt ? 'pending' : 'failed',
    lastStatusCode: result.statusCode,
    lastError,
    finishedAt: retryAt ? null : done,
    ...(retryAt ? { nextAttemptAt: retryAt } : {}),
  });
  if (!written) return undefined;
  const reason = disabledReasonOf(lastError);
  const isTurnedOff = await countWebhookFailure(options.db, {
    endpointId: row.endpointId,
    limit: WEBHOOK_FAILURES_TO_DISABLE,
    reason,
    now: done,
  });
  if (isTurnedOff) {
    options.log.warn({ endpointId: row.endpointId }, 'webhook desligado após falhas seguidas');
    await options.onTurnedOff?.(row.endpointId, reason).catch((error: unknown) => {
      options.log.error(
        { err: error, endpointId: row.endpointId },
        'falha ao avisar o dono de um webhook desligado',
      );
    });
  }
  return retryAt ? 'retried' : 'failed';
}
