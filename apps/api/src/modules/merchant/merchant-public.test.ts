import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingSettings } from '#api/db/schema/booking.schema';
import { merchants, workShifts } from '#api/db/schema/merchant.schema';
import { insertMerchantRow } from '#test/fixture-rows';
import { useTestApp } from '#test/test-app';

describe('public merchant reads: GET /merchant?public=true and GET /merchant/short', () => {
  const t = useTestApp();
  let merchantId: string;

  beforeAll(async () => {
    merchantId = await insertMerchantRow(t.database.db, {
      name: 'Cantina da Praça',
      shortId: 'praca',
      address: 'Praça Benedito Calixto, 112',
      description: 'Massas frescas.',
      cover: '/images/demo/cover.svg',
      icon: '/images/demo/icon.svg',
      open: false,
      autoQueue: true,
      autoAcceptConsumer: true,
    });
    await t.database.db.insert(workShifts).values([
      { merchantId, weekday: 'monday', opensAt: '11:00', closesAt: '15:00' },
      { merchantId, weekday: 'monday', opensAt: '18:00', closesAt: '23:00' },
      { merchantId, weekday: 'saturday', opensAt: '18:00', closesAt: '02:00' },
    ]);
  });

  async function getMerchant(query: string) {
    return t.app.inject({ method: 'GET', url: `/api/merchant?${query}` });
  }

  it('answers the public fields only, with the weekly hours and the open state at the clock time', async () => {
    // ManualClock starts on Monday 2026-01-05 15:00 UTC = 12:00 in São Paulo: inside 11:00–15:00.
    const res = await getMerchant(`id=${merchantId}&public=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: merchantId,
      name: 'Cantina da Praça',
      address: 'Praça Benedito Calixto, 112',
      description: 'Massas frescas.',
      cover: '/images/demo/cover.svg',
      icon: '/images/demo/icon.svg',
      isOpen: true,
      weekDayWorkshift: {
        monday: { '11:00': '15:00', '18:00': '23:00' },
        tuesday: {},
        wednesday: {},
        thursday: {},
        friday: {},
        saturday: { '18:00': '02:00' },
        sunday: {},
      },
      notifySms: false,
      textChannel: 'sms',
      bookingsEnabled: false,
      bookingMaxPartySize: 8,
      bookingMaxDaysAhead: 30,
      timeZone: 'America/Sao_Paulo',
    });
  });

  it("says whether the restaurant takes bookings, with its party and day limits (the join page's 'Reservar mesa')", async () => {
    const other = await insertMerchantRow(t.database.db, { name: 'Reservas da Vila', shortId: 'vila1' });
    await t.database.db.insert(bookingSettings).values({
      merchantId: other,
      enabled: true,
      slotMinutes: 30,
      durationMinutes: 90,
      minLeadMinutes: 60,
      maxDaysAhead: 14,
      maxPartySize: 6,
      holdMinutes: 15,
      depositCents: 0,
      updatedAt: new Date(),
    });
    const res = await getMerchant(`id=${other}&public=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bookingsEnabled: true,
      bookingMaxPartySize: 6,
      bookingMaxDaysAhead: 14,
    });
    // Another restaurant's settings are its own: the first one still takes none.
    expect((await getMerchant(`id=${merchantId}&public=true`)).json()).toMatchObject({
      bookingsEnabled: false,
    });
  });

  it('computes isOpen from the manual flag, the automation and the shifts', async () => {
    t.clock.set(new Date('2026-01-05T19:30:00Z')); // Monday 16:30 local: between the two shifts
    expect((await getMerchant(`id=${merchantId}&public=true`)).json().isOpen).toBe(false);
    t.clock.set(new Date('2026-01-11T04:00:00Z')); // Sunday 01:00 local: Saturday's shift past midnight
    expect((await getMerchant(`id=${merchantId}&public=true`)).json().isOpen).toBe(true);
    await t.database.db.update(merchants).set({ autoQueue: false }).where(eq(merchants.id, merchantId));
    expect((await getMerchant(`id=${merchantId}&public=true`)).json().isOpen).toBe(false);
    await t.database.db.update(merchants).set({ open: true }).where(eq(merchants.id, merchantId));
    expect((await getMerchant(`id=${merchantId}`)).json().isOpen).toBe(true);
  });

  it('answers 404 for an unknown merchant and 400 for a malformed id', async () => {
    const unknown = await getMerchant(`id=${randomUUID()}&public=true`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Estabelecimento não encontrado.' });
    const malformed = await getMerchant('id=praca&public=true');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Identificador inválido');
  });

  it.each(['praca', 'PRACA', ' Praca '])('resolves the short id %j to the merchant id', async (shortId) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/short?shortId=${encodeURIComponent(shortId)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: merchantId });
  });

  it.each(['nada00', 'a!', 'x', 'muitolongo123'])(
    'answers 404 for the unknown short id %j',
    async (shortId) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/merchant/short?shortId=${shortId}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Cardápio não encontrado.' });
    },
  );

  it('answers 400 when the short id is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/merchant/short' });
    expect(res.statusCode).toBe(400);
  });
});
