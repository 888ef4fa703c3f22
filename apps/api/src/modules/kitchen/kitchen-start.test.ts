import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#api/db/schema/audit.schema';
import { liveEvents } from '#api/db/schema/live.schema';
import { orderItems } from '#api/db/schema/order.schema';
import { createMerchantFixture } from '#test/fixtures';
import { addAndSend, createMerchantWithMenu, createSeatedTable, itemAction } from '#test/order-test-helpers';
import { createStaffLogin } from '#test/staff-test-helpers';
import { callAs, useTestApp } from '#test/test-app';
import { UNIT_ALREADY_STARTED_MESSAGE } from './kitchen-messages';

// 'Começar': a unit being prepared goes from 'A preparar' to 'Em preparo' without changing its status
// (docs/kitchen.md#started).

const t = useTestApp();

type Caller = { merchantId: string; authorization: string };

const start = (caller: Caller, orderItemId: string, merchantId = caller.merchantId) =>
  callAs(t, caller, 'PATCH', `/kitchen/start?orderItemId=${orderItemId}&merchantId=${merchantId}`);

const kitchenUnits = async (caller: Caller) => {
  const res = await callAs(t, caller, 'GET', `/kitchen?merchantId=${caller.merchantId}`);
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .flatMap((table: { units: { id: string; startedAt: string | null }[] }) => table.units) as {
    id: string;
    startedAt: string | null;
  }[];
};

/** A restaurant with a seated table and one burger accepted: PREPARING, not started. */
async function preparingBurger() {
  const restaurant = await createMerchantWithMenu(t, 'Brasa');
  const table = await createSeatedTable(t, restaurant.merchantId);
  const [unit] = await addAndSend(t, table, table.orderId, restaurant.burgerId);
  await itemAction(t, restaurant, 'accept', unit as string);
  return { restaurant, table, unit: unit as string };
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(orderItems).where(eq(orderItems.id, id)))[0];

describe('PATCH /kitchen/start', () => {
  it('starts a waiting unit: it stays PREPARING, GET /kitchen answers startedAt, the trail says who', async () => {
    const { restaurant, table, unit } = await preparingBurger();
    expect(await kitchenUnits(restaurant)).toEqual([expect.objectContaining({ id: unit, startedAt: null })]);
    const eventsBefore = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.queueEntryId, table.id))
      .orderBy(desc(liveEvents.id));

    t.clock.advance(90_000);
    const res = await start(restaurant, unit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: unit, orderItemStatus: 'PREPARING' });
    const startedAt = t.clock.now().toISOString();
    expect(await kitchenUnits(restaurant)).toEqual([expect.objectContaining({ id: unit, startedAt })]);
    expect((await rowOf(unit))?.status).toBe('PREPARING');

    // The change reaches the merchant's stream as every unit change does (migration 0004's trigger).
    const events = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.queueEntryId, table.id))
      .orderBy(desc(liveEvents.id));
    expect(events.length).toBe(eventsBefore.length + 1);
    expect(events[0]).toMatchObject({ merchantId: restaurant.merchantId, kind: 'order' });

    const [audit] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.targetId, unit), eq(auditEntries.action, 'order.item.start')));
    expect(audit).toMatchObject({
      merchantId: restaurant.merchantId,
      queueEntryId: table.id,
      beforeStatus: 'PREPARING',
      afterStatus: 'PREPARING',
      detail: { item: 'Hambúrguer' },
    });
  });

  it('starts a unit once when two screens press at the same time', async () => {
    const { restaurant, unit } = await preparingBurger();
    const answers = await Promise.all([start(restaurant, unit), start(restaurant, unit)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().message).toBe(UNIT_ALREADY_STARTED_MESSAGE);
    const audits = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.targetId, unit), eq(auditEntries.action, 'order.item.start')));
    expect(audits).toHaveLength(1);
  });

  it("answers 409 for a unit not in the kitchen: delivered, only sent, or a drink; 'Pronto' works from either step", async () => {
    const { restaurant, table, unit } = await preparingBurger();
    // Ready straight from 'A preparar': one tap.
    expect((await itemAction(t, restaurant, 'deliver', unit)).statusCode).toBe(200);
    const delivered = await start(restaurant, unit);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toBe('Esta ação não é permitida para um item com status Entregue.');
    expect((await rowOf(unit))?.startedAt).toBeNull();

    const [sent, soda] = [
      ...(await addAndSend(t, table, table.orderId, restaurant.burgerId)),
      ...(await addAndSend(t, table, table.orderId, restaurant.sodaId)),
    ];
    expect((await start(restaurant, sent as string)).statusCode).toBe(409);
    await itemAction(t, restaurant, 'accept', soda as string);
    expect((await start(restaurant, soda as string)).statusCode).toBe(409);

    // A started unit is marked ready as a waiting one is.
    await itemAction(t, restaurant, 'accept', sent as string);
    expect((await start(restaurant, sent as string)).statusCode).toBe(200);
    expect((await itemAction(t, restaurant, 'deliver', sent as string)).statusCode).toBe(200);
  });

  it("keeps startedAt when 'Desfazer' takes the delivery back", async () => {
    const { restaurant, unit } = await preparingBurger();
    await start(restaurant, unit);
    const startedAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    await itemAction(t, restaurant, 'deliver', unit);
    t.clock.advance(5_000);
    expect((await itemAction(t, restaurant, 'undeliver', unit)).json().orderItemStatus).toBe('PREPARING');
    expect(await kitchenUnits(restaurant)).toEqual([expect.objectContaining({ id: unit, startedAt })]);
    const again = await start(restaurant, unit);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(UNIT_ALREADY_STARTED_MESSAGE);
  });

  it('answers 403 for another merchant’s unit or an unknown one, 403 to a host, 401 without a token', async () => {
    const { restaurant, unit } = await preparingBurger();
    const other = await createMerchantFixture(t.app);
    expect((await start(other, unit)).statusCode).toBe(403);
    expect((await start(restaurant, unit, other.merchantId)).statusCode).toBe(403);
    expect((await start(restaurant, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect((await start(restaurant, 'abc')).statusCode).toBe(400);
    const host = await createStaffLogin(t.app, restaurant, 'host');
    expect((await start({ ...host, merchantId: restaurant.merchantId }, unit)).statusCode).toBe(403);
    const anonymous = await callAs(
      t,
      null,
      'PATCH',
      `/kitchen/start?orderItemId=${unit}&merchantId=${restaurant.merchantId}`,
    );
    expect(anonymous.statusCode).toBe(401);
    expect((await rowOf(unit))?.startedAt).toBeNull();

    // The kitchen and the waiter may.
    const kitchen = await createStaffLogin(t.app, restaurant, 'kitchen');
    expect((await start({ ...kitchen, merchantId: restaurant.merchantId }, unit)).statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.targetId, unit), eq(auditEntries.action, 'order.item.start')));
    expect(audit).toMatchObject({ actorUserId: kitchen.id, actorRole: 'kitchen' });
  });
});
