import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { LiveStreamSettings } from '../../config';
import { RateLimitError } from '../../plugins/rate-limit.plugin';

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

/** Who opens a stream: a diner's session (its consumer) or a merchant's token, and from which address. */
export type StreamHolder = { consumerId: string } | { merchantToken: string };

/**
 * The key of a merchant token: its `jti` when it has one (one login), else a hash of the token string, so
 * the token itself is never kept. Called only after the token was verified.
 */
export function merchantTokenKey(token: string): string {
  const { jti } = decodeJwt(token);
  if (typeof jti === 'string' && jti.length > 0) return `jti:${jti}`;
  return `sha256:${createHash('sha256').update(token).digest('base64url')}`;
}

/** The caps a new stream counts against (docs/security.md, "Live streams"). */
export function liveStreamRules(
  settings: LiveStreamSettings,
  holder: StreamHolder,
  address: string,
): StreamQuotaRule[] {
  const own: StreamQuotaRule =
    'consumerId' in holder
      ? { key: `diner:${holder.consumerId}`, max: settings.perDiner, message: HOLDER_FULL_MESSAGE }
      : {
          key: `token:${merchantTokenKey(holder.merchantToken)}`,
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
