import { describe, expect, it } from 'vitest';
import { STORE_CLOSED_MESSAGE } from '#api/modules/queue/join-queue.service';
import { nextIp } from '#test/consumer-test-helpers';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { useFixture, useTestApp } from '#test/test-app';

// The diner's error bodies follow Accept-Language (rules.md §16): the same refusal, in the diner's words.
const t = useTestApp();
const closed = useFixture(() => createMerchantFixture(t.app, { open: false, name: 'Cantina Fechada' }));

async function joinClosed(acceptLanguage?: string) {
  const consumer = await createConsumerFixture(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/queue',
    payload: { merchant: { id: closed.merchantId }, consumer: { id: consumer.consumerId }, slot: 2 },
    cookies: consumer.cookies,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
}

describe('error bodies in the language of the call', () => {
  it('answers a refusal in Spanish, English, or Portuguese by Accept-Language, with the same code and status', async () => {
    const spanish = await joinClosed('es-AR,es;q=0.9,en;q=0.5');
    const english = await joinClosed('en-US,en;q=0.9');
    const portuguese = await joinClosed('pt-BR');
    const unknown = await joinClosed('de-DE');
    const none = await joinClosed();
    for (const res of [spanish, english, portuguese, unknown, none]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
    }
    expect(spanish.json().message).toBe(
      'El restaurante está cerrado en este momento y no recibe clientes en la fila.',
    );
    expect(english.json().message).toBe(
      'The restaurant is closed right now and is not taking guests in its queue.',
    );
    expect(portuguese.json().message).toBe(STORE_CLOSED_MESSAGE);
    expect(unknown.json().message).toBe(STORE_CLOSED_MESSAGE);
    expect(none.json().message).toBe(STORE_CLOSED_MESSAGE);
  });

  it('names the field of a refused request in the diner’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consumer',
      payload: { phone: '123', name: 'Lucía' },
      headers: { 'accept-language': 'es' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Datos inválidos en body.phone: Escribe un celular brasileño válido con código de área (DDD).',
    });
  });

  it('translates the errors no route writes: no session, an unknown route', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/queue?consumerId=00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Your session is invalid or has expired. Please start again.');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ruta no encontrada.');
  });
});
