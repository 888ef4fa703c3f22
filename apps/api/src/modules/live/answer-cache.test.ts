import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#api/lib/clock';
import { AnswerCache, type AnswerTag } from './answer-cache';

const M1: AnswerTag = 'merchant:1';
const M2: AnswerTag = 'merchant:2';
const C1: AnswerTag = 'consumer:1';

function makeCache(options: { maxEntries?: number; maxTags?: number } = {}) {
  const clock = new ManualClock();
  const cache = new AnswerCache({ clock, ttlMs: 60_000, ...options });
  cache.setAvailable(true);
  return { cache, clock };
}

describe('AnswerCache', () => {
  it('keeps an answer until one of its tags changes, and only that one', () => {
    const { cache } = makeCache();
    cache.store('a', 'A', [M1, C1], cache.begin());
    cache.store('b', 'B', [M2], cache.begin());
    expect(cache.get('a')?.body).toBe('A');
    cache.invalidate(C1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('B');
    expect(cache.stats).toMatchObject({ hits: 2, misses: 1, stores: 2, invalidations: 1 });
  });

  it('refuses a read that overlapped a change of what it read (read before the commit, kept after it)', () => {
    const { cache } = makeCache();
    const asOf = cache.begin();
    cache.invalidate(M1); // the commit's notification arrives while the read is in flight
    expect(cache.store('a', 'stale', [M1], asOf)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    // A change of something else does not stop it.
    const again = cache.begin();
    cache.invalidate(M2);
    expect(cache.store('a', 'fresh', [M1], again)).toBe(true);
    expect(cache.get('a')?.body).toBe('fresh');
  });

  it("ends an answer at its deadline, and after the time to live, on the app's clock", () => {
    const { cache, clock } = makeCache();
    cache.store('called', 'C', [M1], cache.begin(), new Date(clock.now().getTime() + 1000));
    cache.store('waiting', 'W', [M1], cache.begin());
    clock.advance(999);
    expect(cache.get('called')?.body).toBe('C');
    clock.advance(1);
    expect(cache.get('called')).toBeUndefined();
    clock.advance(58_999);
    expect(cache.get('waiting')?.body).toBe('W');
    clock.advance(1);
    expect(cache.get('waiting')).toBeUndefined();
  });

  it('is off, and forgets everything, while the process is not listening', () => {
    const { cache } = makeCache();
    cache.store('a', 'A', [M1], cache.begin());
    const asOf = cache.begin();
    cache.setAvailable(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.store('b', 'B', [M2], cache.begin())).toBe(false);
    cache.setAvailable(true);
    expect(cache.get('a')).toBeUndefined();
    // A read that began before listening was lost may have missed a change: not kept.
    expect(cache.store('c', 'C', [M2], asOf)).toBe(false);
  });

  it('drops the oldest answer past the size limit, and everything past the tag limit', () => {
    const { cache } = makeCache({ maxEntries: 2, maxTags: 2 });
    cache.store('a', 'A', [M1], cache.begin());
    cache.store('b', 'B', [M1], cache.begin());
    cache.store('c', 'C', [M2], cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    const flushes = cache.stats.flushes;
    cache.invalidate('consumer:x');
    cache.invalidate('consumer:y');
    expect(cache.get('c')?.body).toBe('C');
    cache.invalidate('consumer:z'); // a third tag: forget them all, and every answer with them
    expect(cache.size).toBe(0);
    expect(cache.stats.flushes).toBe(flushes + 1);
  });

  it('never answers what was read before the last change of any of its tags (model check)', () => {
    const tags: AnswerTag[] = [M1, M2, C1, 'consumer:2'];
    const keys = ['a', 'b', 'c'];
    type Step =
      | { op: 'begin'; key: string; tags: AnswerTag[] }
      | { op: 'finish'; slot: number }
      | { op: 'invalidate'; tag: AnswerTag }
      | { op: 'get'; key: string }
      | { op: 'toggle' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        op: fc.constant('begin' as const),
        key: fc.constantFrom(...keys),
        tags: fc.subarray(tags, { minLength: 1 }),
      }),
      fc.record({ op: fc.constant('finish' as const), slot: fc.nat(5) }),
      fc.record({ op: fc.constant('invalidate' as const), tag: fc.constantFrom(...tags) }),
      fc.record({ op: fc.constant('get' as const), key: fc.constantFrom(...keys) }),
      fc.constant({ op: 'toggle' as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { cache } = makeCache({ maxEntries: 2, maxTags: 3 });
        // The model: a logical time per event; each tag's last change; a read's start time.
        let time = 0;
        let listeningChangedAt = 0;
        const lastChange = new Map<AnswerTag, number>();
        const reads: { key: string; tags: AnswerTag[]; asOf: number; startedAt: number }[] = [];
        const body = (read: { startedAt: number; tags: AnswerTag[] }) => JSON.stringify(read);
        for (const s of steps) {
          time += 1;
          if (s.op === 'begin')
            reads.push({ key: s.key, tags: s.tags, asOf: cache.begin(), startedAt: time });
          else if (s.op === 'finish' && reads.length > 0) {
            const [read] = reads.splice(s.slot % reads.length, 1);
            if (read) cache.store(read.key, body(read), read.tags, read.asOf);
          } else if (s.op === 'invalidate') {
            lastChange.set(s.tag, time);
            cache.invalidate(s.tag);
          } else if (s.op === 'toggle') {
            cache.setAvailable(!cache.isAvailable);
            listeningChangedAt = time;
          } else if (s.op === 'get') {
            const hit = cache.get(s.key);
            if (!hit) continue;
            const read = JSON.parse(hit.body) as { startedAt: number; tags: AnswerTag[] };
            expect(cache.isAvailable).toBe(true);
            // Begun after listening (re)started, and after the last change of everything it read.
            expect(read.startedAt).toBeGreaterThan(listeningChangedAt);
            for (const tag of read.tags) expect(read.startedAt).toBeGreaterThan(lastChange.get(tag) ?? 0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
