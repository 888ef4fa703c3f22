import type { Order } from '@suavez/shared/contracts/order.contract';
import type { OrderPix } from '@suavez/shared/contracts/pix.contract';
import { parseBrCode } from '@suavez/shared/domain/br-code';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pixCharges } from '#api/db/schema/pix.schema';
import { createConsumerFixture, createQueueEntryFixture } from '#test/fixtures';
import { createSeatedTable } from '#test/order-test-helpers';
import { askForBill, createPixRestaurant, joinAsGuest, serveSodas } from '#test/pix-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

const t = useTestApp();

type Caller = Parameters<typeof callAs>[1];
const getPix = (who: Caller, query: string) => callAs(t, who, 'GET', `/order/pix?${query}`);
const confirm = (merchant: { merchantId: string; authorization: string }, body: object) =>
  callAs(t, merchant, 'PATCH', `/order/payment?merchantId=${merchant.merchantId}`, body);

/** A restaurant with Pix and a seated table: the owner with two sodas, a guest with one. */
async function tableWithTwoDiners() {
  const restaurant = await createPixRestaurant(t);
  const owner = await createSeatedTable(t, restaurant.merchantId);
  const guest = await joinAsGuest(t, owner.id);
  await serveSodas(t, restaurant, owner, 2);
  await serveSodas(t, restaurant, guest, 1);
  return { restaurant, owner, guest };
}

