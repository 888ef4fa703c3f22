import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

describe('app shell', () => {
  const dist = mkdtempSync(join(tmpdir(), 'suavez-dist-'));

  // Declared before the app: the build is written before it starts, and removed after it closes.
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SuaVez</title><div id="root"></div>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  });
  afterAll(async () => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp({ config: { webDistDir: dist } });

  it('answers /health while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('keeps /health 200 while the process drains (SIGTERM): /ready is what sends the load balancer away', async () => {
    t.app.ctx.lifecycle.isDraining = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
    } finally {
      t.app.ctx.lifecycle.isDraining = false;
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it.each(['/merchant/hall', '/queue', '/queue/catalog?qoid=x', '/', '/c/praca', '/rota/que/nao/existe'])(
    'serves the SPA for the deep link %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/nao-existe', '/api', '/api/queue/x/y', '/assets/missing.js'])(
    'answers a JSON 404 for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Rota não encontrada.' });
    },
  );

  it('answers a JSON 404 for an unknown API call of any method', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nada', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Rota não encontrada.');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBe('req-12345678');
    const other = await t.app.inject({ method: 'GET', url: '/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives the API's JSON answers the security headers that act on them, an error's included", async () => {
    for (const url of ['/api/merchant?id=00000000-0000-4000-8000-000000000000', '/api/nada']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'req-87654321' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-request-id']).toBe('req-87654321');
      // What acts on documents only stays on the pages.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['origin-agent-cluster']).toBeUndefined();
    }
    // The OpenAPI explorer under /api is a page.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(String(docs.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('turns malformed JSON into a pt-BR 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'MALFORMED_BODY',
      message: 'O corpo da requisição não é um JSON válido.',
    });
  });

  it('refuses an unreadable content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/x-nada' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('A requisição é grande demais.');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/account/login', '/api/account/validate', '/api/flag']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers feature flags from configuration; unknown flags are off', async () => {
    const known = await t.app.inject({
      method: 'GET',
      url: '/api/flag',
      headers: { 'x-feature-flag': 'SMS_VERIFICATION_ACCOUNT' },
    });
    expect(known.json()).toEqual({ value: false });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/flag',
      headers: { 'x-feature-flag': 'NOPE' },
    });
    expect(unknown.json()).toEqual({ value: false });
  });
});

describe('app shell with SMS verification on', () => {
  const t = useTestApp({ config: { featureSmsVerification: true } });

  it('answers the SMS flag as configured, and no pages without a build', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/flag',
      headers: { 'x-feature-flag': 'SMS_VERIFICATION_ACCOUNT' },
    });
    expect(res.json()).toEqual({ value: true });
    const page = await t.app.inject({ method: 'GET', url: '/merchant' });
    expect(page.statusCode).toBe(404);
  });
});
