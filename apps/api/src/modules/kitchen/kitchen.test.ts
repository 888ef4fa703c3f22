import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '#api/db/schema/order.schema';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import {
  addAndSend,
  createMerchantWithMenu,
  createSeatedTable,
  donenessOptionGroup,
  itemAction,
  setBurgerOptionGroups,
} from '#test/order-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

// The kitchen display's read and its 'pronto' / 'Desfazer' (docs/kitchen.md).

const t = useTestApp();

const kitchen = (merchant: { merchantId: string; authorization: string }) =>
  callAs(t, merchant, 'GET', `/kitchen?merchantId=${merchant.merchantId}`);

/** A restaurant whose burger asks 'Ponto da carne'; answers the option ids too. */
async function grill() {
  const restaurant = await createMerchantWithMenu(t, 'Brasa');
  const [doneness] = await setBurgerOptionGroups(t, restaurant, [donenessOptionGroup]);
  const [rare, medium] = (doneness?.options ?? []).map((o) => o.id);
  return { ...restaurant, rare: rare as string, medium: medium as string };
}

async function orderBurger(
  restaurant: Awaited<ReturnType<typeof grill>>,
  table: Awaited<ReturnType<typeof createSeatedTable>>,
  option: string,
  note?: string,
) {
  const res = await callAs(t, table, 'PUT', '/order', {
    orderQueue: { id: table.orderId },
    item: { id: restaurant.burgerId },
    options: [option],
    ...(note ? { note } : {}),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  await callAs(t, table, 'POST', `/order/sent?orderId=${table.orderId}`);
  return res.json().id as string;
}

describe('GET /kitchen', () => {
  it('lists accepted prepared units not yet delivered, by table, the longest waiting first', async () => {
    const restaurant = await grill();
    const ana = await createSeatedTable(t, restaurant.merchantId, 'Ana Souza');
    const bia = await createSeatedTable(t, restaurant.merchantId, 'Bia');
    await callAs(t, restaurant, 'PATCH', `/queue/table?queueId=${bia.id}&table=Varanda 3`);
    const anaBurger = await orderBurger(restaurant, ana, restaurant.rare, 'sem cebola');
    const biaFirst = await orderBurger(restaurant, bia, restaurant.medium);
    const biaSecond = await orderBurger(restaurant, bia, restaurant.rare);
    const [anaSoda] = await addAndSend(t, ana, ana.orderId, restaurant.sodaId);
    const waiting = await orderBurger(restaurant, ana, restaurant.medium);

    // Bia's first burger is accepted first; then Ana's; Bia's second later; Ana's third is never accepted.
    await itemAction(t, restaurant, 'accept', biaFirst);
    t.clock.advance(60_000);
    await itemAction(t, restaurant, 'accept', anaBurger);
    await itemAction(t, restaurant, 'accept', anaSoda as string);
    t.clock.advance(60_000);
    await itemAction(t, restaurant, 'accept', biaSecond);

    const res = await kitchen(restaurant);
    expect(res.statusCode).toBe(200);
    const start = new Date(t.clock.now().getTime() - 120_000).toISOString();
    expect(res.json()).toEqual([
      {
        queueId: bia.id,
        table: 'Varanda 3',
        owner: { name: 'Bia' },
        units: [
          {
            id: biaFirst,
            orderId: bia.orderId,
            item: { id: restaurant.burgerId, name: 'Hambúrguer' },
            options: [{ id: restaurant.medium, group: 'Ponto da carne', name: 'Ao ponto' }],
            note: null,
            consumer: { name: 'Bia' },
            acceptedAt: start,
            startedAt: null,
          },
          expect.objectContaining({ id: biaSecond, acceptedAt: t.clock.now().toISOString() }),
        ],
      },
      {
        queueId: ana.id,
        table: null,
        owner: { name: 'Ana Souza' },
        units: [
          expect.objectContaining({
            id: anaBurger,
            note: 'sem cebola',
            options: [{ id: restaurant.rare, group: 'Ponto da carne', name: 'Mal passado' }],
          }),
        ],
      },
    ]);
    // The soda is not prepared, the last burger waits for acceptance: neither is the kitchen's.
    const ids = res.json().flatMap((table: { units: { id: string }[] }) => table.units.map((u) => u.id));
    expect(ids).not.toContain(anaSoda);
    expect(ids).not.toContain(waiting);

    // Ready: delivered units leave the kitchen; a table with nothing left leaves it too.
    expect((await itemAction(t, restaurant, 'deliver', biaFirst)).statusCode).toBe(200);
    expect((await itemAction(t, restaurant, 'deliver', biaSecond)).statusCode).toBe(200);
    expect((await kitchen(restaurant)).json().map((table: { queueId: string }) => table.queueId)).toEqual([
      ana.id,
    ]);
  });

  it('shows a guest’s unit under the owner’s table with the guest’s name', async () => {
    const restaurant = await grill();
    const owner = await createSeatedTable(t, restaurant.merchantId, 'Caio');
    const guest = await createGuest(owner.id);
    const unit = await orderBurger(restaurant, guest, restaurant.rare);
    await itemAction(t, restaurant, 'accept', unit);
    const [table] = (await kitchen(restaurant)).json();
    expect(table).toMatchObject({ queueId: owner.id, owner: { name: 'Caio' } });
    expect(table.units[0]).toMatchObject({ id: unit, consumer: { name: 'Convidada' } });
  });

  it('answers 403 for another merchantId, 401 without a token, 400 for a malformed id', async () => {
    const merchant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    expect((await callAs(t, merchant, 'GET', `/kitchen?merchantId=${other.merchantId}`)).statusCode).toBe(
      403,
    );
    expect((await callAs(t, null, 'GET', `/kitchen?merchantId=${merchant.merchantId}`)).statusCode).toBe(401);
    expect((await callAs(t, merchant, 'GET', '/kitchen?merchantId=abc')).statusCode).toBe(400);
    expect((await kitchen(merchant)).json()).toEqual([]);
  });
});

/** A guest at the table (its own consumer and order), as the share link makes one. */
async function createGuest(queueId: string) {
  const guest = await createConsumerFixture(t.app, { name: 'Convidada' });
  const res = await callAs(t, guest, 'POST', '/order', { consumerId: guest.consumerId, queueId });
  return { ...guest, id: queueId, orderId: res.json().id as string };
}

describe('marking ready and undoing it', () => {
  it('takes a delivered unit back to the kitchen within 10 s, keeping when it was accepted', async () => {
    const restaurant = await grill();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const unit = await orderBurger(restaurant, table, restaurant.rare);
    await itemAction(t, restaurant, 'accept', unit);
    const acceptedAt = t.clock.now().toISOString();
    t.clock.advance(5 * 60_000);
    await itemAction(t, restaurant, 'deliver', unit);
    t.clock.advance(10_000);
    const undone = await itemAction(t, restaurant, 'undeliver', unit);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().orderItemStatus).toBe('PREPARING');
    expect((await kitchen(restaurant)).json()[0].units[0]).toMatchObject({ id: unit, acceptedAt });
    // A plain unit goes back to ACCEPTED.
    const [soda] = await addAndSend(t, table, table.orderId, restaurant.sodaId);
    await itemAction(t, restaurant, 'accept', soda as string);
    await itemAction(t, restaurant, 'deliver', soda as string);
    expect((await itemAction(t, restaurant, 'undeliver', soda as string)).json().orderItemStatus).toBe(
      'ACCEPTED',
    );
  });

  it('refuses the undo after 10 s, for a unit not delivered, and for another merchant', async () => {
    const restaurant = await grill();
    const other = await createMerchantFixture(t.app);
    const table = await createSeatedTable(t, restaurant.merchantId);
    const unit = await orderBurger(restaurant, table, restaurant.rare);
    expect((await itemAction(t, restaurant, 'undeliver', unit)).statusCode).toBe(409);
    await itemAction(t, restaurant, 'accept', unit);
    await itemAction(t, restaurant, 'deliver', unit);
    expect((await itemAction(t, other, 'undeliver', unit)).statusCode).toBe(403);
    t.clock.advance(10_001);
    const late = await itemAction(t, restaurant, 'undeliver', unit);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Não é mais possível desfazer a entrega deste item.');
    const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, unit));
    expect(row?.status).toBe('COMPLETED');
  });

  it('refuses the undo once the bill was asked for: the order is no longer open', async () => {
    const restaurant = await grill();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const unit = await orderBurger(restaurant, table, restaurant.rare);
    await itemAction(t, restaurant, 'accept', unit);
    await itemAction(t, restaurant, 'deliver', unit);
    const closed = await callAs(t, table, 'PATCH', '/order/close', {
      orderId: table.orderId,
      queueId: table.id,
      serviceFee: 10,
    });
    expect(closed.statusCode).toBe(200);
    const res = await itemAction(t, restaurant, 'undeliver', unit);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('O pedido já foi finalizado.');
  });

  it('delivers a unit once when the kitchen and the hall press at the same time', async () => {
    const restaurant = await grill();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const unit = await orderBurger(restaurant, table, restaurant.rare);
    await itemAction(t, restaurant, 'accept', unit);
    const answers = await Promise.all([
      itemAction(t, restaurant, 'deliver', unit),
      itemAction(t, restaurant, 'deliver', unit),
      itemAction(t, restaurant, 'deliver', unit),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    // Two undos at once: one wins.
    const undos = await Promise.all([
      itemAction(t, restaurant, 'undeliver', unit),
      itemAction(t, restaurant, 'undeliver', unit),
    ]);
    expect(undos.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('refusing with a reason', () => {
  it('keeps the reason the consumer reads beside the refused unit', async () => {
    const restaurant = await grill();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const [first, second] = await addAndSend(t, table, table.orderId, restaurant.sodaId, 2);
    const reason = encodeURIComponent('  Acabou o gelo ');
    const refused = await callAs(
      t,
      restaurant,
      'PATCH',
      `/order/item/refuse?orderItemId=${first}&merchantId=${restaurant.merchantId}&reason=${reason}`,
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ orderItemStatus: 'REFUSED', refusalReason: 'Acabou o gelo' });
    expect((await itemAction(t, restaurant, 'refuse', second as string)).json().refusalReason).toBeNull();
    const order = (await callAs(t, table, 'GET', `/order?orderId=${table.orderId}`)).json();
    expect(order.items.find((u: { id: string }) => u.id === first).refusalReason).toBe('Acabou o gelo');
  });

  it('refuses a reason over 140 characters or with control characters (400), changing nothing', async () => {
    const restaurant = await grill();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const [unit] = await addAndSend(t, table, table.orderId, restaurant.sodaId);
    for (const reason of ['x'.repeat(141), 'sem\u001bgelo']) {
      const res = await callAs(
        t,
        restaurant,
        'PATCH',
        `/order/item/refuse?orderItemId=${unit}&merchantId=${restaurant.merchantId}&reason=${encodeURIComponent(reason)}`,
      );
      expect(res.statusCode).toBe(400);
    }
    const [row] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, unit as string));
    expect(row?.status).toBe('SENT');
  });
});
