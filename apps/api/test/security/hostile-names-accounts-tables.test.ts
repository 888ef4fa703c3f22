import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '#api/db/schema/catalog.schema';
import { consumers } from '#api/db/schema/consumer.schema';
import { contactLeads } from '#api/db/schema/lead.schema';
import { merchants, merchantUsers } from '#api/db/schema/merchant.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { newSignup, postSignup } from '#test/account-test-helpers';
import { createQueueEntryFixture } from '#test/fixtures';
import { createMerchantWithMenu } from '#test/order-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';
import { hostileTexts, visibleTexts } from './hostile-texts';

// docs/security.md#names-csv-and-terminals, for the names the staff, the sign-up, the item options and the
// table labels take (the consumer's, the contact's and the other menu texts: hostile-names.test.ts): each
// hostile text is refused with 400 and a pt-BR message naming the field, and nothing is written; visible
// names with decomposed accents, joined emoji, flags and keycaps are kept as typed, on every family.

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t, 'Bistrô'));
let sequence = 0;

/** A fresh client address, so no per-address limit is reached by the repeated calls. */
function nextAddress(): string {
  sequence += 1;
  return `10.8.${Math.floor(sequence / 200)}.${(sequence % 200) + 1}`;
}

const tableLabels = hostileTexts.filter(([, text]) => text.length <= 12);

const invite = (name: string, email: string) =>
  callAs(t, restaurant, 'POST', '/merchant/staff', { name, email, role: 'waiter' });

const createItem = (name: string, optionGroups: unknown[] = [], description = '') =>
  callAs(t, restaurant, 'POST', '/item', {
    categoryId: restaurant.categoryId,
    name,
    description,
    price: 30,
    optionGroups,
  });

const checkin = (queueId: string, table: string) =>
  callAs(t, restaurant, 'POST', `/queue/checkin?queueId=${queueId}&table=${encodeURIComponent(table)}`);

const rename = (queueId: string, table: string) =>
  callAs(t, restaurant, 'PATCH', `/queue/table?queueId=${queueId}&table=${encodeURIComponent(table)}`);

async function entryOf(queueId: string) {
  const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, queueId));
  return row;
}

describe('POST /api/merchant/staff name', () => {
  it.each(hostileTexts)('refuses %s with 400 and invites nobody', async (_title, name, message) => {
    sequence += 1;
    const email = `hostil-${sequence}@equipe.com`;
    const res = await invite(name, email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Dados inválidos em body.name: O nome ${message}.`);
    expect(await t.database.db.select().from(merchantUsers).where(eq(merchantUsers.email, email))).toEqual(
      [],
    );
  });
});

describe('POST /api/merchant/signup name', () => {
  it.each(hostileTexts)('refuses %s with 400 and creates no restaurant', async (_title, name, message) => {
    const body = newSignup({ name });
    const res = await postSignup(t, body, nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Dados inválidos em body.name: O nome do restaurante ${message}.`);
    expect(await t.database.db.select().from(merchants).where(eq(merchants.name, name))).toEqual([]);
    expect(
      await t.database.db.select().from(merchantUsers).where(eq(merchantUsers.email, body.email)),
    ).toEqual([]);
  });
});

describe('POST /api/item option names', () => {
  it.each(hostileTexts)(
    'refuses a group or an option with %s, writing no item',
    async (_title, name, message) => {
      const before = (await t.database.db.select().from(items)).length;
      const asGroup = await createItem('Hambúrguer da casa', [
        { name, min: 0, max: 1, options: [{ name: 'Queijo', price: 2 }] },
      ]);
      const asOption = await createItem('Hambúrguer da casa', [
        { name: 'Adicionais', min: 0, max: 1, options: [{ name, price: 2 }] },
      ]);
      expect([asGroup.statusCode, asOption.statusCode]).toEqual([400, 400]);
      expect(asGroup.json().message).toBe(`Dados inválidos em body.optionGroups.0.name: O nome ${message}.`);
      expect(asOption.json().message).toBe(
        `Dados inválidos em body.optionGroups.0.options.0.name: O nome ${message}.`,
      );
      expect((await t.database.db.select().from(items)).length).toBe(before);
    },
  );
});

