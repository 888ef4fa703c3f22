import { randomUUID } from 'node:crypto';
import { computeBill, reaisToCents, toBillItem } from '@suavez/shared/domain/bill';
import { UNKNOWN_OPTION_MESSAGE } from '@suavez/shared/domain/item-options';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '#api/db/schema/catalog.schema';
import { idempotencyKeys } from '#api/db/schema/idempotency.schema';
import { orderItems } from '#api/db/schema/order.schema';
import {
  addAndSend,
  createMerchantWithMenu,
  createSeatedTable,
  donenessOptionGroup,
  extrasOptionGroup,
  itemAction,
  type StoredOptionGroup,
  setBurgerOptionGroups,
} from '#test/order-test-helpers';
import { type Caller, callAs, useFixture, useTestApp } from '#test/test-app';
import { fingerprintRequest } from './idempotency';
import { insertOrderItemUnlessSoldOut } from './order-item.repository';

// Options, notes and 'Esgotado' when adding a unit (docs/orders-and-bills.md#options-and-notes, #sold-out).

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t, 'Brasa'));

interface Menu {
  burgerId: string;
  doneness: StoredOptionGroup;
  extras: StoredOptionGroup;
}

/** Gives the restaurant's burger two option groups through the editor; answers their ids. */
async function burgerWithOptions(): Promise<Menu> {
  const [doneness, extras] = await setBurgerOptionGroups(t, restaurant, [
    donenessOptionGroup,
    extrasOptionGroup,
  ]);
  return {
    burgerId: restaurant.burgerId,
    doneness: doneness as StoredOptionGroup,
    extras: extras as StoredOptionGroup,
  };
}

function add(caller: Caller, orderId: string, itemId: string, extra: Record<string, unknown> = {}) {
  return callAs(t, caller, 'PUT', '/order', { orderQueue: { id: orderId }, item: { id: itemId }, ...extra });
}

