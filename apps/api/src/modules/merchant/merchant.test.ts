import { describe, expect, it } from 'vitest';
import { createMerchantFixture } from '#test/fixtures';
import { useMerchantTest } from './merchant-test-helpers';

const { t, other, call, getFull, putShifts } = useMerchantTest();

describe('GET /merchant/full', () => {
  it("answers the session's merchant with its flags, effective state and every weekday", async () => {
    const merchant = await createMerchantFixture(t.app, { name: 'Bistrô do Teste', open: false });
    const res = await getFull(merchant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: merchant.merchantId,
      name: 'Bistrô do Teste',
      open: false,
      isOpen: false,
      autoQueue: false,
      autoAcceptConsumer: false,
      timeZone: 'America/Sao_Paulo',
      weekDayWorkshift: { monday: {}, sunday: {} },
      workShift: [],
      // PUBLIC_URL: the home's links and the QR codes are made from it (docs/screens.md#links-and-qr-codes).
      publicUrl: 'http://127.0.0.1:3000',
    });
  });

  it('refuses without a session (401), a malformed id (400) and another merchant (403)', async () => {
    const merchant = await createMerchantFixture(t.app);
    expect((await call(null, 'GET', `/merchant/full?id=${merchant.merchantId}`)).statusCode).toBe(401);
    const bad = await call(merchant, 'GET', '/merchant/full?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Identificador do estabelecimento inválido');
    expect((await call(merchant, 'GET', '/merchant/full')).statusCode).toBe(400);
    const forbidden = await call(merchant, 'GET', `/merchant/full?id=${other.merchantId}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem permissão para acessar este recurso.');
  });
});

describe('PATCH /merchant/toggle/automation', () => {
  it('flips each automation on its own', async () => {
    const merchant = await createMerchantFixture(t.app);
    const base = `/merchant/toggle/automation?id=${merchant.merchantId}`;
    const accept = await call(merchant, 'PATCH', `${base}&automation=AUTO_ACCEPT_CONSUMER`);
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({ autoAcceptConsumer: true, autoQueue: false });
    const queue = await call(merchant, 'PATCH', `${base}&automation=AUTO_QUEUE`);
    expect(queue.json()).toMatchObject({ autoAcceptConsumer: true, autoQueue: true });
    const back = await call(merchant, 'PATCH', `${base}&automation=AUTO_ACCEPT_CONSUMER`);
    expect(back.json()).toMatchObject({ autoAcceptConsumer: false, autoQueue: true });
  });

  it('refuses an unknown automation (400) and another merchant (403)', async () => {
    const merchant = await createMerchantFixture(t.app);
    const bad = await call(
      merchant,
      'PATCH',
      `/merchant/toggle/automation?id=${merchant.merchantId}&automation=X`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('AUTO_ACCEPT_CONSUMER');
    const forbidden = await call(
      merchant,
      'PATCH',
      `/merchant/toggle/automation?id=${other.merchantId}&automation=AUTO_QUEUE`,
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await getFull(other)).json().autoQueue).toBe(false);
  });
});

describe('PATCH /merchant/toggle/open and the open state', () => {
  it('closes an open store and opens a closed one', async () => {
    const merchant = await createMerchantFixture(t.app, { open: true });
    const url = `/merchant/toggle/open?id=${merchant.merchantId}`;
    const closed = await call(merchant, 'PATCH', url);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ open: false, isOpen: false });
    const opened = await call(merchant, 'PATCH', url);
    expect(opened.json()).toMatchObject({ open: true, isOpen: true });
  });

  it('follows an overnight shift under automation, and closing turns the automation off', async () => {
    const start = t.clock.now();
    // Tokens last 12 hours: the merchant logs in on the Friday evening.
    t.clock.set(new Date('2026-01-09T21:00:00Z'));
    const merchant = await createMerchantFixture(t.app, { open: false });
    await putShifts(merchant, 'friday', [{ open: '18:00', close: '02:00' }]);
    await call(
      merchant,
      'PATCH',
      `/merchant/toggle/automation?id=${merchant.merchantId}&automation=AUTO_QUEUE`,
    );
    // Friday 2026-01-09 23:00 in São Paulo (UTC-3).
    t.clock.set(new Date('2026-01-10T02:00:00Z'));
    expect((await getFull(merchant)).json()).toMatchObject({ open: false, autoQueue: true, isOpen: true });
    // Saturday 01:30: still Friday's shift.
    t.clock.set(new Date('2026-01-10T04:30:00Z'));
    expect((await getFull(merchant)).json().isOpen).toBe(true);
    // Saturday 02:00: the shift is over.
    t.clock.set(new Date('2026-01-10T05:00:00Z'));
    expect((await getFull(merchant)).json().isOpen).toBe(false);

    t.clock.set(new Date('2026-01-10T04:30:00Z'));
    const closed = await call(merchant, 'PATCH', `/merchant/toggle/open?id=${merchant.merchantId}`);
    expect(closed.json()).toMatchObject({ open: false, autoQueue: false, isOpen: false });
    t.clock.set(start);
  });

  it('refuses another merchant (403) and changes nothing', async () => {
    const merchant = await createMerchantFixture(t.app);
    const before = (await getFull(other)).json().open;
    const res = await call(merchant, 'PATCH', `/merchant/toggle/open?id=${other.merchantId}`);
    expect(res.statusCode).toBe(403);
    expect((await getFull(other)).json().open).toBe(before);
  });
});
