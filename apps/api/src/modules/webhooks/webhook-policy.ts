/**
 * The delays after each failed try (docs/integrations.md#delivery): the first try is at once (the worker
 * runs every second), then 10 s, 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and 14 h: nine tries over 31 h 36 min,
 * so a receiver down for a whole day still gets the event.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  10_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
] as const;

/** Tries of one delivery before it is `failed`. */
export const MAX_WEBHOOK_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** Failed tries in a row after which the endpoint is turned off. */
export const WEBHOOK_FAILURES_TO_DISABLE = 20;

/** How long a claim keeps a row from other workers: the 10 s send and a margin. */
export const WEBHOOK_LEASE_MS = 30_000;

/** When a delivery whose `attempts`-th try failed is tried again; undefined when it is out of tries. */
export function nextWebhookAttemptAt(attempts: number, now: Date): Date | undefined {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? undefined : new Date(now.getTime() + delay);
}

/** The reason an endpoint turned off shows the owner (pt-BR), ending with the last failure's. */
export function disabledReasonOf(lastError: string): string {
  return `Desligado após ${WEBHOOK_FAILURES_TO_DISABLE} falhas seguidas: ${lastError}`;
}
