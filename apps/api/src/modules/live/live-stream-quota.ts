import type { LiveStreamSettings } from '#api/config';
import { RateLimitError } from '#api/modules/rate-limit/rate-limit-error';

/** One cap an opening stream counts against: at most `max` open streams under `key`. */
export interface StreamQuotaRule {
  key: string;
  max: number;
  /** The 429's pt-BR message. */
  message: string;
}

/**
 * How long a refused client is told to wait: a slot frees when another stream of the same holder closes,
 * at a time nobody knows; the web client's own back-off tops out at the same 30 s.
 */
export const LIVE_STREAM_RETRY_AFTER_SECONDS = 30;

const HOLDER_FULL_MESSAGE =
  'Muitas atualizações ao vivo abertas nesta sessão. Feche outras abas do SuaVez: esta tela continua se ' +
  'atualizando sozinha.';
const ADDRESS_FULL_MESSAGE =
  'Muitas atualizações ao vivo abertas a partir desta rede. Esta tela continua se atualizando sozinha; ' +
  'tente novamente em instantes.';

/**
 * Who opens a stream: a consumer's session (its consumer) or a merchant's token, by its login session (the
 * verified token's `jti`: one login, whichever copy of the token; the token itself is never kept).
 */
export type StreamHolder = { consumerId: string } | { merchantSessionId: string };

/** The caps a new stream counts against (docs/security.md, "Live streams"). */
export function liveStreamRules(
  settings: LiveStreamSettings,
  holder: StreamHolder,
  address: string,
): StreamQuotaRule[] {
  const own: StreamQuotaRule =
    'consumerId' in holder
      ? { key: `consumer:${holder.consumerId}`, max: settings.perConsumer, message: HOLDER_FULL_MESSAGE }
      : {
          key: `token:jti:${holder.merchantSessionId}`,
          max: settings.perMerchantToken,
          message: HOLDER_FULL_MESSAGE,
        };
  return [own, { key: `address:${address}`, max: settings.perAddress, message: ADDRESS_FULL_MESSAGE }];
}

/**
 * This process's count of open streams per holder and per address. Streams live in one process's memory,
 * so the caps are per process too. Checking and counting are one synchronous step: two streams opened at
 * the same moment cannot both take the last slot.
 */
export class LiveStreamQuota {
  private readonly open = new Map<string, number>();

  /**
   * Counts one stream against every rule and answers the function that gives it back (safe to call more
   * than once); throws RateLimitError (429) and counts nothing when any rule is already at its max.
   */
  acquire(rules: StreamQuotaRule[]): () => void {
    for (const rule of rules) {
      if (this.countOf(rule.key) >= rule.max) {
        throw new RateLimitError(rule.message, LIVE_STREAM_RETRY_AFTER_SECONDS);
      }
    }
    for (const rule of rules) this.open.set(rule.key, this.countOf(rule.key) + 1);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      for (const rule of rules) {
        const count = this.countOf(rule.key) - 1;
        if (count > 0) this.open.set(rule.key, count);
        else this.open.delete(rule.key);
      }
    };
  }

  /** Streams counted under `key` now. */
  countOf(key: string): number {
    return this.open.get(key) ?? 0;
  }

  /** How many keys hold at least one stream (nothing is kept for a key whose streams all closed). */
  get keyCount(): number {
    return this.open.size;
  }
}
