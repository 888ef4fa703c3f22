import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '#api/db/schema/catalog.schema';
import { consumers } from '#api/db/schema/consumer.schema';
import { contactLeads } from '#api/db/schema/lead.schema';
import {
  createTestCatalog,
  createTestCategory,
  createTestItem,
  type TestMerchant,
} from '#test/catalog-test-fixtures';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';
import { CONTROL, hostileTexts, INVISIBLE, NO_BASE } from './hostile-texts';

// docs/security.md#names-csv-and-terminals: a name or menu text holding control characters (C0, C1),
// bidirectional formatting characters, line or paragraph separators or tag characters, nothing but invisible
// characters, or marks without a letter is refused with 400 and a pt-BR message, and nothing is written.
// Staff, sign-up, option and table-label names: hostile-names-accounts-tables.test.ts.

const t = useTestApp();
let merchant: TestMerchant;
let categoryId: string;
let phoneSequence = 0;
let addressSequence = 0;

beforeAll(async () => {
  // Open, so a consumer can join its queue (the reason test).
  const created = await createMerchantFixture(t.app, { open: true });
  merchant = { merchantId: created.merchantId, authorization: created.authorization };
  const catalogId = await createTestCatalog(t, merchant, 'Cardápio', true);
  categoryId = await createTestCategory(t, merchant, catalogId, 'Massas');
});

function nextPhone(): string {
  phoneSequence += 1;
  return `1198${String(phoneSequence).padStart(7, '0')}`;
}

function post(url: string, payload: object) {
  addressSequence += 1;
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${addressSequence}` });
}

describe('POST /api/consumer name', () => {
  it.each(hostileTexts)('refuses %s with 400 and creates no consumer', async (_title, name, message) => {
    const phone = nextPhone();
    const res = await post('/api/consumer', { phone, name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `Dados inválidos em body.name: Seu nome ${message}.`,
    });
    expect(await t.database.db.select().from(consumers).where(eq(consumers.phone, phone))).toEqual([]);
  });

  it('keeps accents, emoji and joiners inside a visible name, trimmed', async () => {
    const phone = nextPhone();
    const res = await post('/api/consumer', { phone, name: '  José 👨‍🍳 Conceição  ' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(consumers).where(eq(consumers.phone, phone));
    expect(row?.name).toBe('José 👨‍🍳 Conceição');
  });
});

describe('POST /api/contact name', () => {
  it.each(hostileTexts)('refuses %s with 400 and stores no lead', async (_title, name, message) => {
    const number = `(11) 9${nextPhone().slice(-8, -4)}-${nextPhone().slice(-4)}`;
    const res = await post('/api/contact', { name, number });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `Dados inválidos em body.name: Seu nome ${message}.`,
    });
    const digits = number.replace(/\D/g, '');
    expect(await t.database.db.select().from(contactLeads).where(eq(contactLeads.number, digits))).toEqual(
      [],
    );
  });
});

describe('POST /api/merchant/queue name (a walk-in)', () => {
  it.each(hostileTexts)('refuses %s with 400 and adds no one', async (_title, name, message) => {
    const phone = nextPhone();
    const res = await callAs(t, merchant, 'POST', '/merchant/queue', { name, slot: 2, phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Dados inválidos em body.name: O nome ${message}.`);
    expect(await t.database.db.select().from(consumers).where(eq(consumers.phone, phone))).toEqual([]);
  });
});

describe('menu texts', () => {
  const itemBody = (values: { name?: string; description?: string }) => ({
    categoryId,
    name: 'Lasanha',
    description: '',
    price: 42.5,
    ...values,
  });

  it.each(hostileTexts)('POST /api/item refuses a name with %s', async (_title, name, message) => {
    const res = await callAs(t, merchant, 'POST', '/item', itemBody({ name }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Dados inválidos em body.name: O nome ${message}.`);
    expect(await t.database.db.select().from(items).where(eq(items.name, name))).toEqual([]);
  });

  it('PATCH /api/item refuses a hostile name and keeps the old one', async () => {
    const id = await createTestItem(t, merchant, categoryId, { name: 'Nhoque' });
    const res = await callAs(t, merchant, 'PATCH', '/item', { id, name: 'Nho\u202Eeuq' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Dados inválidos em body.name: O nome ${CONTROL}.`);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, id));
    expect(row?.name).toBe('Nhoque');
  });

  it('keeps line breaks in a description (CRLF as LF) and refuses other controls', async () => {
    const kept = await callAs(
      t,
      merchant,
      'POST',
      '/item',
      itemBody({ name: 'Ravióli', description: 'Massa fresca.\r\nMolho da casa.\n' }),
    );
    expect(kept.statusCode).toBe(201);
    expect(kept.json().description).toBe('Massa fresca.\nMolho da casa.');
    for (const [description, message] of [
      ['Massa\tfresca', CONTROL],
      ['Massa\u202Efresca', CONTROL],
      ['Massa\u2028fresca', CONTROL],
      ['Massa\u{E0041}', CONTROL],
      ['\u200B\n\u200B', INVISIBLE],
      ['\u0301\n\u0303', NO_BASE],
    ]) {
      const res = await callAs(t, merchant, 'POST', '/item', itemBody({ name: 'Talharim', description }));
      expect(res.statusCode, description).toBe(400);
      expect(res.json().message).toBe(`Dados inválidos em body.description: A descrição ${message}.`);
    }
  });

  it('refuses hostile catalog and category names', async () => {
    const catalog = await callAs(t, merchant, 'POST', '/catalog', {
      merchantId: merchant.merchantId,
      name: '\u200B',
    });
    expect(catalog.statusCode).toBe(400);
    expect(catalog.json().message).toBe(`Dados inválidos em body.name: O nome ${INVISIBLE}.`);
    const category = await callAs(t, merchant, 'PATCH', '/category', {
      id: categoryId,
      name: 'Massas\u001B[8m',
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe(`Dados inválidos em body.name: O nome ${CONTROL}.`);
  });
});

describe("the merchant's reason, which the consumer reads", () => {
  it('POST /api/queue/refuse refuses a reason with a direction override and changes nothing', async () => {
    const entry = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'WAITING_CONFIRMATION',
    });
    const reason = encodeURIComponent('Lotado\u202E');
    const res = await callAs(t, merchant, 'POST', `/queue/refuse?queueId=${entry.id}&reason=${reason}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Dados inválidos em querystring.reason: O motivo ${CONTROL}.`);
    const accepted = await callAs(t, merchant, 'POST', `/queue/accept?queueId=${entry.id}`);
    expect(accepted.statusCode).toBe(200);
  });
});
