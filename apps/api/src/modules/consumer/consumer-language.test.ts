import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumers } from '#api/db/schema/consumer.schema';
import { nextIp, nextPhone, sessionCookieOf } from '#test/consumer-test-helpers';
import { type TestApp, useTestApp } from '#test/test-app';

// The diner's language kept on the consumer (rules.md §16): from the device's first call, then the switcher.
const t = useTestApp();

async function langOf(app: TestApp, id: string) {
  const [row] = await app.database.db
    .select({ lang: consumers.lang })
    .from(consumers)
    .where(eq(consumers.id, id));
  return row?.lang;
}

const register = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/consumer',
    payload: { phone: nextPhone(), name: 'Lucía' },
    headers,
    remoteAddress: nextIp(),
  });

const putLanguage = (cookies: Record<string, string>, payload: { lang: string }) =>
  t.app.inject({ method: 'PUT', url: '/api/consumer/language', payload, cookies });

describe("the consumer's language", () => {
  it('is the language the device asked in when the consumer is created', async () => {
    const spanish = await register({ 'accept-language': 'es-AR,es;q=0.9' });
    expect(await langOf(t, spanish.json().id)).toBe('es');
    const unknown = await register({ 'accept-language': 'de-DE' });
    expect(await langOf(t, unknown.json().id)).toBe('pt-BR');
  });

  it('PUT /consumer/language changes it for the session’s own consumer', async () => {
    const created = await register({ 'accept-language': 'es' });
    const res = await putLanguage(sessionCookieOf(created) ?? {}, { lang: 'en' });
    expect(res.statusCode).toBe(204);
    expect(await langOf(t, created.json().id)).toBe('en');
  });

  it('refuses an unknown language with a clear 400, and a call without a session with 401', async () => {
    const created = await register();
    const bad = await putLanguage(sessionCookieOf(created) ?? {}, { lang: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Idioma desconhecido');
    expect(await langOf(t, created.json().id)).toBe('pt-BR');
    const anonymous = await putLanguage({}, { lang: 'es' });
    expect(anonymous.statusCode).toBe(401);
  });
});
