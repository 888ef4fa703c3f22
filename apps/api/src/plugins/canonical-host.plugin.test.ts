import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '#test/test-app';
import { aliasOfCanonicalHost } from './canonical-host.plugin';

describe('aliasOfCanonicalHost', () => {
  it.each([
    ['www.suavez.app', 'suavez.app'],
    ['suavez.app', 'www.suavez.app'],
  ])('%s has the alias %s', (canonical, alias) => {
    expect(aliasOfCanonicalHost(canonical)).toBe(alias);
  });
});

describe('canonical host redirect', () => {
  const dist = mkdtempSync(join(tmpdir(), 'suavez-dist-'));

  // Declared before the apps: the build is written before they start, and removed after they close.
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SuaVez</title><div id="root"></div>');
  });
  afterAll(async () => rmSync(dist, { recursive: true, force: true }));
  const withHost = useTestApp({ config: { webDistDir: dist, canonicalHost: 'www.suavez.app' } });
  const withoutHost = useTestApp({ config: { webDistDir: dist } });

  it.each([
    ['/qr-business-card', 'http://www.suavez.app/qr-business-card'],
    ['/', 'http://www.suavez.app/'],
    [
      '/blog/fila-virtual?utm_source=instagram',
      'http://www.suavez.app/blog/fila-virtual?utm_source=instagram',
    ],
    ['/favicon.svg', 'http://www.suavez.app/favicon.svg'],
  ])('sends GET %s on the bare domain to the www host with a 301', async (url, location) => {
    const res = await withHost.app.inject({ method: 'GET', url, headers: { host: 'suavez.app' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('matches the host case-insensitively and ignores its port', async () => {
    const res = await withHost.app.inject({
      method: 'HEAD',
      url: '/qr-business-card',
      headers: { host: 'SuaVez.App:8080' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('http://www.suavez.app/qr-business-card');
  });

  it('keeps https behind the production proxy (x-forwarded-proto)', async () => {
    const production = await createTestApp({
      config: { webDistDir: dist, canonicalHost: 'www.suavez.app', isProduction: true },
    });
    try {
      const res = await production.app.inject({
        method: 'GET',
        url: '/qr-business-card',
        headers: { host: 'suavez.app', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://www.suavez.app/qr-business-card');
    } finally {
      await production.close();
    }
  });

  it('serves the page itself on the canonical host', async () => {
    const res = await withHost.app.inject({
      method: 'GET',
      url: '/qr-business-card',
      headers: { host: 'www.suavez.app' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    ['GET', '/health'],
    ['GET', '/ready'],
    ['GET', '/metrics'],
    ['GET', '/api/flag'],
    ['POST', '/api/contact'],
  ])('leaves %s %s alone on the bare domain (calls and probes answer on any name)', async (method, url) => {
    const res = await withHost.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { host: 'suavez.app' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).not.toBe(301);
  });

  it('leaves any other host alone', async () => {
    const res = await withHost.app.inject({
      method: 'GET',
      url: '/qr-business-card',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('redirects nothing when CANONICAL_HOST is unset', async () => {
    const res = await withoutHost.app.inject({
      method: 'GET',
      url: '/qr-business-card',
      headers: { host: 'suavez.app' },
    });
    expect(res.statusCode).toBe(200);
  });
});
