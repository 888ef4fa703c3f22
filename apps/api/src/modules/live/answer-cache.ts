import { setNewest } from '#api/lib/bounded-map';
import type { Clock } from '#api/lib/clock';

/**
 * What an answer was read from: a merchant (its profile, its entries, its orders: a change to any of them
 * can move a consumer's position) or a consumer (name, phone). The database names the tags it invalidates
 * (migrations 0004 and 0006); the readers name the tags of what they read.
 */
export type AnswerTag = `merchant:${string}` | `consumer:${string}`;

/** One cached answer: the JSON text exactly as the route serialized it, and its compressed forms. */
export interface CachedAnswer {
  readonly body: string;
  /** The body's length in UTF-8 bytes, measured once when kept. */
  readonly byteLength: number;
  /** Filled on the first hit asking for each encoding. */
  readonly encoded: Map<'br' | 'gzip', Buffer>;
}

interface Entry extends CachedAnswer {
  readonly tags: readonly AnswerTag[];
  /** The invalidation counter when the read began: the answer is current as of then. */
  readonly asOf: number;
  /**
   * On the app's clock: the earlier of a deadline in the answer (a consumer's call, which changes the answer
   * without any write) and the time to live, which also bounds how old a wait estimate can get.
   */
  readonly notAfter: number;
}

/** Counters for the benchmark and the logs. */
export interface AnswerCacheStats {
  hits: number;
  misses: number;
  stores: number;
  /** Reads that finished after something they read had changed: answered, not kept. */
  refused: number;
  invalidations: number;
  flushes: number;
}

export interface AnswerCacheOptions {
  /** The app's clock, for deadlines and the time to live. */
  clock: Clock;
  /** Answers kept at most (the oldest go first). */
  maxEntries?: number;
  /** Tags remembered at most; past this everything is dropped and counting starts over. */
  maxTags?: number;
  /** How long an answer is kept at most, even if nothing says it changed. */
  ttlMs?: number;
}

/**
 * Answers kept per process: 10 000 waiting consumers and their tables' orders
 * (docs/architecture.md#answer-cache). An answer is
 * 1-3 KB with its compressed form, so some tens of MB at most. Past it the oldest go first.
 */
export const MAX_ANSWERS = 25_000;

/**
 * How long an answer is kept when no change reaches it: not what keeps answers fresh (notifications do),
 * but the bound on what changes with time alone (the wait estimate's learned model is re-read every 10
 * minutes) and a safety net.
 */
export const ANSWER_TTL_MS = 60_000;

/**
 * The consumers' polled answers (`GET /queue?consumerId`, `GET /order`), kept in this process until the
 * database says something they were read from changed. Invalidation is by tag and lazy: each tag
 * remembers when it last changed, and an answer is valid while none of its tags changed after its read
 * began. A read that overlapped a change is answered but not kept (`store` refuses it), so an answer read
 * before a commit can never outlive that commit's notification. While the process is not listening to
 * the database (`setAvailable(false)`), nothing is read from or kept in the cache.
 */
export class AnswerCache {
  readonly stats: AnswerCacheStats = {
    hits: 0,
    misses: 0,
    stores: 0,
    refused: 0,
    invalidations: 0,
    flushes: 0,
  };
  private readonly entries = new Map<string, Entry>();
  private readonly changedAt = new Map<AnswerTag, number>();
  private counter = 0;
  private flushedAt = 0;
  private available = false;
  private readonly clock: Clock;
  private readonly maxEntries: number;
  private readonly maxTags: number;
  private readonly ttlMs: number;

  constructor(options: AnswerCacheOptions) {
    this.clock = options.clock;
    this.maxEntries = options.maxEntries ?? MAX_ANSWERS;
    this.maxTags = options.maxTags ?? 100_000;
    this.ttlMs = options.ttlMs ?? ANSWER_TTL_MS;
  }

  /** Answers held now. */
  get size(): number {
    return this.entries.size;
  }

  /** Whether the cache is in use (the process listens to the database's notifications). */
  get isAvailable(): boolean {
    return this.available;
  }

  /**
   * Turns the cache on (listening) or off (listening lost: what was kept may miss a change). Either way
   * it starts empty, and a read that began before is not kept: it may have missed a change whose
   * notification came while nobody listened.
   */
  setAvailable(available: boolean): void {
    this.flush();
    this.available = available;
  }

  /** Call before reading what `store` will keep: the point the read is current as of. */
  begin(): number {
    return this.counter;
  }

  /** The kept answer for `key`, or undefined (none, expired, or something it was read from changed). */
  get(key: string): CachedAnswer | undefined {
    if (!this.available) return undefined;
    const entry = this.entries.get(key);
    if (entry && this.isCurrent(entry)) {
      this.stats.hits += 1;
      return entry;
    }
    if (entry) this.entries.delete(key);
    this.stats.misses += 1;
    return undefined;
  }

  /**
   * Keeps `body` for `key` unless one of `tags` changed since `asOf` (from `begin`, taken before the
   * read). `notAfter` (app clock) ends it early. Answers whether it was kept.
   */
  store(
    key: string,
    body: string,
    tags: readonly AnswerTag[],
    asOf: number,
    notAfter?: Date | null,
  ): boolean {
    if (!this.available || !this.unchangedSince(tags, asOf)) {
      this.stats.refused += 1;
      return false;
    }
    const expires = this.clock.now().getTime() + this.ttlMs;
    const entry: Entry = {
      body,
      byteLength: Buffer.byteLength(body),
      encoded: new Map(),
      tags,
      asOf,
      notAfter: notAfter ? Math.min(notAfter.getTime(), expires) : expires,
    };
    setNewest(this.entries, key, entry, this.maxEntries);
    this.stats.stores += 1;
    return true;
  }

  /** Something read under `tag` changed: every answer that read it is stale from now on. */
  invalidate(tag: AnswerTag): void {
    this.counter += 1;
    this.stats.invalidations += 1;
    if (!this.changedAt.has(tag) && this.changedAt.size >= this.maxTags) {
      this.flush();
      return;
    }
    this.changedAt.set(tag, this.counter);
  }

  /** Drops everything (notifications may have been missed). */
  flush(): void {
    this.counter += 1;
    this.flushedAt = this.counter;
    this.entries.clear();
    this.changedAt.clear();
    this.stats.flushes += 1;
  }

  private isCurrent(entry: Entry): boolean {
    if (entry.notAfter <= this.clock.now().getTime()) return false;
    return this.unchangedSince(entry.tags, entry.asOf);
  }

  private unchangedSince(tags: readonly AnswerTag[], asOf: number): boolean {
    if (this.flushedAt > asOf) return false;
    for (const tag of tags) {
      if ((this.changedAt.get(tag) ?? 0) > asOf) return false;
    }
    return true;
  }
}
