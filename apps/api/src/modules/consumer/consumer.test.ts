import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { consumers, verificationCodes } from '#api/db/schema/consumer.schema';
import { nextIp, nextPhone, postConsumer, readCodes, sessionCookieOf } from '#test/consumer-test-helpers';
import { createTestApp, type TestApp, useTestApp } from '#test/test-app';
import { PHONE_RATE_LIMITED_MESSAGE } from './consumer.routes';

const smsOff = useTestApp();
const smsOn = useTestApp({ config: { featureSmsVerification: true } });

async function consumerRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(consumers).where(eq(consumers.id, id));
  return row;
}

describe('POST /consumer with SMS verification off', () => {
  it('creates the consumer by phone (digits only), sets the session and sends no code', async () => {
    const phone = nextPhone();
    const masked = `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;
    const res = await postConsumer(smsOff.app, { phone: masked, name: '  Ana  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), phoneVerified: false });
    expect(sessionCookieOf(res)).toBeDefined();
    expect(await consumerRow(smsOff, body.id)).toMatchObject({ phone, name: 'Ana', phoneVerified: false });
    expect(await readCodes(smsOff.app, phone)).toEqual([]);
  });

  it('finds the consumer again on the device that holds its session, and updates the name', async () => {
    const phone = nextPhone();
    const first = await postConsumer(smsOff.app, { phone, name: 'Ana' });
    const again = await postConsumer(
      smsOff.app,
      { phone, name: 'Ana Maria' },
      { cookies: sessionCookieOf(first) },
    );
    expect(again.json().id).toBe(first.json().id);
    expect((await consumerRow(smsOff, first.json().id))?.name).toBe('Ana Maria');
  });

  it('gives a new device with a known phone a consumer of its own, leaving the first one untouched', async () => {
    const phone = nextPhone();
    const first = (await postConsumer(smsOff.app, { phone, name: 'Ana' })).json();
    const other = await postConsumer(smsOff.app, { phone, name: 'Intruso' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ id: expect.any(String), phoneVerified: false });
    expect(other.json().id).not.toBe(first.id);
    expect(sessionCookieOf(other)).toBeDefined();
    expect(await consumerRow(smsOff, first.id)).toMatchObject({ phone, name: 'Ana' });
    expect(await consumerRow(smsOff, other.json().id)).toMatchObject({ phone, name: 'Intruso' });
  });

  it('answers phoneVerified as stored', async () => {
    const phone = nextPhone();
    const first = await postConsumer(smsOff.app, { phone, name: 'Bia' });
    const { id } = first.json();
    await smsOff.database.db.update(consumers).set({ phoneVerified: true }).where(eq(consumers.id, id));
    const again = await postConsumer(smsOff.app, { phone, name: 'Bia' }, { cookies: sessionCookieOf(first) });
    expect(again.json()).toEqual({ id, phoneVerified: true });
  });

  it.each([
    ['a landline', { phone: '1134567890', name: 'Ana' }],
    ['an incomplete mobile', { phone: '(11) 98765-432', name: 'Ana' }],
    ['an empty name', { phone: '11987654321', name: '   ' }],
    ['a name over 80 characters', { phone: '11987654321', name: 'a'.repeat(81) }],
  ])('refuses %s with a pt-BR 400', async (_label, body) => {
    const res = await postConsumer(smsOff.app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Dados inválidos em body\.(phone|name): .+\.$/);
  });
});

describe('POST /consumer with SMS verification on', () => {
  it('sends a new phone a 6-digit code, stored hashed, and no session yet', async () => {
    const phone = nextPhone();
    const res = await postConsumer(smsOn.app, { phone, name: 'Caio' });
    expect(res.json()).toEqual({ id: expect.any(String), phoneVerified: false });
    expect(sessionCookieOf(res)).toBeUndefined();
    const [code] = await readCodes(smsOn.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await smsOn.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.consumerId, res.json().id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it("does not hand a verified consumer's session, nor its id, to a new device, nor rename it", async () => {
    const phone = nextPhone();
    const { id } = (await postConsumer(smsOn.app, { phone, name: 'Dona' })).json();
    await smsOn.database.db.update(consumers).set({ phoneVerified: true }).where(eq(consumers.id, id));
    smsOn.clock.advance(61_000);
    const stranger = await postConsumer(smsOn.app, { phone, name: 'Intruso' });
    // A pending id of its own, which grants nothing until the code is verified.
    expect(stranger.json()).toEqual({ id: expect.any(String), phoneVerified: false });
    expect(stranger.json().id).not.toBe(id);
    expect(sessionCookieOf(stranger)).toBeUndefined();
    expect(await consumerRow(smsOn, id)).toMatchObject({ name: 'Dona', phoneVerified: true });
    expect(await readCodes(smsOn.app, phone)).toHaveLength(2);
  });

  it("recognises the device that holds the consumer's verified session: no code, name updated", async () => {
    const phone = nextPhone();
    const { id } = (await postConsumer(smsOn.app, { phone, name: 'Edu' })).json();
    const [code] = await readCodes(smsOn.app, phone);
    const verified = await smsOn.app.inject({
      method: 'POST',
      url: `/api/consumer/verify-code?code=${code}&consumer=${id}`,
      remoteAddress: nextIp(),
    });
    const cookies = sessionCookieOf(verified);
    expect(cookies).toBeDefined();
    const again = await postConsumer(smsOn.app, { phone, name: 'Eduardo' }, { cookies });
    expect(again.json()).toEqual({ id, phoneVerified: true });
    expect(sessionCookieOf(again)).toBeDefined();
    expect((await consumerRow(smsOn, id))?.name).toBe('Eduardo');
    expect(await readCodes(smsOn.app, phone)).toHaveLength(1);
  });

  it('sends no second code within 60 s: the first one still works', async () => {
    const phone = nextPhone();
    await postConsumer(smsOn.app, { phone, name: 'Fê' });
    smsOn.clock.advance(30_000);
    const again = await postConsumer(smsOn.app, { phone, name: 'Fê' });
    expect(again.statusCode).toBe(200);
    expect(await readCodes(smsOn.app, phone)).toHaveLength(1);
  });
});

describe('rate limits of POST /consumer', () => {
  it('limits one phone, whatever the address, with a pt-BR 429', async () => {
    const phone = nextPhone();
    for (let i = 0; i < defaultRateLimits.consumerPerPhone.max; i += 1) {
      expect((await postConsumer(smsOff.app, { phone, name: 'Gil' })).statusCode).toBe(200);
    }
    const res = await postConsumer(smsOff.app, { phone, name: 'Gil' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: PHONE_RATE_LIMITED_MESSAGE });
    expect((await postConsumer(smsOff.app, { phone: nextPhone(), name: 'Gil' })).statusCode).toBe(200);
  });
  // One address's limits (burst and daily ceiling) are in test/security/shared-networks.test.ts.
});

describe('GET /dev/sms', () => {
  it('reads the outbox back outside production, newest first', async () => {
    const phone = nextPhone();
    await postConsumer(smsOn.app, { phone, name: 'Iara' });
    const res = await smsOn.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        phone,
        body: expect.stringMatching(/^SuaVez: seu código de verificação é \d{6}\./),
        provider: 'outbox',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ config: { isProduction: true, nodeEnv: 'production' } });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/sms?phone=11987654321' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
