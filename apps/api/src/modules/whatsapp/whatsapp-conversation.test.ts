import { conversationTexts } from '@suavez/shared/domain/whatsapp-replies';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumers } from '#api/db/schema/consumer.schema';
import { workShifts } from '#api/db/schema/merchant.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { whatsAppConversations } from '#api/db/schema/whatsapp.schema';
import { nextPhone } from '#test/consumer-test-helpers';
import { insertConsumerRow } from '#test/fixture-rows';
import { applyQueueEvent, createMerchantFixture, readQueueState } from '#test/fixtures';
import { useTestApp } from '#test/test-app';
import { replyText, sayOnWhatsApp } from '#test/whatsapp-conversation-test-helpers';
import { createWhatsAppMessageHandler } from './whatsapp-conversation.service';

// The conversation (docs/whatsapp.md#conversation), driven message by message in real transactions.

const t = useTestApp();
let shortIds = 0;

function world() {
  const db = t.app.ctx.database.db;
  const handle = createWhatsAppMessageHandler({ publicUrl: t.config.publicUrl });
  return { db, clock: t.clock, handle };
}

/** A new Brazilian phone: its stored digits and its wa_id with and without the ninth digit. */
function newPhone() {
  const phone = nextPhone();
  return { phone, waId: `55${phone}`, shortWaId: `55${phone.slice(0, 2)}${phone.slice(3)}` };
}

async function restaurant(values: { open?: boolean; autoAcceptConsumer?: boolean } = {}) {
  shortIds += 1;
  const shortId = `wa${String(shortIds).padStart(3, '0')}${Math.floor(Math.random() * 90 + 10)}`;
  const merchant = await createMerchantFixture(t.app, {
    shortId,
    name: `Cantina ${shortIds}`,
    autoAcceptConsumer: values.autoAcceptConsumer ?? true,
    ...(values.open === undefined ? {} : { open: values.open }),
  });
  return { ...merchant, shortId, name: `Cantina ${shortIds}` };
}

async function entryOf(consumerId: string) {
  const db = t.app.ctx.database.db;
  return db.select().from(queueEntries).where(eq(queueEntries.consumerId, consumerId));
}

async function conversationOf(waId: string) {
  const [row] = await t.app.ctx.database.db
    .select()
    .from(whatsAppConversations)
    .where(eq(whatsAppConversations.waId, waId));
  return row;
}

/** 'fila {shortId}' then the party size: the diner is in the queue. */
async function joinByWhatsApp(waId: string, shortId: string, size = 2, profileName: string | null = 'Maria') {
  const w = world();
  const asked = await sayOnWhatsApp(w, waId, `Fila ${shortId}!`, { profileName });
  expect(replyText(asked)).toContain('Para quantas pessoas?');
  return sayOnWhatsApp(w, waId, String(size), { profileName });
}

