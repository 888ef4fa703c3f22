import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { consumers } from '#api/db/schema/consumer.schema';
import { nextPhone, postConsumer, readCodes, sessionCookieOf } from '#test/consumer-test-helpers';
import { type TestApp, useTestApp } from '#test/test-app';

// Every call that takes a phone accepts it as digits, masked or with the country code, and keeps the
// national digits (docs/access.md#phones).

const smsOff = useTestApp();
const smsOn = useTestApp({ config: { featureSmsVerification: true } });

async function storedPhoneOf(t: TestApp, id: string): Promise<string | null | undefined> {
  const [row] = await t.database.db.select().from(consumers).where(eq(consumers.id, id));
  return row?.phone;
}

/** The ways a person writes or pastes a mobile, all of which mean `digits`. */
function writtenForms(digits: string): [string, string][] {
  const [ddd, head, tail] = [digits.slice(0, 2), digits.slice(2, 7), digits.slice(7)];
  return [
    ['digits', digits],
    ['the mask', `(${ddd}) ${head}-${tail}`],
    ['+55 and the mask', `+55 (${ddd}) ${head}-${tail}`],
    ['+55 with spaces', `+55 ${ddd} ${head}-${tail}`],
    ['+55 and digits', `+55${digits}`],
    ['55 without +', `55 ${ddd} ${head} ${tail}`],
    ['a trunk 0', `0${ddd} ${head}-${tail}`],
  ];
}

describe('POST /consumer phone forms', () => {
  it.each(writtenForms('21987650001'))(
    'stores the national digits of a phone given as %s',
    async (_label, phone) => {
      const res = await postConsumer(smsOff.app, { phone, name: 'Ana' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await storedPhoneOf(smsOff, res.json().id)).toBe('21987650001');
    },
  );

  it('keeps the DDD 55 of a number typed without +', async () => {
    const res = await postConsumer(smsOff.app, { phone: '(55) 98765-0002', name: 'Rita' });
    expect(res.statusCode).toBe(200);
    expect(await storedPhoneOf(smsOff, res.json().id)).toBe('55987650002');
  });

  it('finds the same consumer on its device when the phone is written another way', async () => {
    const phone = nextPhone();
    const first = await postConsumer(smsOff.app, { phone, name: 'Bia' });
    const again = await postConsumer(
      smsOff.app,
      { phone: `+55 ${phone.slice(0, 2)} ${phone.slice(2, 7)}-${phone.slice(7)}`, name: 'Bia Lima' },
      { cookies: sessionCookieOf(first) },
    );
    expect(again.json().id).toBe(first.json().id);
  });

  it('counts one phone written several ways against the same per-phone limit', async () => {
    const phone = nextPhone();
    const forms = writtenForms(phone).map(([, form]) => form);
    for (let i = 0; i < defaultRateLimits.consumerPerPhone.max; i += 1) {
      const res = await postConsumer(smsOff.app, { phone: forms[i % forms.length] as string, name: 'Gil' });
      expect(res.statusCode).toBe(200);
    }
    expect((await postConsumer(smsOff.app, { phone: `+55${phone}`, name: 'Gil' })).statusCode).toBe(429);
  });

  it.each([
    ['a foreign number', '+1 415 555 1234'],
    ['a landline with the country code', '+55 11 3456-7890'],
    ['a number of 31 characters', `${'-'.repeat(20)}11987654321`],
    ['a country code and nothing else', '+55'],
    ['a control character', '\u0000(11) 98765-4321'],
    ['a letter among the digits', '(11) 9876S-4321'],
  ])('refuses %s with a pt-BR 400', async (_label, phone) => {
    const res = await postConsumer(smsOff.app, { phone, name: 'Ana' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dados inválidos em body.phone: Informe um celular válido com DDD.');
  });
});

describe('the SMS code of a phone given with +55', () => {
  it('goes to the national digits, and GET /dev/sms reads it back in any form', async () => {
    const phone = nextPhone();
    const res = await postConsumer(smsOn.app, { phone: `+55 ${phone}`, name: 'Caio' });
    expect(res.json()).toEqual({ id: expect.any(String), phoneVerified: false });
    const [code] = await readCodes(smsOn.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(
      await readCodes(smsOn.app, encodeURIComponent(`+55 (${phone.slice(0, 2)}) ${phone.slice(2)}`)),
    ).toEqual([code]);
  });
});