describe('table labels', () => {
  it.each(tableLabels)(
    'check-in refuses a label with %s and seats nobody',
    async (_title, table, message) => {
      const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
      const res = await checkin(entry.id, table);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Dados inválidos em querystring.table: A mesa ${message}.`);
      expect(await entryOf(entry.id)).toMatchObject({ status: 'CALLED', tableLabel: null });
    },
  );

  it.each(tableLabels)(
    'PATCH /api/queue/table refuses %s and keeps the label',
    async (_title, table, message) => {
      const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
      expect((await checkin(entry.id, '7')).statusCode).toBe(200);
      const res = await rename(entry.id, table);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Dados inválidos em querystring.table: A mesa ${message}.`);
      expect(await entryOf(entry.id)).toMatchObject({ status: 'CHECK_IN', tableLabel: '7' });
    },
  );
});

describe('defined tables (docs/tables.md)', () => {
  it.each(tableLabels)(
    'POST /api/merchant/tables refuses a label with %s',
    async (_title, label, message) => {
      const res = await callAs(t, restaurant, 'POST', '/merchant/tables', { label, seats: 4 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Dados inválidos em body.label: A mesa ${message}.`);
    },
  );

  it.each(hostileTexts)(
    'POST /api/merchant/tables refuses an area with %s',
    async (_title, area, message) => {
      const res = await callAs(t, restaurant, 'POST', '/merchant/tables', { label: 'H1', seats: 4, area });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Dados inválidos em body.area: A área ${message}.`);
    },
  );

  it.each(tableLabels.filter(([, text]) => !/[\n\u2028\u2029]/u.test(text)))(
    'the import refuses a label with %s and makes no table',
    async (_title, label, message) => {
      const res = await callAs(t, restaurant, 'POST', '/merchant/tables/import', {
        text: `Mesa ${label.trim()}, 4 lugares`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Linha 1: A mesa ${message}.`);
    },
  );

  it('lists no table after every refusal', async () => {
    expect((await callAs(t, restaurant, 'GET', '/merchant/tables')).json()).toEqual([]);
  });
});

describe('visible names', () => {
  it.each(visibleTexts)('every family keeps %j as typed', async (text) => {
    sequence += 1;
    const phone = `1197${String(1_000_000 + sequence).slice(-7)}`;
    const consumer = await t.app.inject({
      method: 'POST',
      url: '/api/consumer',
      payload: { phone, name: ` ${text} ` },
      remoteAddress: nextAddress(),
    });
    expect(consumer.statusCode).toBe(200);
    const [diner] = await t.database.db.select().from(consumers).where(eq(consumers.phone, phone));
    expect(diner?.name).toBe(text);

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: text, number: phone },
      remoteAddress: nextAddress(),
    });
    expect(contact.statusCode).toBe(204);
    const [lead] = await t.database.db.select().from(contactLeads).where(eq(contactLeads.number, phone));
    expect(lead?.name).toBe(text);

    const email = `visivel-${sequence}@equipe.com`;
    expect((await invite(text, email)).statusCode).toBe(201);
    const [person] = await t.database.db.select().from(merchantUsers).where(eq(merchantUsers.email, email));
    expect(person?.name).toBe(text);

    const signup = await postSignup(t, newSignup({ name: text }), nextAddress());
    expect(signup.statusCode).toBe(201);
    const [signedUp] = await t.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, signup.json().merchantId));
    expect(signedUp?.name).toBe(text);

    const item = await createItem(
      text,
      [{ name: text, min: 0, max: 1, options: [{ name: text, price: 1 }] }],
      `${text}\n${text}`,
    );
    expect(item.statusCode).toBe(201);
    expect(item.json()).toMatchObject({
      name: text,
      description: `${text}\n${text}`,
      optionGroups: [{ name: text, options: [{ name: text }] }],
    });

    if (text.length > 12) return;
    const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
    expect((await checkin(entry.id, text)).json()).toMatchObject({ status: 'CHECK_IN', table: text });
    expect((await rename(entry.id, `${text}.`)).json()).toMatchObject({ table: `${text}.` });
  });
});