describe('joining by WhatsApp', () => {
  it('asks the party, joins with source whatsapp and answers position, estimate and a one-time link', async () => {
    const r = await restaurant();
    const { phone, waId } = newPhone();
    const asked = await sayOnWhatsApp(world(), waId, `  FILA ${r.shortId.toUpperCase()} `);
    expect(asked).toMatchObject({
      kind: 'reply',
      channel: 'whatsapp',
      status: 'pending',
      recipient: waId,
      merchantId: r.merchantId,
      message: { type: 'text', text: `Olá! Fila de ${r.name}. Para quantas pessoas?` },
    });
    expect((await conversationOf(waId))?.state).toBe('asking_party');
    const joined = await sayOnWhatsApp(world(), waId, '4 pessoas');
    expect(joined?.dueAt).toEqual(t.clock.now());
    expect(joined?.nextAttemptAt).toEqual(t.clock.now());
    expect(replyText(joined)).toMatch(
      new RegExp(
        `^Pronto! Você entrou na fila de ${r.name} para 4 pessoas\\. Sua posição: 1º\\.\\nAcompanhe pelo navegador \\(link de uso único, vale 24 horas\\): http://127\\.0\\.0\\.1:3000/entrar/[A-Za-z0-9_-]{43}\\n`,
      ),
    );
    const [consumer] = await t.app.ctx.database.db.select().from(consumers).where(eq(consumers.phone, phone));
    expect(consumer).toMatchObject({ name: 'Maria', phoneVerified: true });
    const entries = await entryOf(consumer?.id as string);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ source: 'whatsapp', slot: 4, status: 'IN_QUEUE', phone });
    expect(await conversationOf(waId)).toMatchObject({
      state: 'idle',
      consumerId: consumer?.id,
      merchantId: r.merchantId,
      queueEntryId: entries[0]?.id,
      lastInboundAt: t.clock.now(),
    });
  });

  it('asks again for a size out of 1..20, and joins nothing', async () => {
    const r = await restaurant();
    const { waId } = newPhone();
    await sayOnWhatsApp(world(), waId, `fila ${r.shortId}`);
    expect(replyText(await sayOnWhatsApp(world(), waId, '21'))).toBe(conversationTexts.askPartyAgain);
    expect(replyText(await sayOnWhatsApp(world(), waId, 'oi'))).toBe(conversationTexts.askPartyAgain);
    expect((await conversationOf(waId))?.state).toBe('asking_party');
    expect((await conversationOf(waId))?.consumerId).toBeNull();
  });

  it('answers a closed restaurant with its opening hours', async () => {
    const r = await restaurant({ open: false });
    await t.app.ctx.database.db
      .insert(workShifts)
      .values({ merchantId: r.merchantId, weekday: 'friday', opensAt: '18:00', closesAt: '23:30' });
    const reply = await sayOnWhatsApp(world(), newPhone().waId, `fila ${r.shortId}`);
    expect(replyText(reply)).toBe(
      `${r.name} está fechado agora e não está recebendo clientes na fila. Horários:\nSexta: 18:00–23:30`,
    );
  });

  it('answers an unknown short id without joining anything', async () => {
    const reply = await sayOnWhatsApp(world(), newPhone().waId, 'fila zzzzzz');
    expect(replyText(reply)).toBe(conversationTexts.restaurantNotFound);
    expect(reply?.merchantId).toBeNull();
  });

  it('answers the status of the queue the phone is already in', async () => {
    const first = await restaurant();
    const second = await restaurant();
    const { waId } = newPhone();
    await joinByWhatsApp(waId, first.shortId);
    const reply = await sayOnWhatsApp(world(), waId, `fila ${second.shortId}`);
    expect(replyText(reply)).toBe(`Você está na fila de ${first.name}. Sua posição: 1º.`);
    expect((await conversationOf(waId))?.state).toBe('idle');
  });

  it('translates PHONE_IN_QUEUE: another device with this phone already waits there', async () => {
    const r = await restaurant();
    const { phone, waId } = newPhone();
    const other = await insertConsumerRow(t.app.ctx.database.db, { phone, name: 'Outro aparelho' });
    const { joinQueue } = await import('#api/modules/queue/join-queue.service');
    await joinQueue({
      db: t.app.ctx.database.db,
      clock: t.clock,
      merchantId: r.merchantId,
      consumerId: other,
      slot: 2,
    });
    const reply = await joinByWhatsApp(waId, r.shortId);
    expect(replyText(reply)).toBe('Este telefone já está na fila deste restaurante.');
  });

  it('a phone whose verified consumer exists joins as that consumer, keeping its name', async () => {
    const r = await restaurant();
    const { phone, waId } = newPhone();
    const id = await insertConsumerRow(t.app.ctx.database.db, { phone, name: 'Joana', phoneVerified: true });
    await joinByWhatsApp(waId, r.shortId, 2, 'Outro Nome');
    expect(await entryOf(id)).toHaveLength(1);
    const [consumer] = await t.app.ctx.database.db.select().from(consumers).where(eq(consumers.id, id));
    expect(consumer?.name).toBe('Joana');
  });

  it('cleans a profile name of bidi controls, and falls back when nothing is left', async () => {
    const r = await restaurant();
    for (const [profileName, name] of [
      ['Ana\u202Eodnum\u2066', 'Anaodnum'],
      ['\u202E\u200B', 'Cliente WhatsApp'],
      [null, 'Cliente WhatsApp'],
    ] as const) {
      const { phone, waId } = newPhone();
      await joinByWhatsApp(waId, r.shortId, 1, profileName);
      const [consumer] = await t.app.ctx.database.db
        .select()
        .from(consumers)
        .where(eq(consumers.phone, phone));
      expect(consumer?.name).toBe(name);
    }
  });

  it('the wa_id with and without the ninth digit is one conversation and one consumer', async () => {
    const r = await restaurant();
    const { phone, waId, shortWaId } = newPhone();
    const asked = await sayOnWhatsApp(world(), shortWaId, `fila ${r.shortId}`);
    expect(asked?.recipient).toBe(shortWaId);
    const joined = await sayOnWhatsApp(world(), waId, '2');
    expect(joined?.recipient).toBe(waId);
    expect(replyText(joined)).toContain('Pronto!');
    const position = await sayOnWhatsApp(world(), shortWaId, 'posição');
    expect(replyText(position)).toBe(`Você está na fila de ${r.name}. Sua posição: 1º.`);
    const db = t.app.ctx.database.db;
    expect(await db.select().from(consumers).where(eq(consumers.phone, phone))).toHaveLength(1);
    expect(
      await db.select().from(whatsAppConversations).where(eq(whatsAppConversations.waId, shortWaId)),
    ).toEqual([]);
    expect((await conversationOf(waId))?.replyTo).toBe(shortWaId);
  });

  it('answers a number from outside Brazil, in pt-BR, that it takes Brazilian numbers for now', async () => {
    const r = await restaurant();
    const reply = await sayOnWhatsApp(world(), '14155550123', `fila ${r.shortId}`);
    expect(replyText(reply)).toBe(conversationTexts.foreign);
    expect(await conversationOf('14155550123')).toMatchObject({ state: 'idle', consumerId: null });
  });
});

