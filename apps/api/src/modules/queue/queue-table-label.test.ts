import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueEntries } from '#api/db/schema/queue.schema';
import { createConsumerFixture, createMerchantFixture, joinQueueFixture } from '#test/fixtures';
import {
  addAndSend,
  addUnits,
  createMerchantWithMenu,
  createSeatedTable,
  itemAction,
} from '#test/order-test-helpers';
import { type Caller, callAs, useFixture, useTestApp } from '#test/test-app';

// Table labels (docs/queue.md#table-labels) and the table view's whole-table total.

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t, 'Bistrô'));
const other = useFixture(() => createMerchantFixture(t.app));

async function called() {
  const entry = await joinQueueFixture(t, { merchantId: restaurant.merchantId, events: ['accept', 'call'] });
  return entry;
}

const checkin = (caller: Caller, queueId: string, table?: string) =>
  callAs(
    t,
    caller,
    'POST',
    `/queue/checkin?queueId=${queueId}${table === undefined ? '' : `&table=${encodeURIComponent(table)}`}`,
  );

const rename = (caller: Caller, queueId: string, table: string) =>
  callAs(t, caller, 'PATCH', `/queue/table?queueId=${queueId}&table=${encodeURIComponent(table)}`);

async function labelOf(queueId: string) {
  const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, queueId));
  return row?.tableLabel;
}

describe("a leading 'Mesa' (rules §11)", () => {
  it("is the screens' word: 'Mesa 12' at check-in and 'mesa: 7' on a rename are kept as '12' and '7'", async () => {
    const entry = await called();
    const seated = await checkin(restaurant, entry.id, 'Mesa 12');
    expect(seated.json()).toMatchObject({ status: 'CHECK_IN', table: '12' });
    expect(await labelOf(entry.id)).toBe('12');
    expect((await rename(restaurant, entry.id, 'mesa: 7')).json()).toMatchObject({ table: '7' });
    expect(await labelOf(entry.id)).toBe('7');
    // 'Mesa' alone names no table.
    const empty = await rename(restaurant, entry.id, 'Mesa');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Informe a mesa');
    expect(await labelOf(entry.id)).toBe('7');
  });
});

describe('table labels', () => {
  it('names the table at check-in (trimmed) and answers it', async () => {
    const entry = await called();
    const res = await checkin(restaurant, entry.id, ' 12 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: entry.id, status: 'CHECK_IN', table: '12' });
    expect(await labelOf(entry.id)).toBe('12');
    const plain = await called();
    expect((await checkin(restaurant, plain.id)).json()).toMatchObject({ status: 'CHECK_IN', table: null });
  });

  it.each([
    ['13 characters', 'Varanda 1234'.padEnd(13, 'x'), 'no máximo 12 caracteres'],
    ['only spaces', '   ', 'Informe a mesa'],
    ['a control character', 'mesa\u202e1', 'caracteres de controle'],
  ])('refuses a label of %s (400) and seats nobody', async (_case, table, message) => {
    const entry = await called();
    const res = await checkin(restaurant, entry.id, table);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(
      (await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, entry.id)))[0]?.status,
    ).toBe('CALLED');
  });

  it("refuses a table from the consumer's 'Cheguei' (400): only the restaurant names it", async () => {
    const entry = await joinQueueFixture(t, {
      merchantId: restaurant.merchantId,
      events: ['accept', 'call', 'answer'],
    });
    const res = await checkin(entry, entry.id, '7');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Só o estabelecimento informa a mesa.');
    expect((await checkin(entry, entry.id)).json()).toMatchObject({ status: 'CHECK_IN', table: null });
  });

  it('renames a seated table; 409 before check-in and after checkout, 403 for another merchant', async () => {
    const entry = await called();
    const early = await rename(restaurant, entry.id, '5');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Só é possível mudar a mesa de um cliente que está sentado (check-in).',
    );
    await checkin(restaurant, entry.id, '5');
    const res = await rename(restaurant, entry.id, 'Varanda 3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: entry.id, status: 'CHECK_IN', table: 'Varanda 3' });
    expect((await rename(other, entry.id, '9')).statusCode).toBe(403);
    expect((await rename(restaurant, '00000000-0000-4000-8000-000000000000', '9')).statusCode).toBe(403);
    expect((await rename(null, entry.id, '9')).statusCode).toBe(401);
    expect((await rename(restaurant, entry.id, '')).statusCode).toBe(400);
    expect(await labelOf(entry.id)).toBe('Varanda 3');
    await callAs(t, restaurant, 'POST', `/queue/checkout?queueId=${entry.id}`);
    expect((await rename(restaurant, entry.id, '1')).statusCode).toBe(409);
  });

  it('shows the label on the hall, the table dialog, the bill, the checkout summary and the table view', async () => {
    const table = await createSeatedTable(t, restaurant.merchantId, 'Rita');
    await rename(restaurant, table.id, '12');
    const hall = (
      await callAs(t, restaurant, 'GET', `/queue/hall?merchantId=${restaurant.merchantId}`)
    ).json();
    expect(hall.find((e: { queue: { id: string } }) => e.queue.id === table.id).queue).toEqual({
      id: table.id,
      slot: 2,
      consumer: { name: 'Rita' },
      table: '12',
    });
    const orders = (await callAs(t, restaurant, 'GET', `/order/queue?queueId=${table.id}`)).json();
    expect(orders[0].table).toBe('12');
    // The checkout summary, read by anyone who knows the order id.
    expect((await callAs(t, null, 'GET', `/order?orderId=${table.orderId}`)).json().table).toBe('12');
    const guest = await createConsumerFixture(t.app);
    expect((await callAs(t, guest, 'GET', `/queue?queueId=${table.id}`)).json().table).toBe('12');
  });

  it('lists the label on the merchant’s queue (null while waiting)', async () => {
    const entry = await called();
    const res = await callAs(t, restaurant, 'GET', `/queue/current?merchantId=${restaurant.merchantId}`);
    expect(res.json().find((e: { id: string }) => e.id === entry.id)).toMatchObject({ table: null });
  });
});

describe('the table view: the whole table’s total', () => {
  it("adds every order's subtotal (sent units, not refused or cancelled; no carts, no fees)", async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const guest = await createConsumerFixture(t.app);
    const guestOrder = (
      await callAs(t, guest, 'POST', '/order', { consumerId: guest.consumerId, queueId: owner.id })
    ).json().id as string;
    const view = async () => (await callAs(t, guest, 'GET', `/queue?queueId=${owner.id}`)).json().tableTotal;
    expect(await view()).toEqual({ subtotal: 0, orders: 2 });
    await addAndSend(t, owner, owner.orderId, restaurant.burgerId);
    const [refused] = await addAndSend(t, guest, guestOrder, restaurant.sodaId, 3);
    await itemAction(t, restaurant, 'refuse', refused as string);
    await addUnits(t, owner, owner.orderId, restaurant.sodaId);
    // 32,90 + 2 × 6,50: the refused soda and the owner's cart do not count.
    expect(await view()).toEqual({ subtotal: 45.9, orders: 2 });
  });
});
