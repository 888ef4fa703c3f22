import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#api/lib/clock';
import { CheckedTokens } from './checked-tokens';
import { type CachedMerchantSession, MerchantSessionCache } from './merchant-session-cache';

const ANA: CachedMerchantSession = { userId: 'u1', merchantId: 'm1', role: 'host', name: 'Ana' };
const BIA: CachedMerchantSession = { userId: 'u2', merchantId: 'm1', role: 'waiter', name: 'Bia' };

function makeCache(options: { maxEntries?: number } = {}) {
  const clock = new ManualClock();
  const cache = new MerchantSessionCache({ clock, ttlMs: 60_000, ...options });
  cache.setAvailable(true);
  const in12h = new Date(clock.now().getTime() + 12 * 3600_000);
  return { cache, clock, in12h };
}

describe('MerchantSessionCache', () => {
  it('keeps a session for its own user and merchant only', () => {
    const { cache, in12h } = makeCache();
    cache.store('s1', ANA, cache.begin(), in12h);
    expect(cache.get('s1', 'u1', 'm1')).toMatchObject({ role: 'host', name: 'Ana' });
    // The same session id under another user or merchant is never answered from here.
    expect(cache.get('s1', 'u2', 'm1')).toBeUndefined();
    expect(cache.get('s1', 'u1', 'm2')).toBeUndefined();
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2, stores: 1 });
  });

  it('drops a session when it ends, and every session of a person who changed', () => {
    const { cache, in12h } = makeCache();
    cache.store('s1', ANA, cache.begin(), in12h);
    cache.store('s2', ANA, cache.begin(), in12h);
    cache.store('s3', BIA, cache.begin(), in12h);
    cache.invalidate('session:s1');
    expect(cache.get('s1', 'u1', 'm1')).toBeUndefined();
    expect(cache.get('s2', 'u1', 'm1')).toBeDefined();
    cache.invalidate('merchant-user:u1');
    expect(cache.get('s2', 'u1', 'm1')).toBeUndefined();
    expect(cache.get('s3', 'u2', 'm1')).toBeDefined();
  });

  it('refuses a read that overlapped any session change (read before a revocation, kept after it)', () => {
    const { cache, in12h } = makeCache();
    const asOf = cache.begin();
    cache.invalidate('session:s9');
    expect(cache.store('s1', ANA, asOf, in12h)).toBe(false);
    expect(cache.get('s1', 'u1', 'm1')).toBeUndefined();
    expect(cache.stats.refused).toBe(1);
  });

  it("ends a session at the token's expiry or after the time to live, on the app's clock", () => {
    const { cache, clock } = makeCache();
    cache.store('soon', ANA, cache.begin(), new Date(clock.now().getTime() + 1000));
    cache.store('late', BIA, cache.begin(), new Date(clock.now().getTime() + 3600_000));
    clock.advance(1000);
    expect(cache.get('soon', 'u1', 'm1')).toBeUndefined();
    expect(cache.get('late', 'u2', 'm1')).toBeDefined();
    clock.advance(59_000);
    expect(cache.get('late', 'u2', 'm1')).toBeUndefined();
  });

  it('keeps nothing while off (not listening), starts empty when on again, and holds at most its size', () => {
    const { cache, in12h } = makeCache({ maxEntries: 2 });
    cache.store('s1', ANA, cache.begin(), in12h);
    cache.setAvailable(false);
    expect(cache.get('s1', 'u1', 'm1')).toBeUndefined();
    expect(cache.store('s1', ANA, cache.begin(), in12h)).toBe(false);
    cache.setAvailable(true);
    expect(cache.get('s1', 'u1', 'm1')).toBeUndefined();
    for (const id of ['a', 'b', 'c']) cache.store(id, ANA, cache.begin(), in12h);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 'u1', 'm1')).toBeUndefined();
  });
});

describe('CheckedTokens', () => {
  const key = new TextEncoder().encode('k'.repeat(43));
  const sign = (secret = key) =>
    new SignJWT({ merchant: 'm1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(2_000)
      .sign(secret);
  const claims = { merchantId: 'm1', userId: 'u1', sessionId: 's1', expiresAtMs: 2_000_000 };

  it('answers a remembered token while its signature checks and it has not expired', async () => {
    const checked = new CheckedTokens(key);
    const token = await sign();
    expect(checked.recheck(token, 0)).toBeUndefined();
    checked.remember(token, claims);
    expect(checked.recheck(token, 1_999_999)).toEqual(claims);
    expect(checked.recheck(token, 2_000_000)).toBeUndefined();
  });

  it('never answers a token whose signature does not check (another key), even if remembered', async () => {
    const checked = new CheckedTokens(key);
    const forged = await sign(new TextEncoder().encode('x'.repeat(43)));
    checked.remember(forged, claims);
    expect(checked.recheck(forged, 0)).toBeUndefined();
    expect(checked.recheck(`${forged.slice(0, -2)}`, 0)).toBeUndefined();
  });
});