describe('GET /order/pix', () => {
  it("answers one diner's bill as a BR Code with its own fee, the same code at every poll", async () => {
    const { restaurant, owner, guest } = await tableWithTwoDiners();
    const open = await getPix(owner, `orderId=${owner.orderId}`);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(
      'Peça a conta antes de pagar: a taxa de serviço ainda não foi escolhida.',
    );

    await askForBill(t, owner, 10);
    const res = await getPix(owner, `orderId=${owner.orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const pix = res.json() as OrderPix;
    // Two sodas of R$ 6,50 and 10 %: 13,00 + 1,30.
    expect(pix).toMatchObject({ amount: 14.3, receiver: { name: 'Bar do Ze', city: 'Sao Paulo' } });
    expect(pix.orderIds).toEqual([owner.orderId]);
    expect(pix.txid).toMatch(/^SV[0-9A-Za-z]{23}$/);
    expect(parseBrCode(pix.payload)).toMatchObject({
      key: '52998224725',
      amount: '14.30',
      name: 'Bar do Ze',
      city: 'Sao Paulo',
      txid: pix.txid,
    });
    // The guest of the table and the restaurant read the same charge; a poll answers the same code.
    for (const who of [owner, guest, restaurant]) {
      const again = await getPix(who, `orderId=${owner.orderId}`);
      expect(again.statusCode).toBe(200);
      expect(again.json().payload).toBe(pix.payload);
    }
  });

  it("sums the whole table's bills, each with its own fee, once everyone asked for the bill", async () => {
    const { restaurant, owner, guest } = await tableWithTwoDiners();
    // An empty order of a third diner does not hold the table back.
    await joinAsGuest(t, owner.id);
    await askForBill(t, owner, 10);
    const waiting = await getPix(owner, `queueId=${owner.id}`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('Alguém da mesa ainda não pediu a conta.');

    await askForBill(t, guest, 0);
    const res = await getPix(guest, `queueId=${owner.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const pix = res.json() as OrderPix;
    // 14,30 (two sodas, 10 %) + 6,50 (one soda, no fee).
    expect(pix.amount).toBe(20.8);
    expect(parseBrCode(pix.payload).amount).toBe('20.80');
    expect(pix.orderIds).toEqual([owner.orderId, guest.orderId].sort());
    expect((await getPix(restaurant, `queueId=${owner.id}`)).json().payload).toBe(pix.payload);

    // Once the guest's bill is paid, the table's code asks only for the owner's.
    expect(
      (await confirm(restaurant, { queueId: owner.id, orderId: guest.orderId, method: 'OTHER' })).statusCode,
    ).toBe(200);
    const rest = (await getPix(owner, `queueId=${owner.id}`)).json() as OrderPix;
    expect(rest.amount).toBe(14.3);
    expect(rest.orderIds).toEqual([owner.orderId]);
    expect(rest.txid).not.toBe(pix.txid);
    const paid = await getPix(guest, `orderId=${guest.orderId}`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('Esta conta já está paga.');
  });

  it('makes one charge when two diners ask for the same code at once', async () => {
    const { owner, guest } = await tableWithTwoDiners();
    await askForBill(t, owner, 12);
    await askForBill(t, guest, 12);
    const answers = await Promise.all([
      getPix(owner, `queueId=${owner.id}`),
      getPix(guest, `queueId=${owner.id}`),
      getPix(owner, `queueId=${owner.id}`),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().txid)).size).toBe(1);
    const rows = await t.database.db.select().from(pixCharges).where(eq(pixCharges.queueEntryId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 when the restaurant has no Pix key, and 409 when there is nothing to pay', async () => {
    const restaurant = await createPixRestaurant(t, false);
    const owner = await createSeatedTable(t, restaurant.merchantId);
    await askForBill(t, owner, 10);
    const res = await getPix(owner, `orderId=${owner.orderId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('O restaurante ainda não recebe Pix por aqui.');

    const withPix = await createPixRestaurant(t);
    const empty = await createSeatedTable(t, withPix.merchantId);
    await askForBill(t, empty, 10);
    const zero = await getPix(empty, `orderId=${empty.orderId}`);
    expect(zero.statusCode).toBe(409);
    expect(zero.json().message).toBe('Não há valor a pagar.');
  });

  it('refuses a diner of another table and another restaurant (403), and no credentials (401)', async () => {
    const { owner } = await tableWithTwoDiners();
    await askForBill(t, owner, 10);
    const other = await createPixRestaurant(t);
    const elsewhere = await createQueueEntryFixture(t, { merchantId: other.merchantId, status: 'CHECK_IN' });
    const stranger = await createConsumerFixture(t.app);
    for (const query of [`orderId=${owner.orderId}`, `queueId=${owner.id}`]) {
      expect((await getPix(elsewhere, query)).statusCode).toBe(403);
      expect((await getPix(stranger, query)).statusCode).toBe(403);
      expect((await getPix(other, query)).statusCode).toBe(403);
      expect((await getPix(null, query)).statusCode).toBe(401);
    }
  });

  it('answers 400 to both ids, neither, or a malformed one', async () => {
    const stranger = await createConsumerFixture(t.app);
    const id = '3f1b6f0e-8d4c-4c1e-9a51-6a9f0d1b2c3d';
    for (const query of [`orderId=${id}&queueId=${id}`, '', 'orderId=123']) {
      const res = await getPix(stranger, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/inválid|Informe orderId ou queueId/);
    }
  });
});

describe("POST /order/pix/reported ('Já paguei')", () => {
  it("marks the table's unpaid bills, the hall shows 'Pix informado' live, and nothing left answers 409", async () => {
    const { restaurant, owner, guest } = await tableWithTwoDiners();
    const before = await callAs(t, owner, 'POST', '/order/pix/reported', { orderId: owner.orderId });
    expect(before.statusCode).toBe(409);
    await askForBill(t, owner, 10);
    const events = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`select count(*)::int as n from live_events where order_id = ${owner.orderId}::uuid`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      );
    const eventsBefore = await events();
    const res = await callAs(t, guest, 'POST', '/order/pix/reported', { queueId: owner.id });
    expect(res.statusCode, res.body).toBe(204);
    expect(await events()).toBe(eventsBefore + 1);

    const hall = (
      await callAs(t, restaurant, 'GET', `/queue/hall?merchantId=${restaurant.merchantId}`)
    ).json();
    expect(hall.find((entry: { queue: { id: string } }) => entry.queue.id === owner.id)).toMatchObject({
      pixReported: true,
      paid: false,
    });
    const order = (await callAs(t, owner, 'GET', `/order?orderId=${owner.orderId}`)).json() as Order;
    expect(order.pixReportedAt).toBe(t.clock.now().toISOString());
    expect(order.payment).toBeNull();
    // The guest's own order is still OPEN: not reported.
    const guestOrder = (await callAs(t, guest, 'GET', `/order?orderId=${guest.orderId}`)).json() as Order;
    expect(guestOrder.pixReportedAt).toBeNull();

    // Access: the restaurant may not say it, a diner of another table neither.
    expect(
      (await callAs(t, restaurant, 'POST', '/order/pix/reported', { queueId: owner.id })).statusCode,
    ).toBe(401);
    const stranger = await createConsumerFixture(t.app);
    expect((await callAs(t, stranger, 'POST', '/order/pix/reported', { queueId: owner.id })).statusCode).toBe(
      403,
    );
  });

  it("forgets 'Já paguei' when the restaurant reopens the bill (it will change)", async () => {
    const { restaurant, owner } = await tableWithTwoDiners();
    await askForBill(t, owner, 10);
    expect(
      (await callAs(t, owner, 'POST', '/order/pix/reported', { orderId: owner.orderId })).statusCode,
    ).toBe(204);
    const reopened = await callAs(
      t,
      restaurant,
      'PATCH',
      `/order/status/update?merchantId=${restaurant.merchantId}`,
      { orderId: owner.orderId, queueId: owner.id, orderStatus: 'OPEN' },
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    const order = (await callAs(t, owner, 'GET', `/order?orderId=${owner.orderId}`)).json() as Order;
    expect(order.status).toBe('OPEN');
    expect(order.pixReportedAt).toBeNull();
    const hall = (
      await callAs(t, restaurant, 'GET', `/queue/hall?merchantId=${restaurant.merchantId}`)
    ).json();
    expect(hall.find((entry: { queue: { id: string } }) => entry.queue.id === owner.id)).toMatchObject({
      pixReported: false,
    });
  });
});

describe('PATCH /order/payment', () => {
  it('records one payment of two hosts pressing at once, and the other hears 409', async () => {
    const { restaurant, owner } = await tableWithTwoDiners();
    await askForBill(t, owner, 10);
    const body = { queueId: owner.id, orderId: owner.orderId, method: 'PIX' };
    const answers = await Promise.all([confirm(restaurant, body), confirm(restaurant, body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((res) => res.statusCode === 200)?.json() as Order[];
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({
      id: owner.orderId,
      status: 'PAYMENT_COMPLETED',
      payment: { method: 'PIX', amount: 14.3, paidAt: t.clock.now().toISOString(), confirmedBy: 'merchant' },
    });
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe('Esta conta já está paga.');
  });

  it('pays every bill asked for at the table, refuses an open one, and the checkout then goes through', async () => {
    const { restaurant, owner, guest } = await tableWithTwoDiners();
    const open = await confirm(restaurant, { queueId: owner.id, orderId: owner.orderId, method: 'OTHER' });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(
      'O pedido ainda está aberto: finalize-o antes de registrar o pagamento.',
    );
    const none = await confirm(restaurant, { queueId: owner.id, method: 'OTHER' });
    expect(none.statusCode).toBe(409);

    await askForBill(t, owner, 10);
    await askForBill(t, guest, 0);
    await callAs(t, guest, 'POST', '/order/pix/reported', { orderId: guest.orderId });
    const res = await confirm(restaurant, { queueId: owner.id, method: 'OTHER' });
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json() as Order[];
    // Oldest first; both orders were opened at the same instant of the test clock, so by id.
    const expected = [
      [owner.orderId, 'PAYMENT_COMPLETED', 14.3],
      [guest.orderId, 'PAYMENT_COMPLETED', 6.5],
    ].sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    expect(paid.map((order) => [order.id, order.status, order.payment?.amount])).toEqual(expected);
    const hall = (
      await callAs(t, restaurant, 'GET', `/queue/hall?merchantId=${restaurant.merchantId}`)
    ).json();
    expect(hall.find((entry: { queue: { id: string } }) => entry.queue.id === owner.id)).toMatchObject({
      pixReported: false,
      paid: true,
    });
    const again = await confirm(restaurant, { queueId: owner.id, method: 'PIX' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta conta já está paga.');

    const checkout = await callAs(t, restaurant, 'POST', `/queue/checkout?queueId=${owner.id}`);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const late = await confirm(restaurant, { queueId: owner.id, method: 'PIX' });
    expect(late.statusCode).toBe(409);
  });

  it("refuses another restaurant's table (403) and a consumer (401)", async () => {
    const { restaurant, owner } = await tableWithTwoDiners();
    await askForBill(t, owner, 10);
    const other = await createPixRestaurant(t);
    const body = { queueId: owner.id, orderId: owner.orderId, method: 'PIX' };
    expect((await confirm(other, body)).statusCode).toBe(403);
    expect((await confirm(other, { queueId: owner.id, method: 'PIX' })).statusCode).toBe(403);
    const named = await callAs(t, other, 'PATCH', `/order/payment?merchantId=${restaurant.merchantId}`, body);
    expect(named.statusCode).toBe(403);
    expect(
      (await callAs(t, owner, 'PATCH', `/order/payment?merchantId=${restaurant.merchantId}`, body))
        .statusCode,
    ).toBe(401);
    const bad = await confirm(restaurant, { ...body, method: 'CARD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Forma de pagamento inválida/);
  });
});

describe('GET /queue/report/insights, received', () => {
  it('sums what was received by method, with the orders counted', async () => {
    const { restaurant, owner, guest } = await tableWithTwoDiners();
    await askForBill(t, owner, 10);
    await askForBill(t, guest, 0);
    await confirm(restaurant, { queueId: owner.id, orderId: owner.orderId, method: 'PIX' });
    await confirm(restaurant, { queueId: owner.id, orderId: guest.orderId, method: 'OTHER' });
    const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
    const query = new URLSearchParams({ id: restaurant.merchantId, startDate: day, endDate: day });
    const res = await callAs(t, restaurant, 'GET', `/queue/report/insights?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tables.received).toEqual({ pix: 14.3, other: 6.5, pixOrders: 1, otherOrders: 1 });
  });
});
