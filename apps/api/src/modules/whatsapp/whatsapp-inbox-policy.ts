// How the inbox worker tries, retries and gives up (docs/whatsapp.md#inbox-worker).

const SECOND = 1000;

/** Tries per inbox row, the first included. */
export const MAX_INBOX_ATTEMPTS = 5;

/** The wait after each failed try before the next one: a fault worth retrying is most often a short one. */
export const INBOX_RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 30 * SECOND, 120 * SECOND, 600 * SECOND];

/**
 * How long a claimed row is the claimer's. Processing is a few statements in one transaction: only a
 * process that died mid-row leaves a lease to run out, and the row is then tried again.
 */
export const INBOX_LEASE_MS = 60 * SECOND;

/** When to try again after try number `attempts` (1 = the first) failed, or null when that was the last. */
export function nextInboxAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_INBOX_ATTEMPTS) return null;
  const delay = INBOX_RETRY_DELAYS_MS[Math.max(0, attempts - 1)];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** Why a row was processed without an answer (`whatsapp_inbox.outcome`); null when it was answered or applied. */
export const inboxOutcomes = {
  /** Over the phone's limit (WHATSAPP_INBOUND_PER_PHONE): kept, not answered. */
  overLimit: 'limite',
  /** A status of a message the outbox does not know (sent by another system, or its row deleted). */
  unknownMessage: 'mensagem desconhecida',
  /** A status that changes nothing: `sent`, or a `delivered` after `read`. */
  unchanged: 'sem efeito',
  /** Given up after its tries. */
  gaveUp: 'erro',
} as const;

/** pt-BR reasons kept in `last_error` (never an exception's text, which stays in the log). */
export const inboxErrors = {
  failed: 'Erro ao processar a mensagem; nova tentativa em instantes.',
  unconfirmed: `Sem confirmação do processamento após ${MAX_INBOX_ATTEMPTS} tentativas.`,
} as const;
