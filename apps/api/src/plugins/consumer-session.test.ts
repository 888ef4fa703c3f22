import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '#api/app';
import type { AppError } from '#api/lib/app-error';
import { testConfig } from '#test/test-app';
import { registerAuthGuards } from './auth.plugin';
import { CONSUMER_SESSION_COOKIE, setConsumerSession } from './consumer-session';

async function buildProbe(secret = 'segredo-de-teste-com-mais-de-32-caracteres') {
  const app = Fastify();
  app.decorate('ctx', { config: testConfig({ isProduction: true }) } as AppContext);
  await app.register(cookie, { secret });
  registerAuthGuards(app);
  app.setErrorHandler((error, _request, reply) => reply.send({ error: (error as AppError).code }));
  app.post('/login/:id', async (request, reply) => {
    const provenAs = (request.query as { provenAs?: string }).provenAs;
    setConsumerSession(reply, (request.params as { id: string }).id, provenAs);
    return { ok: true };
  });
  app.setValidatorCompiler(validatorCompiler);
  app.get(
    '/me',
    {
      config: { consumer: { consumerIdIn: 'query.consumerId' } },
      schema: { querystring: z.object({ consumerId: z.string().optional() }) },
    },
    async (request) => ({ id: request.consumerId }),
  );
  return app;
}

describe('consumer session cookie', () => {
  it('is signed, httpOnly, SameSite=Lax and Secure in production', async () => {
    const app = await buildProbe();
    const res = await app.inject({ method: 'POST', url: '/login/abc' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain(`${CONSUMER_SESSION_COOKIE}=abc.`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    const value = res.cookies.find((c) => c.name === CONSUMER_SESSION_COOKIE)?.value as string;
    expect(value.startsWith('abc.')).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/me', cookies: { [CONSUMER_SESSION_COOKIE]: value } });
    expect(me.json()).toEqual({ id: 'abc' });
  });

  it('refuses a missing, unsigned or tampered cookie', async () => {
    const app = await buildProbe();
    const res = await app.inject({ method: 'POST', url: '/login/abc' });
    const value = res.cookies.find((c) => c.name === CONSUMER_SESSION_COOKIE)?.value as string;
    const tampered = value.replace(/^abc/, 'xyz');
    const attempts: Record<string, string>[] = [
      {},
      { [CONSUMER_SESSION_COOKIE]: 'abc' },
      { [CONSUMER_SESSION_COOKIE]: tampered },
    ];
    for (const cookies of attempts) {
      const me = await app.inject({ method: 'GET', url: '/me', cookies });
      expect(me.json()).toEqual({ error: 'UNAUTHENTICATED' });
    }
  });

  it('treats a consumerId in a query as a claim to check, not a credential', async () => {
    const app = await buildProbe();
    const res = await app.inject({ method: 'POST', url: '/login/abc' });
    const value = res.cookies.find((c) => c.name === CONSUMER_SESSION_COOKIE)?.value as string;
    const me = (query: string) =>
      app.inject({ method: 'GET', url: `/me${query}`, cookies: { [CONSUMER_SESSION_COOKIE]: value } });
    expect((await me('?consumerId=abc')).json()).toEqual({ id: 'abc' });
    expect((await me('')).json()).toEqual({ id: 'abc' });
    expect((await me('?consumerId=xyz')).json()).toEqual({ error: 'FORBIDDEN' });
  });

  it('answers to the pending id the device proved the phone with, as the same consumer, and to no other', async () => {
    const app = await buildProbe();
    const res = await app.inject({ method: 'POST', url: '/login/abc?provenAs=pending' });
    const value = res.cookies.find((c) => c.name === CONSUMER_SESSION_COOKIE)?.value as string;
    const me = (query: string, cookie = value) =>
      app.inject({ method: 'GET', url: `/me${query}`, cookies: { [CONSUMER_SESSION_COOKIE]: cookie } });
    expect((await me('?consumerId=pending')).json()).toEqual({ id: 'abc' });
    expect((await me('?consumerId=abc')).json()).toEqual({ id: 'abc' });
    expect((await me('?consumerId=xyz')).json()).toEqual({ error: 'FORBIDDEN' });
    // The pending id is inside the signature: changing it breaks the cookie.
    expect((await me('?consumerId=xyz', value.replace('pending', 'xyzxyzx'))).json()).toEqual({
      error: 'UNAUTHENTICATED',
    });
  });

  it('remembers a checked signature per app only: another key still refuses it, tampering still fails', async () => {
    const first = await buildProbe();
    const other = await buildProbe('outro-segredo-de-teste-com-mais-de-32-caracteres');
    const res = await first.inject({ method: 'POST', url: '/login/abc' });
    const value = res.cookies.find((c) => c.name === CONSUMER_SESSION_COOKIE)?.value as string;
    const me = (app: typeof first, cookieValue: string) =>
      app.inject({ method: 'GET', url: '/me', cookies: { [CONSUMER_SESSION_COOKIE]: cookieValue } });
    expect((await me(first, value)).json()).toEqual({ id: 'abc' });
    expect((await me(first, value)).json()).toEqual({ id: 'abc' });
    expect((await me(other, value)).json()).toEqual({ error: 'UNAUTHENTICATED' });
    expect((await me(first, value.replace('abc.', 'abd.'))).json()).toEqual({ error: 'UNAUTHENTICATED' });
  });
});
