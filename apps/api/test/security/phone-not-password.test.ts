import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consumers } from '#api/db/schema/consumer.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import {
  nextPhone,
  postConsumer,
  postJoinQueue,
  postVerifyCode,
  readCodes,
  sessionCookieOf,
} from '#test/consumer-test-helpers';
import { createMerchantFixture } from '#test/fixtures';
import { type TestApp, useTestApp } from '#test/test-app';

// docs/security.md, "A phone is not a password": typing someone's phone on another device never hands
// over their session, their name, their place in line or their order.

const smsOff = useTestApp();
const smsOn = useTestApp({ config: { featureSmsVerification: true } });

type Cookies = Record<string, string>;

async function register(t: TestApp, phone: string, name: string, cookies?: Cookies) {
  const res = await postConsumer(t.app, { phone, name }, cookies ? { cookies } : {});
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id as string, cookies: sessionCookieOf(res), res };
}

function join(t: TestApp, merchantId: string, consumerId: string, cookies: Cookies | undefined) {
  return postJoinQueue(t.app, { merchantId, consumerId }, { cookies });
}

async function consumerRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(consumers).where(eq(consumers.id, id));
  return row;
}

async function entryStatus(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, id));
  return row?.status;
}

describe('with SMS verification off (the default)', () => {
  it("gives a stranger who types a consumer's phone nothing of that consumer", async () => {
    const merchant = await createMerchantFixture(smsOff.app, { autoAcceptConsumer: true });
    const phone = nextPhone();
    const victim = await register(smsOff, phone, 'Vitória');
    const joined = await join(smsOff, merchant.merchantId, victim.id, victim.cookies);
    expect(joined.statusCode).toBe(201);
    const entryId = joined.json().id as string;

    const stranger = await register(smsOff, phone, 'x');
    expect(stranger.id).not.toBe(victim.id);
    expect(stranger.cookies).toBeDefined();
    expect(stranger.cookies).not.toEqual(victim.cookies);
    expect(await consumerRow(smsOff, victim.id)).toMatchObject({ name: 'Vitória', phone });

    // Not the victim's entry, by its id or by the victim's consumer id.
    const theirs = await smsOff.app.inject({
      method: 'GET',
      url: `/api/queue?consumerId=${victim.id}`,
      cookies: stranger.cookies ?? {},
    });
    expect(theirs.statusCode).toBe(403);
    const mine = await smsOff.app.inject({
      method: 'GET',
      url: `/api/queue?consumerId=${stranger.id}`,
      cookies: stranger.cookies ?? {},
    });
    expect(mine.statusCode).toBe(404);
    const quit = await smsOff.app.inject({
      method: 'POST',
      url: `/api/queue/quit?queueId=${entryId}&reason=${encodeURIComponent('Outros')}`,
      cookies: stranger.cookies ?? {},
    });
    expect(quit.statusCode).toBe(403);
    expect(await entryStatus(smsOff, entryId)).toBe('IN_QUEUE');

    // Nor a second place in the same line with the same phone.
    const again = await join(smsOff, merchant.merchantId, stranger.id, stranger.cookies);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'PHONE_IN_QUEUE',
      message: 'Este telefone já está na fila deste restaurante.',
    });
    // Another restaurant is another line.
    const elsewhere = await createMerchantFixture(smsOff.app);
    expect((await join(smsOff, elsewhere.merchantId, stranger.id, stranger.cookies)).statusCode).toBe(201);
  });

  it("keeps the phone's owner out while a stranger holds the number, tells the host, and lets the owner in once the host removes the stranger", async () => {
    const merchant = await createMerchantFixture(smsOff.app, { autoAcceptConsumer: true });
    const phone = nextPhone();
    const auth = { authorization: merchant.authorization };
    const hostList = async () => {
      const res = await smsOff.app.inject({
        method: 'GET',
        url: `/api/queue/current?merchantId=${merchant.merchantId}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { consumer: { name: string }; phoneClaimedAt: string | null }[]).map((entry) => [
        entry.consumer.name,
        entry.phoneClaimedAt,
      ]);
    };
    // A stranger joins first with someone else's phone.
    const squatter = await register(smsOff, phone, 'Intruso');
    const squatterEntry = await join(smsOff, merchant.merchantId, squatter.id, squatter.cookies);
    expect(squatterEntry.statusCode).toBe(201);
    expect(await hostList()).toEqual([['Intruso', null]]);

    // The phone's owner arrives on their own phone and is refused, as the contract says.
    smsOff.clock.advance(60_000);
    const owner = await register(smsOff, phone, 'Dona do Número');
    const refused = await join(smsOff, merchant.merchantId, owner.id, owner.cookies);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PHONE_IN_QUEUE',
      message: 'Este telefone já está na fila deste restaurante.',
    });
    // The host's card of the entry that holds the phone says when someone else tried it, the latest time.
    expect(await hostList()).toEqual([['Intruso', smsOff.clock.now().toISOString()]]);
    smsOff.clock.advance(30_000);
    expect((await join(smsOff, merchant.merchantId, owner.id, owner.cookies)).statusCode).toBe(409);
    expect(await hostList()).toEqual([['Intruso', smsOff.clock.now().toISOString()]]);
    // The stranger's own status says nothing of it.
    const theirs = await smsOff.app.inject({
      method: 'GET',
      url: `/api/queue?consumerId=${squatter.id}`,
      cookies: squatter.cookies ?? {},
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.body).not.toContain('phoneClaimedAt');

    // The host checks with the diner and removes the one who is not the number's owner ('Remover').
    const removed = await smsOff.app.inject({
      method: 'POST',
      url: `/api/queue/remove?queueId=${squatterEntry.json().id}&reason=${encodeURIComponent('Outros')}`,
      headers: auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await hostList()).toEqual([]);
    const joined = await join(smsOff, merchant.merchantId, owner.id, owner.cookies);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await hostList()).toEqual([['Dona do Número', null]]);
  });

  it('flags nothing when the device that holds the entry joins again', async () => {
    const merchant = await createMerchantFixture(smsOff.app);
    const diner = await register(smsOff, nextPhone(), 'Dona');
    const entry = await join(smsOff, merchant.merchantId, diner.id, diner.cookies);
    expect(entry.statusCode).toBe(201);
    expect((await join(smsOff, merchant.merchantId, diner.id, diner.cookies)).statusCode).toBe(409);
    const [row] = await smsOff.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.id, entry.json().id));
    expect(row?.phoneClaimedAt).toBeNull();
  });

  it('lets the phone join again once its entry has ended', async () => {
    const merchant = await createMerchantFixture(smsOff.app);
    const phone = nextPhone();
    const first = await register(smsOff, phone, 'Primeiro');
    const entryId = (await join(smsOff, merchant.merchantId, first.id, first.cookies)).json().id as string;
    const quit = await smsOff.app.inject({
      method: 'POST',
      url: `/api/queue/quit?queueId=${entryId}&reason=Outros`,
      cookies: first.cookies ?? {},
    });
    expect(quit.statusCode, quit.body).toBe(200);
    const second = await register(smsOff, phone, 'Segundo');
    expect((await join(smsOff, merchant.merchantId, second.id, second.cookies)).statusCode).toBe(201);
  });

  it('lets exactly one of two devices with one phone join one line when they race, and flags its entry', async () => {
    const merchant = await createMerchantFixture(smsOff.app);
    const phone = nextPhone();
    const devices = [await register(smsOff, phone, 'Um'), await register(smsOff, phone, 'Dois')];
    const answers = await Promise.all(
      devices.map((device) => join(smsOff, merchant.merchantId, device.id, device.cookies)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((res) => res.statusCode === 201)?.json().id as string;
    const [row] = await smsOff.database.db.select().from(queueEntries).where(eq(queueEntries.id, winner));
    expect(row?.phoneClaimedAt).toEqual(smsOff.clock.now());
  });

  it("answers a stranger the order's summary without the table's pass or any consumer id", async () => {
    const merchant = await createMerchantFixture(smsOff.app, { autoAcceptConsumer: true });
    const owner = await register(smsOff, nextPhone(), 'Dona da Mesa');
    const entryId = (await join(smsOff, merchant.merchantId, owner.id, owner.cookies)).json().id as string;
    const auth = { authorization: merchant.authorization };
    for (const url of [`/api/queue/call?queueId=${entryId}`, `/api/queue/checkin?queueId=${entryId}`]) {
      const res = await smsOff.app.inject({ method: 'POST', url, headers: auth });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    }
    const opened = await smsOff.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: { consumerId: owner.id, queueId: entryId },
      cookies: owner.cookies ?? {},
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const orderId = opened.json().id as string;
    const other = await register(smsOff, nextPhone(), 'Outra');
    const read = (cookies?: Cookies) =>
      smsOff.app.inject({ method: 'GET', url: `/api/order?orderId=${orderId}`, cookies: cookies ?? {} });
    const ids = (res: LightMyRequestResponse) => {
      const body = res.json();
      return { queueId: body.queueId, consumerId: body.consumerId, id: body.id };
    };
    // Twice each, in turns: the second read of each comes from the answer cache.
    for (let round = 0; round < 2; round += 1) {
      expect(ids(await read(owner.cookies))).toEqual({ queueId: entryId, consumerId: owner.id, id: orderId });
      expect(ids(await read())).toEqual({ queueId: undefined, consumerId: undefined, id: orderId });
      expect(ids(await read(other.cookies))).toEqual({
        queueId: undefined,
        consumerId: undefined,
        id: orderId,
      });
      expect(JSON.stringify((await read()).json())).not.toContain(owner.id);
    }
  });
});

describe('with SMS verification on', () => {
  it('gives each device asking for one new phone a pending consumer of its own, and one code', async () => {
    const phone = nextPhone();
    const first = await register(smsOn, phone, 'Aparelho Um');
    const second = await register(smsOn, phone, 'Aparelho Dois');
    expect(second.id).not.toBe(first.id);
    expect(first.cookies).toBeUndefined();
    expect(second.cookies).toBeUndefined();
    const codes = await readCodes(smsOn.app, phone);
    expect(codes).toHaveLength(1);
    // The phone's code proves the phone from either device; the first to prove it makes its verified consumer.
    const verified = await postVerifyCode(smsOn.app, second.id, codes[0] as string);
    expect(verified.json()).toEqual({ id: second.id, phoneVerified: true });
    expect(sessionCookieOf(verified)).toBeDefined();
    expect(await consumerRow(smsOn, second.id)).toMatchObject({ name: 'Aparelho Dois', phoneVerified: true });
    expect(await consumerRow(smsOn, first.id)).toMatchObject({ name: 'Aparelho Um', phoneVerified: false });
  });

  it('never hands a consumer whose session was handed out to a device that proves the phone', async () => {
    const phone = nextPhone();
    // Made while SMS verification was off: some device holds its session.
    const [earlier] = await smsOn.database.db
      .insert(consumers)
      .values({ phone, name: 'Feito sem SMS' })
      .returning({ id: consumers.id });
    const owner = await register(smsOn, phone, 'Dona do Número');
    expect(owner.id).not.toBe(earlier?.id);
    const [code] = await readCodes(smsOn.app, phone);
    const verified = await postVerifyCode(smsOn.app, owner.id, code as string);
    expect(verified.json()).toEqual({ id: owner.id, phoneVerified: true });
    expect(await consumerRow(smsOn, earlier?.id as string)).toMatchObject({ phoneVerified: false });
  });

  it("gives the device that proves the phone its verified consumer, even when another's code raced", async () => {
    const phone = nextPhone();
    const waiting = await register(smsOn, phone, 'Esperando');
    const [code] = await readCodes(smsOn.app, phone);
    // Meanwhile another consumer of this phone was verified.
    const [other] = await smsOn.database.db
      .insert(consumers)
      .values({ phone, name: 'Verificado', phoneVerified: true })
      .returning({ id: consumers.id });
    const verified = await postVerifyCode(smsOn.app, waiting.id, code as string);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ id: other?.id, phoneVerified: true });
    expect(await consumerRow(smsOn, waiting.id)).toMatchObject({ phoneVerified: false });
  });

  it('serialises concurrent registrations of one phone: one code, then one verified consumer', async () => {
    const phone = nextPhone();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => postConsumer(smsOn.app, { phone, name: `Aparelho ${i}` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = answers.map((res) => res.json().id as string);
    expect(new Set(ids).size).toBe(5);
    const codes = await readCodes(smsOn.app, phone);
    expect(codes).toHaveLength(1);
    // Two devices typing the phone's code at once: one uses it up, the other is told so.
    const verified = await Promise.all(
      ids.slice(0, 2).map((id) => postVerifyCode(smsOn.app, id, codes[0] as string)),
    );
    expect(verified.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const rows = await smsOn.database.db.select().from(consumers).where(eq(consumers.phone, phone));
    expect(rows.filter((row) => row.phoneVerified)).toHaveLength(1);
  });
});
