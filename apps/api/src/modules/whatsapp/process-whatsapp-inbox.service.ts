import { canonicalWaId } from '@suavez/shared/domain/whatsapp-command';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimit } from '#api/config';
import type { Db } from '#api/db/client';
import type { InboxKind } from '#api/db/schema/whatsapp.schema';
import type { Clock } from '#api/lib/clock';
import { describeWhatsAppDeliveryError } from '#api/modules/notification/whatsapp-cloud.provider';
import type { CountedAttempt, RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import { RateLimitError } from '#api/modules/rate-limit/rate-limit-error';
import { readInboxStatus, toInboundWhatsAppMessage } from './read-inbox-row';
import {
  claimInboxRows,
  finishInboxRow,
  retryInboxRow,
  type WhatsAppInboxRow,
} from './whatsapp-inbox.repository';
import {
  INBOX_LEASE_MS,
  inboxErrors,
  inboxOutcomes,
  MAX_INBOX_ATTEMPTS,
  nextInboxAttemptAt,
} from './whatsapp-inbox-policy';
import type { WhatsAppMessageHandler } from './whatsapp-message-handler';
import {
  advanceNotificationDelivery,
  failSentNotification,
  type StatusChange,
} from './whatsapp-status.repository';

/** Rows claimed per batch. */
const BATCH_SIZE = 20;

/** What one pass did: rows processed (answered, applied or set aside), put back for later, given up. */
export interface InboxPassCounts {
  processed: number;
  retried: number;
  failed: number;
}

/** A pass's inputs. */
export interface ProcessWhatsAppInboxOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  counters: RateLimitCounters;
  /** Messages per phone before the rest go unanswered (WHATSAPP_INBOUND_PER_PHONE). */
  perPhone: RateLimit;
  /** The conversation; without one, message rows stay pending (statuses are still applied). */
  handler?: WhatsAppMessageHandler | undefined;
  batchSize?: number;
  /** Checked before each batch: a closing or draining server claims nothing more. */
  isStopping?: () => boolean;
}

/** The claim was taken over (its lease ran out) while this worker held it: the other worker's work stands. */
class LostClaimError extends Error {}

/**
 * One pass of the inbox worker (docs/whatsapp.md#inbox-worker): claims due pending rows batch after batch,
 * until none is due (a row put back is due later, so a pass ends), and processes each in one transaction that also marks it processed; a row whose processing throws is put
 * back with backoff, and given up after its tries with the reason.
 */
export async function processWhatsAppInbox(options: ProcessWhatsAppInboxOptions): Promise<InboxPassCounts> {
  const counts: InboxPassCounts = { processed: 0, retried: 0, failed: 0 };
  const kinds: InboxKind[] = options.handler ? ['message', 'status'] : ['status'];
  const batchSize = options.batchSize ?? BATCH_SIZE;
  for (;;) {
    if (options.isStopping?.()) return counts;
    const now = options.clock.now();
    const claimed = await claimInboxRows(options.db, {
      kinds,
      now,
      leaseUntil: new Date(now.getTime() + INBOX_LEASE_MS),
      limit: batchSize,
    });
    if (claimed.length === 0) return counts;
    // A batch holds at most one row per phone and kind (the claim's order rule): they may run side by side.
    const results = await Promise.all(claimed.map((row) => settleRow(options, row)));
    for (const result of results) if (result) counts[result] += 1;
    // No early stop on a short batch: a processed row may have let its phone's next message become due.
  }
}

/** Processes one claimed row and records what became of it; answers that (none when the claim was lost). */
async function settleRow(
  options: ProcessWhatsAppInboxOptions,
  row: WhatsAppInboxRow,
): Promise<keyof InboxPassCounts | undefined> {
  const now = options.clock.now();
  // A try beyond the last one means the previous claim's process died mid-row.
  if (row.attempts > MAX_INBOX_ATTEMPTS) {
    const isGivenUp = await finishInboxRow(options.db, row, {
      processedAt: now,
      outcome: inboxOutcomes.gaveUp,
      lastError: inboxErrors.unconfirmed,
    });
    return isGivenUp ? 'failed' : undefined;
  }
  let counted: CountedAttempt | undefined;
  try {
    if (row.kind === 'message') {
      counted = await countInbound(options, row);
      if (!counted) {
        const isSetAside = await finishInboxRow(options.db, row, {
          processedAt: now,
          outcome: inboxOutcomes.overLimit,
        });
        return isSetAside ? 'processed' : undefined;
      }
    }
    await options.db.transaction(async (tx) => {
      const outcome =
        row.kind === 'message' ? await handleMessage(options, tx, row, now) : await applyStatus(tx, row);
      if (!(await finishInboxRow(tx, row, { processedAt: now, outcome }))) throw new LostClaimError();
    });
    return 'processed';
  } catch (error) {
    await counted?.refund().catch(() => undefined);
    if (error instanceof LostClaimError) {
      options.log.info(
        { inboxId: row.id },
        'mensagem do WhatsApp retomada por outro processo; resultado descartado',
      );
      return undefined;
    }
    options.log.error(
      { err: error, inboxId: row.id, kind: row.kind },
      'falha ao processar mensagem do WhatsApp',
    );
    const nextAttemptAt = nextInboxAttemptAt(row.attempts, options.clock.now());
    if (!nextAttemptAt) {
      const isGivenUp = await finishInboxRow(options.db, row, {
        processedAt: options.clock.now(),
        outcome: inboxOutcomes.gaveUp,
        lastError: inboxErrors.unconfirmed,
      });
      return isGivenUp ? 'failed' : undefined;
    }
    const isPutBack = await retryInboxRow(options.db, row, { nextAttemptAt, lastError: inboxErrors.failed });
    return isPutBack ? 'retried' : undefined;
  }
}

/** Counts a message against its phone's limit (the canonical number); undefined when it is over. */
async function countInbound(
  options: ProcessWhatsAppInboxOptions,
  row: WhatsAppInboxRow,
): Promise<CountedAttempt | undefined> {
  try {
    return await options.counters.consume([
      { scope: 'whatsapp-inbound-phone', subject: canonicalWaId(row.waId), limit: options.perPhone },
    ]);
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    if (error.over?.count === options.perPhone.max + 1) {
      options.log.warn({ inboxId: row.id }, 'telefone passou do limite de mensagens do WhatsApp');
    }
    return undefined;
  }
}

/** Hands a message to the conversation inside the row's transaction; answered (outcome null). */
async function handleMessage(
  options: ProcessWhatsAppInboxOptions,
  tx: Db,
  row: WhatsAppInboxRow,
  now: Date,
): Promise<string | null> {
  await options.handler?.(tx, toInboundWhatsAppMessage(row), now);
  return null;
}

/** Applies a status to the outbox row its message id names; answers the row's outcome. */
async function applyStatus(tx: Db, row: WhatsAppInboxRow): Promise<string | null> {
  const status = readInboxStatus(row);
  let change: StatusChange;
  switch (status.kind) {
    case 'delivery':
      change = await advanceNotificationDelivery(tx, status);
      break;
    case 'failed':
      change = await failSentNotification(tx, {
        providerMessageId: status.providerMessageId,
        reason: describeWhatsAppDeliveryError(status.code),
        at: status.at,
      });
      break;
    case 'other':
      return inboxOutcomes.unchanged;
    default: {
      const unhandled: never = status;
      throw new Error(`Unhandled status: ${JSON.stringify(unhandled)}`);
    }
  }
  if (change === 'unknown') return inboxOutcomes.unknownMessage;
  return change === 'unchanged' ? inboxOutcomes.unchanged : null;
}