describe('PUT /order with options and a note', () => {
  it('copies the chosen options and the note; the unit price is the item’s plus its options’', async () => {
    const menu = await burgerWithOptions();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const res = await add(table, table.orderId, menu.burgerId, {
      // In any order: the unit keeps the menu's.
      options: [menu.extras.options[1]?.id, menu.doneness.options[1]?.id, menu.extras.options[0]?.id],
      note: '  sem cebola ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      item: { id: menu.burgerId, name: 'Hambúrguer', price: 32.9 },
      price: 40.4,
      options: [
        { id: menu.doneness.options[1]?.id, group: 'Ponto da carne', name: 'Ao ponto', price: 0 },
        { id: menu.extras.options[0]?.id, group: 'Adicionais', name: 'Bacon', price: 4.5 },
        { id: menu.extras.options[1]?.id, group: 'Adicionais', name: 'Ovo', price: 3 },
      ],
      note: 'sem cebola',
      orderItemStatus: 'CREATED',
      refusalReason: null,
    });
    const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, res.json().id));
    expect(row).toMatchObject({ priceCents: 3290, optionsPriceCents: 750, unitPriceCents: 4040 });
  });

  it('keeps the copies when the menu changes later, and every sum counts the unit price', async () => {
    const menu = await burgerWithOptions();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const bacon = menu.extras.options[0]?.id as string;
    const rare = menu.doneness.options[0]?.id as string;
    const ids = await addAndSend(t, table, table.orderId, restaurant.sodaId);
    const unit = await add(table, table.orderId, menu.burgerId, { options: [rare, bacon] });
    await callAs(t, table, 'POST', `/order/sent?orderId=${table.orderId}`);
    // The merchant renames and reprices the option, then removes every group.
    await callAs(t, restaurant, 'PATCH', '/item', {
      id: menu.burgerId,
      price: 50,
      optionGroups: [{ name: 'Ponto', min: 1, max: 1, options: [{ id: rare, name: 'Cru', price: 9 }] }],
    });
    await callAs(t, restaurant, 'PATCH', '/item', { id: menu.burgerId, optionGroups: [] });
    const order = (await callAs(t, table, 'GET', `/order?orderId=${table.orderId}`)).json();
    const burger = order.items.find((u: { id: string }) => u.id === unit.json().id);
    expect(burger).toMatchObject({
      item: { price: 32.9 },
      price: 37.4,
      options: [
        { id: rare, group: 'Ponto da carne', name: 'Mal passado', price: 0 },
        { id: bacon, group: 'Adicionais', name: 'Bacon', price: 4.5 },
      ],
    });
    // The bill of the shared package, from the units as answered: soda 6,50 + burger 37,40.
    const bill = computeBill({ items: order.items.map(toBillItem), serviceFeePercent: 10 });
    expect(bill).toMatchObject({ subtotalCents: 4390, feeCents: 439, totalCents: 4829 });
    // The merchant's table dialog reads the same units.
    const orders = (await callAs(t, restaurant, 'GET', `/order/queue?queueId=${table.id}`)).json();
    const prices = orders[0].items.map((u: { price: number }) => reaisToCents(u.price));
    expect(prices.sort()).toEqual([3740, 650].sort());
    expect(ids).toHaveLength(1);
  });

  it.each([
    ['no doneness', (_menu: Menu) => [], "Escolha 1 opção em 'Ponto da carne'."],
    [
      'two doneness',
      (m: Menu) => [m.doneness.options[0]?.id, m.doneness.options[1]?.id],
      "Escolha 1 opção em 'Ponto da carne'.",
    ],
    [
      'three extras',
      (m: Menu) => [m.doneness.options[0]?.id, ...m.extras.options.map((o) => o.id)],
      "Escolha no máximo 2 opções em 'Adicionais'.",
    ],
    [
      'a repeated option',
      (m: Menu) => [m.doneness.options[0]?.id, m.extras.options[0]?.id, m.extras.options[0]?.id],
      "A opção 'Bacon' foi escolhida mais de uma vez em 'Adicionais'.",
    ],
    ['an unknown option', (m: Menu) => [m.doneness.options[0]?.id, randomUUID()], UNKNOWN_OPTION_MESSAGE],
  ])('refuses %s with a 400 naming the group, adding nothing', async (_case, choose, message) => {
    const menu = await burgerWithOptions();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const res = await add(table, table.orderId, menu.burgerId, { options: choose(menu) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(
      await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, table.orderId)),
    ).toEqual([]);
  });

  it('refuses an option of another item', async () => {
    const menu = await burgerWithOptions();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const res = await add(table, table.orderId, restaurant.sodaId, { options: [menu.extras.options[0]?.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('não existe neste item');
  });

  it.each([
    ['a note over 140 characters', 'x'.repeat(141), 'no máximo 140 caracteres'],
    ['a note with a control character', 'sem\u0007cebola', 'caracteres de controle'],
    ['a note that is not text', 12, 'A observação deve ser um texto'],
  ])('refuses %s with a 400', async (_case, note, message) => {
    const table = await createSeatedTable(t, restaurant.merchantId);
    const res = await add(table, table.orderId, restaurant.sodaId, { note });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('takes a blank note as none, and a 140-character one whole', async () => {
    const table = await createSeatedTable(t, restaurant.merchantId);
    expect((await add(table, table.orderId, restaurant.sodaId, { note: '   ' })).json().note).toBeNull();
    const long = 'ç'.repeat(140);
    expect((await add(table, table.orderId, restaurant.sodaId, { note: long })).json().note).toBe(long);
  });

  it('replays an idempotent retry only when the options and the note are the same', async () => {
    const menu = await burgerWithOptions();
    const table = await createSeatedTable(t, restaurant.merchantId);
    const key = randomUUID();
    const body = (options: (string | undefined)[], note: string) => ({
      orderQueue: { id: table.orderId },
      item: { id: menu.burgerId },
      options,
      note,
    });
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/order',
        headers: { 'idempotency-key': key },
        cookies: table.cookies,
        payload: payload as Record<string, unknown>,
      });
    const [rare, bacon] = [menu.doneness.options[0]?.id, menu.extras.options[0]?.id];
    const first = await send(body([rare, bacon], 'sem sal'));
    expect(first.statusCode).toBe(201);
    const again = await send(body([bacon, rare], 'sem sal'));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await send(body([rare], 'sem sal'))).statusCode).toBe(422);
    expect((await send(body([rare, bacon], 'com sal'))).statusCode).toBe(422);
  });
});