describe('waiting in the queue by WhatsApp', () => {
  it('3 and posição answer the position; help lists the commands', async () => {
    const r = await restaurant();
    const ahead = newPhone();
    await joinByWhatsApp(ahead.waId, r.shortId);
    const { waId } = newPhone();
    await joinByWhatsApp(waId, r.shortId);
    expect(replyText(await sayOnWhatsApp(world(), waId, '3'))).toBe(
      `Você está na fila de ${r.name}. Sua posição: 2º.`,
    );
    expect(replyText(await sayOnWhatsApp(world(), waId, 'Posiçao?'))).toBe(
      `Você está na fila de ${r.name}. Sua posição: 2º.`,
    );
    expect(replyText(await sayOnWhatsApp(world(), waId, 'bom dia'))).toBe(conversationTexts.help);
  });

  it('sair asks, sim quits with the reason "Desistiu pelo WhatsApp"', async () => {
    const r = await restaurant();
    const { phone, waId } = newPhone();
    await joinByWhatsApp(waId, r.shortId);
    const asked = await sayOnWhatsApp(world(), waId, 'Sair');
    expect(replyText(asked)).toBe(`Quer sair da fila de ${r.name}? Responda SIM para sair da fila.`);
    const quit = await sayOnWhatsApp(world(), waId, 'sim');
    expect(replyText(quit)).toBe(`Pronto, você saiu da fila de ${r.name}.`);
    const [consumer] = await t.app.ctx.database.db.select().from(consumers).where(eq(consumers.phone, phone));
    const [entry] = await entryOf(consumer?.id as string);
    expect(await readQueueState(t.app, entry?.id as string)).toMatchObject({
      status: 'CANCELLED_BY_CONSUMER',
      reason: 'Desistiu pelo WhatsApp',
    });
    expect(replyText(await sayOnWhatsApp(world(), waId, '3'))).toBe(conversationTexts.notInQueue);
  });

  it('não keeps the place', async () => {
    const r = await restaurant();
    const { waId } = newPhone();
    await joinByWhatsApp(waId, r.shortId);
    await sayOnWhatsApp(world(), waId, '2');
    expect(replyText(await sayOnWhatsApp(world(), waId, 'não'))).toBe(conversationTexts.stayed);
    expect(replyText(await sayOnWhatsApp(world(), waId, 'posicao'))).toContain('Sua posição: 1º.');
  });

  it('going answers the call with the arrival deadline; the leave button quits the call at once', async () => {
    const r = await restaurant();
    const { phone, waId } = newPhone();
    await joinByWhatsApp(waId, r.shortId);
    const [consumer] = await t.app.ctx.database.db.select().from(consumers).where(eq(consumers.phone, phone));
    const [entry] = await entryOf(consumer?.id as string);
    const id = entry?.id as string;
    expect(replyText(await sayOnWhatsApp(world(), waId, 'estou indo'))).toBe(conversationTexts.notCalled);
    await applyQueueEvent(t, { queueEntryId: id, event: 'call' });
    const called = await sayOnWhatsApp(world(), waId, 'posição');
    expect(called?.message).toMatchObject({ type: 'buttons', buttons: [{ id: 'going' }, { id: 'leave' }] });
    const answered = await sayOnWhatsApp(world(), waId, 'Estou indo', { buttonId: 'going' });
    expect(replyText(answered)).toBe(
      `Ótimo! ${r.name} já sabe que você está a caminho. Você tem 5 minutos para chegar.`,
    );
    const [after] = await entryOf(consumer?.id as string);
    expect(after?.status).toBe('ACCEPTED_RESTAURANT_CALL');
    expect(after?.deadlineAt).toEqual(new Date(t.clock.now().getTime() + 5 * 60_000));

    const other = newPhone();
    await joinByWhatsApp(other.waId, r.shortId);
    const [otherConsumer] = await t.app.ctx.database.db
      .select()
      .from(consumers)
      .where(eq(consumers.phone, other.phone));
    const [otherEntry] = await entryOf(otherConsumer?.id as string);
    await applyQueueEvent(t, { queueEntryId: otherEntry?.id as string, event: 'call' });
    const left = await sayOnWhatsApp(world(), other.waId, 'Sair da fila', { buttonId: 'leave' });
    expect(replyText(left)).toBe(`Pronto, você saiu da fila de ${r.name}.`);
    expect(await readQueueState(t.app, otherEntry?.id as string)).toMatchObject({
      status: 'DENIED_RESTAURANT_CALL',
      reason: 'Desistiu pelo WhatsApp',
    });
  });

  it('1 after the answer deadline passed answers the entry as it is now', async () => {
    const r = await restaurant();
    const { phone, waId } = newPhone();
    await joinByWhatsApp(waId, r.shortId);
    const [consumer] = await t.app.ctx.database.db.select().from(consumers).where(eq(consumers.phone, phone));
    const [entry] = await entryOf(consumer?.id as string);
    await applyQueueEvent(t, { queueEntryId: entry?.id as string, event: 'call' });
    t.clock.advance(6 * 60_000);
    expect(replyText(await sayOnWhatsApp(world(), waId, '1'))).toBe(conversationTexts.notInQueue);
    expect((await readQueueState(t.app, entry?.id as string)).status).toBe('CALLED_NOT_ANSWERED');
  });
});

describe('parar', () => {
  it('opts the phone out with one reply; writing again opts it back in; a second parar is not answered', async () => {
    const { waId } = newPhone();
    const stopped = await sayOnWhatsApp(world(), waId, 'PARAR');
    expect(replyText(stopped)).toBe(conversationTexts.optedOut);
    const optedOutAt = (await conversationOf(waId))?.optedOutAt;
    expect(optedOutAt).toEqual(t.clock.now());
    expect(await sayOnWhatsApp(world(), waId, 'pare')).toBeUndefined();
    expect((await conversationOf(waId))?.optedOutAt).toEqual(optedOutAt);
    expect(replyText(await sayOnWhatsApp(world(), waId, 'oi'))).toBe(conversationTexts.help);
    expect((await conversationOf(waId))?.optedOutAt).toBeNull();
  });
});
