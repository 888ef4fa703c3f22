import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { consumers } from '#api/db/schema/consumer.schema';
import {
  nextPhone,
  postConsumer,
  postResendCode,
  postVerifyCode,
  readCodes,
  sessionCookieOf,
} from '#test/consumer-test-helpers';
import { createTestApp, useTestApp } from '#test/test-app';
import { PHONE_RATE_LIMITED_MESSAGE } from './consumer.routes';
import { codeMessages } from './verify-consumer-code.service';

const t = useTestApp({ config: { featureSmsVerification: true } });

/** A new consumer waiting for its code: its id, phone and the code the outbox holds. */
async function pendingConsumer() {
  const phone = nextPhone();
  const { id } = (await postConsumer(t.app, { phone, name: 'Jó' })).json() as { id: string };
  const [code] = await readCodes(t.app, phone);
  return { id, phone, code: code as string };
}

function otherThan(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /consumer/verify-code', () => {
  it('accepts the right code once: phone verified, session set, then the code is used up', async () => {
    const consumer = await pendingConsumer();
    const res = await postVerifyCode(t.app, consumer.id, consumer.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: consumer.id, phoneVerified: true });
    expect(sessionCookieOf(res)).toBeDefined();
    const [row] = await t.database.db.select().from(consumers).where(eq(consumers.id, consumer.id));
    expect(row?.phoneVerified).toBe(true);

    const reused = await postVerifyCode(t.app, consumer.id, consumer.code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(codeMessages.used);
    expect(sessionCookieOf(reused)).toBeUndefined();
  });

  it('refuses a wrong code with the tries left, and after 5 wrong tries even the right one', async () => {
    const consumer = await pendingConsumer();
    const wrong = otherThan(consumer.code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await postVerifyCode(t.app, consumer.id, wrong);
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages[0]).toBe('Código incorreto. Você ainda tem 4 tentativas.');
    expect(messages[3]).toBe('Código incorreto. Você ainda tem 1 tentativa.');
    expect(messages[4]).toBe(`Código incorreto. ${codeMessages.exhausted}`);
    const right = await postVerifyCode(t.app, consumer.id, consumer.code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'RATE_LIMITED', message: codeMessages.exhausted });
    expect(sessionCookieOf(right)).toBeUndefined();
  });

  it('refuses a code after 10 minutes', async () => {
    const consumer = await pendingConsumer();
    t.clock.advance(10 * 60 * 1000 - 1000);
    const early = await pendingConsumer();
    expect((await postVerifyCode(t.app, early.id, early.code)).statusCode).toBe(200);
    t.clock.advance(1000);
    const res = await postVerifyCode(t.app, consumer.id, consumer.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(codeMessages.expired);
  });

  it('refuses a consumer that never received a code, without telling whether it exists', async () => {
    const res = await postVerifyCode(t.app, '00000000-0000-4000-8000-000000000000', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(codeMessages.none);
  });

  it.each(['12345', '1234567', 'abcdef'])('refuses the malformed code %s with 400', async (code) => {
    const consumer = await pendingConsumer();
    const res = await postVerifyCode(t.app, consumer.id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('O código tem 6 dígitos');
  });

  it('limits the tries on one consumer, whatever the address', async () => {
    const consumer = await pendingConsumer();
    for (let i = 0; i < defaultRateLimits.verifyPerConsumer.max; i += 1) {
      await postVerifyCode(t.app, consumer.id, otherThan(consumer.code));
    }
    const res = await postVerifyCode(t.app, consumer.id, consumer.code);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(PHONE_RATE_LIMITED_MESSAGE);
  });
});

describe('POST /consumer/resend-code', () => {
  it('waits 60 s between codes, then sends a new one that replaces the old', async () => {
    const consumer = await pendingConsumer();
    t.clock.advance(45_000);
    const tooSoon = await postResendCode(t.app, consumer.id);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Aguarde 15 segundos para pedir um novo código.',
    });
    expect(await readCodes(t.app, consumer.phone)).toHaveLength(1);

    t.clock.advance(15_000);
    const resent = await postResendCode(t.app, consumer.id);
    expect(resent.statusCode).toBe(204);
    const codes = await readCodes(t.app, consumer.phone);
    expect(codes).toHaveLength(2);
    const fresh = codes[0] as string;
    if (fresh !== consumer.code) {
      const old = await postVerifyCode(t.app, consumer.id, consumer.code);
      expect(old.statusCode).toBe(400);
    }
    expect((await postVerifyCode(t.app, consumer.id, fresh)).statusCode).toBe(200);
  });

  it('gives fresh tries with a fresh code', async () => {
    const consumer = await pendingConsumer();
    for (let i = 0; i < 5; i += 1) await postVerifyCode(t.app, consumer.id, otherThan(consumer.code));
    t.clock.advance(60_000);
    expect((await postResendCode(t.app, consumer.id)).statusCode).toBe(204);
    const [fresh] = await readCodes(t.app, consumer.phone);
    expect((await postVerifyCode(t.app, consumer.id, fresh as string)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown consumer, and when SMS verification is off', async () => {
    expect((await postResendCode(t.app, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const off = await createTestApp();
    try {
      const { id } = (await postConsumer(off.app, { phone: nextPhone(), name: 'Lia' })).json();
      const res = await postResendCode(off.app, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('A verificação por SMS não está ativa.');
    } finally {
      await off.close();
    }
  });
});