describe('a retry across the deploy that brought options', () => {
  it('replays an answer stored before units had options, completed as a unit without them', async () => {
    const table = await createSeatedTable(t, restaurant.merchantId);
    const key = randomUUID();
    const unitId = randomUUID();
    const stored = {
      id: unitId,
      item: { id: restaurant.sodaId, name: 'Refrigerante', price: 6.5 },
      orderItemStatus: 'CREATED',
      prepared: false,
      createdAt: t.clock.now().toISOString(),
    };
    await t.database.db.insert(idempotencyKeys).values({
      consumerId: table.consumerId,
      key,
      // The fingerprint of a plain addition, as it was computed then.
      fingerprint: fingerprintRequest('PUT /order', [table.orderId, restaurant.sodaId]),
      statusCode: 201,
      response: stored,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: { 'idempotency-key': key },
      cookies: table.cookies,
      payload: { orderQueue: { id: table.orderId }, item: { id: restaurant.sodaId } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(res.json()).toEqual({ ...stored, price: 6.5, options: [], note: null, refusalReason: null });
  });
});

describe('sold out', () => {
  it("refuses a sold-out item with 409 'Item esgotado' and takes it again once available", async () => {
    const table = await createSeatedTable(t, restaurant.merchantId);
    const toggle = (value: boolean) =>
      callAs(t, restaurant, 'PATCH', `/item/soldout?id=${restaurant.sodaId}&soldOut=${value}`);
    expect((await toggle(true)).statusCode).toBe(200);
    const refused = await add(table, table.orderId, restaurant.sodaId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'INVALID_TRANSITION', message: 'Item esgotado' });
    expect(
      await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, table.orderId)),
    ).toEqual([]);
    await toggle(false);
    expect((await add(table, table.orderId, restaurant.sodaId)).statusCode).toBe(201);
  });

  it('keeps units ordered before the item sold out, and lets the merchant serve them', async () => {
    const table = await createSeatedTable(t, restaurant.merchantId);
    const [unit] = await addAndSend(t, table, table.orderId, restaurant.sodaId);
    await callAs(t, restaurant, 'PATCH', `/item/soldout?id=${restaurant.sodaId}&soldOut=true`);
    expect((await itemAction(t, restaurant, 'accept', unit as string)).statusCode).toBe(200);
    expect((await itemAction(t, restaurant, 'deliver', unit as string)).statusCode).toBe(200);
    await callAs(t, restaurant, 'PATCH', `/item/soldout?id=${restaurant.sodaId}&soldOut=false`);
  });

  it('refuses in the insert itself: a unit is not written for an item sold out after it was read', async () => {
    const table = await createSeatedTable(t, restaurant.merchantId);
    // What a read-before-write would miss: the flag changes between the read and the write.
    await t.database.db.update(items).set({ soldOut: true }).where(eq(items.id, restaurant.sodaId));
    const row = await insertOrderItemUnlessSoldOut(t.database.db, {
      merchantId: restaurant.merchantId,
      orderId: table.orderId,
      itemId: restaurant.sodaId,
      options: [],
      optionsPriceCents: 0,
      note: null,
      at: t.clock.now(),
    });
    expect(row).toBeUndefined();
    await t.database.db.update(items).set({ soldOut: false }).where(eq(items.id, restaurant.sodaId));
    const written = await insertOrderItemUnlessSoldOut(t.database.db, {
      merchantId: restaurant.merchantId,
      orderId: table.orderId,
      itemId: restaurant.sodaId,
      options: [{ id: randomUUID(), group: 'Gelo', name: 'Com gelo', priceCents: 0 }],
      optionsPriceCents: 0,
      note: 'copo grande',
      at: t.clock.now(),
    });
    expect(written).toMatchObject({
      name: 'Refrigerante',
      priceCents: 650,
      unitPriceCents: 650,
      note: 'copo grande',
    });
  });

  it('never adds a unit after the sold-out change committed, whatever the interleaving', async () => {
    const table = await createSeatedTable(t, restaurant.merchantId);
    const [added, toggled] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => add(table, table.orderId, restaurant.sodaId))),
      callAs(t, restaurant, 'PATCH', `/item/soldout?id=${restaurant.sodaId}&soldOut=true`),
    ]);
    expect(toggled.statusCode).toBe(200);
    for (const res of added) {
      expect([201, 409]).toContain(res.statusCode);
      if (res.statusCode === 409) expect(res.json().message).toBe('Item esgotado');
    }
    // Whatever got in, got in before the change: nothing is added once it is visible.
    const units = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, table.orderId));
    expect(units).toHaveLength(added.filter((res) => res.statusCode === 201).length);
    expect((await add(table, table.orderId, restaurant.sodaId)).statusCode).toBe(409);
    await callAs(t, restaurant, 'PATCH', `/item/soldout?id=${restaurant.sodaId}&soldOut=false`);
  });
});
