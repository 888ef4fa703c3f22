import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  buildApiUrl,
  communicationErrorMessage,
  resetServerBusy,
  retryAfterMs,
  toApiError,
} from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetServerBusy();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('buildApiUrl', () => {
  it('prefixes /api, drops empty values and joins arrays with commas', () => {
    expect(
      buildApiUrl('/queue/current', {
        merchantId: 'm 1',
        status: ['IN_QUEUE', 'CALLED'],
        slots: [1, 5],
        reason: undefined,
        other: null,
        public: true,
      }),
    ).toBe('/api/queue/current?merchantId=m+1&status=IN_QUEUE%2CCALLED&slots=1%2C5&public=true');
  });

  it('adds the leading slash and leaves the query out when empty', () => {
    expect(buildApiUrl('health', {})).toBe('/api/health');
  });
});

describe('toApiError', () => {
  it('keeps the server code and message', () => {
    const error = toApiError(409, { code: 'CONFLICT', message: 'Você já está na fila.' });
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Você já está na fila.' });
  });

  it('keeps a known code, and without a message says the communication failed', () => {
    expect(toApiError(404, { code: 'NOT_FOUND' })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Erro de comunicação com o servidor.',
    });
    expect(toApiError(502, { error: 'Bad Gateway' })).toMatchObject({
      code: 'UNKNOWN',
      message: communicationErrorMessage(),
    });
    expect(toApiError(500, undefined).message).toBe(communicationErrorMessage());
  });
});

describe('apiFetch', () => {
  it('sends JSON and parses the answer through the schema', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'c1', phoneVerified: false }));
    const schema = { parse: (data: unknown) => ({ ...(data as object), parsed: true }) };
    const result = await apiFetch('/consumer', { method: 'POST', body: { phone: '1', name: 'Ana' }, schema });
    expect(result).toEqual({ id: 'c1', phoneVerified: false, parsed: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/consumer');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"phone":"1","name":"Ana"}',
    });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('sends no body nor content type for an empty call and resolves undefined on 204', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(
      apiFetch('/queue/checkin', { method: 'POST', query: { queueId: 'q1' } }),
    ).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeNull();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('throws ApiError with the server body on a non-2xx', async () => {
    stubFetch(Response.json({ code: 'UNAUTHENTICATED', message: 'Sessão inválida.' }, { status: 401 }));
    const error = await apiFetch('/merchant/full').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Sessão inválida.' });
  });

  it('uses the communication message when the error body is not JSON', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(apiFetch('/queue')).rejects.toMatchObject({
      status: 502,
      message: communicationErrorMessage(),
    });
  });

  it('reports a schema mismatch as INVALID_RESPONSE', async () => {
    stubFetch(Response.json({ unexpected: true }));
    const schema = {
      parse: () => {
        throw new Error('mismatch');
      },
    };
    await expect(apiFetch('/queue', { schema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('turns a network failure into NETWORK_ERROR but lets aborts through', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(apiFetch('/queue')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new DOMException('aborted', 'AbortError')));
    await expect(apiFetch('/queue')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a server shedding load (503 with Retry-After)', () => {
  it('reads Retry-After in seconds or as a date, capped at a minute', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('3600', now)).toBe(60_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('logo', now)).toBeNull();
  });

  it('holds the next reads until Retry-After has passed, and still sends what a person asked for', async () => {
    vi.useFakeTimers();
    const busy = {
      code: 'UNAVAILABLE',
      message: 'Muito movimento agora. Tente novamente em alguns segundos.',
    };
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      fetchMock.mock.calls.length === 1
        ? new Response(JSON.stringify(busy), {
            status: 503,
            headers: { 'content-type': 'application/json', 'retry-after': '2' },
          })
        : new Response(JSON.stringify({ method: init.method }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/queue')).rejects.toMatchObject({ status: 503, message: busy.message });
    const poll = apiFetch('/queue');
    await vi.advanceTimersByTimeAsync(1900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/queue', { method: 'POST', body: {} })).resolves.toEqual({ method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1200); // Retry-After plus at most 1 s of jitter
    await expect(poll).resolves.toEqual({ method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('lets an aborted read go at once', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response('{}', { status: 503, headers: { 'retry-after': '30' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/queue')).rejects.toBeInstanceOf(ApiError);
    const controller = new AbortController();
    const poll = apiFetch('/queue', { signal: controller.signal });
    controller.abort();
    await expect(poll).rejects.toMatchObject({ name: 'AbortError' });
  });
});
