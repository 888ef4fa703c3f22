import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { updateOrderStatus } from '#test/order-test-helpers';
import { createStaffLogin } from '#test/staff-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

// What the floor's tiles read from `GET /merchant/tables` beyond the state (docs/tables.md#o-salão): who sits
// at each table (name and party size) and whether their bill was asked for ('Quase livre').

const t = useTestApp();

/** A fresh restaurant with tables 1 and 2 of four seats. */
async function restaurantWithTables() {
  const m = await createMerchantFixture(t.app);
  const made = await callAs(t, m, 'POST', '/merchant/tables/import', { text: 'Mesa 1..2, 4 lugares' });
  expect(made.statusCode).toBe(201);
  return m;
}

const listTables = async (caller: { authorization: string }) => {
  const res = await callAs(t, caller, 'GET', '/merchant/tables');
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('the floor fields of GET /merchant/tables', () => {
  it('names who sits at a table and how many, and null on a free table', async () => {
    const m = await restaurantWithTables();
    const entry = await createQueueEntryFixture(t, {
      merchantId: m.merchantId,
      status: 'CALLED',
      name: 'Bia Souza',
      slot: 3,
    });
    const seated = await callAs(t, m, 'POST', `/queue/checkin?queueId=${entry.id}&table=2`);
    expect(seated.statusCode).toBe(200);

    const [one, two] = await listTables(m);
    expect(one).toMatchObject({
      label: '1',
      state: 'FREE',
      partyName: null,
      partySlot: null,
      billRequestedAt: null,
    });
    expect(two).toMatchObject({
      label: '2',
      state: 'SEATED',
      queueId: entry.id,
      partyName: 'Bia Souza',
      partySlot: 3,
      billRequestedAt: null,
      since: seated.json().lastStatusAt,
    });
    // The answers of the owner's writes carry the fields too (null on a new table).
    const created = await callAs(t, m, 'POST', '/merchant/tables', { label: '3', seats: 2 });
    expect(created.json()).toMatchObject({ partyName: null, partySlot: null, billRequestedAt: null });
  });

  it('says when the bill was asked for, until the party leaves', async () => {
    const m = await restaurantWithTables();
    const entry = await createQueueEntryFixture(t, {
      merchantId: m.merchantId,
      status: 'CALLED',
      name: 'Caio',
    });
    expect((await callAs(t, m, 'POST', `/queue/checkin?queueId=${entry.id}&table=1`)).statusCode).toBe(200);
    const order = await callAs(t, entry, 'POST', '/order', {
      consumerId: entry.consumerId,
      queueId: entry.id,
    });
    expect(order.statusCode).toBe(201);
    const orderRef = { orderId: order.json().id as string, id: entry.id };
    expect((await listTables(m))[0]).toMatchObject({ partyName: 'Caio', billRequestedAt: null });

    t.clock.advance(60_000);
    expect((await updateOrderStatus(t, m, orderRef, 'PAYMENT_REQUESTED')).statusCode).toBe(200);
    const asked = (await listTables(m))[0];
    expect(asked).toMatchObject({ state: 'SEATED', partyName: 'Caio' });
    expect(typeof asked?.billRequestedAt).toBe('string');
    expect(Number.isNaN(Date.parse(String(asked?.billRequestedAt)))).toBe(false);

    // Closed, it is still about to be free; checked out, the table is free and says nothing of the party.
    expect((await updateOrderStatus(t, m, orderRef, 'CLOSED')).statusCode).toBe(200);
    expect((await listTables(m))[0]?.billRequestedAt).toBe(asked?.billRequestedAt);
    expect((await callAs(t, m, 'POST', `/queue/checkout?queueId=${entry.id}`)).statusCode).toBe(200);
    expect((await listTables(m))[0]).toMatchObject({
      state: 'FREE',
      queueId: null,
      partyName: null,
      partySlot: null,
      billRequestedAt: null,
    });
  });

  it("shows the host and the waiter who sits where, never another restaurant's parties", async () => {
    const m = await restaurantWithTables();
    const other = await createMerchantFixture(t.app);
    await callAs(t, other, 'POST', '/merchant/tables/import', { text: 'Mesa 1..2, 4 lugares' });
    const entry = await createQueueEntryFixture(t, {
      merchantId: m.merchantId,
      status: 'CALLED',
      name: 'Rita',
    });
    expect((await callAs(t, m, 'POST', `/queue/checkin?queueId=${entry.id}&table=1`)).statusCode).toBe(200);
    for (const role of ['host', 'waiter'] as const) {
      const staff = await createStaffLogin(t.app, m, role);
      expect((await listTables(staff))[0]).toMatchObject({ partyName: 'Rita', queueId: entry.id });
    }
    const theirs = await listTables(other);
    expect(theirs.map((table) => [table.state, table.partyName])).toEqual([
      ['FREE', null],
      ['FREE', null],
    ]);
    // The kitchen reads no floor.
    const kitchen = await createStaffLogin(t.app, m, 'kitchen');
    expect((await callAs(t, kitchen, 'GET', '/merchant/tables')).statusCode).toBe(403);
  });
});
