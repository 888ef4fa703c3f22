import { afterEach, describe, expect, it, vi } from 'vitest';
import { addOrderItem, createIdempotencyKey } from './add-order-item.api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const created = () => new Response(JSON.stringify({ id: 'u1' }), { status: 201 });

describe('addOrderItem', () => {
  it('sends one Idempotency-Key per call and the same key on each retry after no answer', async () => {
    const fetchMock = vi
      .fn<(url: string, init: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 'UNAVAILABLE', message: 'x' }), { status: 503 }),
      )
      .mockResolvedValueOnce(created())
      .mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    const first = addOrderItem('o1', 'i1');
    await vi.runAllTimersAsync();
    await first;
    await addOrderItem('o1', 'i1');
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('does not retry an answer the server gave (a refusal is final)', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'INVALID_TRANSITION', message: 'Não.' }), { status: 409 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(addOrderItem('o1', 'i1')).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('createIdempotencyKey', () => {
  it('makes distinct keys, also where crypto.randomUUID is missing (plain-http origins)', () => {
    expect(createIdempotencyKey()).not.toBe(createIdempotencyKey());
    const realCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => realCrypto.getRandomValues(bytes) });
    const key = createIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toBe(createIdempotencyKey());
  });
});
