import { CALL_ANSWER_DEADLINE_MS } from '@suavez/shared/domain/queue-machine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeQueueHistory } from '#api/cli/store-queue-history';
import { generateQueueHistory } from '#api/cli/synthetic-queue-history';
import { notifications } from '#api/db/schema/notification.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { expireQueueDeadlines } from '#api/modules/queue/expire-queue-deadlines.service';
import {
  applyQueueEvent,
  createMerchantFixture,
  createQueueEntryFixture,
  joinQueueFixture,
  markJoinedByWhatsApp,
  readQueueState,
} from '#test/fixtures';
import { readNotificationKeys, readNotifications, turnCallTextsOn } from '#test/notification-test-helpers';
import { callAs, useTestApp } from '#test/test-app';
import { DEADLINE_REMINDER_LEAD_MS } from './notification-policy';

// The outbox rows each change writes, in its own transaction (docs/notifications.md#outbox).

const t = useTestApp();

const newMerchant = (values: { autoAcceptConsumer?: boolean } = {}) => createMerchantFixture(t.app, values);
const entryAt = async (merchantId: string, status: 'WAITING_CONFIRMATION' | 'IN_QUEUE' | 'CALLED') =>
  (await createQueueEntryFixture(t, { merchantId, status })).id;
const almostOf = async (ids: string[]) =>
  (await readNotificationKeys(t.app, ids)).filter((key) => key.endsWith(':almost:push'));

describe('a call', () => {
  it('writes the call push at once and the reminder one minute before the answer deadline', async () => {
    const restaurant = await newMerchant();
    const id = await entryAt(restaurant.merchantId, 'IN_QUEUE');
    t.clock.advance(1000);
    const calledAt = t.clock.now();
    const res = await callAs(t, restaurant, 'POST', `/queue/call?queueId=${id}`);
    expect(res.statusCode).toBe(200);

    const rows = await readNotifications(t.app, [id]);
    expect(rows.map((row) => `${row.kind}:${row.channel}:${row.status}`)).toEqual([
      'called:push:pending',
      'deadline:push:pending',
    ]);
    const [called, reminder] = rows;
    expect(called?.dueAt).toEqual(calledAt);
    expect(called?.nextAttemptAt).toEqual(calledAt);
    const deadline = calledAt.getTime() + CALL_ANSWER_DEADLINE_MS;
    expect(reminder?.dueAt.getTime()).toBe(deadline - DEADLINE_REMINDER_LEAD_MS);
    expect(reminder?.nextAttemptAt).toEqual(reminder?.dueAt);
    expect(rows.every((row) => row.attempts === 0 && row.finishedAt === null)).toBe(true);
  });

  it('adds the text message on the channel the merchant chose when NOTIFY_SMS is on', async () => {
    const bySms = await newMerchant();
    const byWhatsApp = await newMerchant();
    await turnCallTextsOn(t.app, bySms.merchantId, 'sms');
    await turnCallTextsOn(t.app, byWhatsApp.merchantId, 'whatsapp');
    const first = await entryAt(bySms.merchantId, 'CALLED');
    const second = await entryAt(byWhatsApp.merchantId, 'CALLED');
    expect(await readNotificationKeys(t.app, [first, second])).toEqual([
      '0:called:push',
      '0:called:sms',
      '0:deadline:push',
      '1:called:push',
      '1:called:whatsapp',
      '1:deadline:push',
    ]);
  });

  it('goes by WhatsApp to an entry that joined there, whatever NOTIFY_SMS and the text channel say', async () => {
    const off = await newMerchant();
    const bySms = await newMerchant();
    await turnCallTextsOn(t.app, bySms.merchantId, 'sms');
    const entries = [];
    for (const restaurant of [off, bySms]) {
      const id = await entryAt(restaurant.merchantId, 'IN_QUEUE');
      await markJoinedByWhatsApp(t.app, id);
      const res = await callAs(t, restaurant, 'POST', `/queue/call?queueId=${id}`);
      expect(res.statusCode).toBe(200);
      entries.push(id);
    }
    // No SMS for a diner who is in the chat; the push goes as for anyone.
    expect(await readNotificationKeys(t.app, entries)).toEqual([
      '0:called:push',
      '0:called:whatsapp',
      '0:deadline:push',
      '1:called:push',
      '1:called:whatsapp',
      '1:deadline:push',
    ]);
    // An entry of the same restaurant that joined on the web keeps the restaurant's channel.
    const byWeb = await entryAt(bySms.merchantId, 'CALLED');
    expect(await readNotificationKeys(t.app, [byWeb])).toEqual([
      '0:called:push',
      '0:called:sms',
      '0:deadline:push',
    ]);
  });

  it('writes nothing when the transition is refused, and nothing twice for one entry', async () => {
    const restaurant = await newMerchant();
    const waiting = await entryAt(restaurant.merchantId, 'WAITING_CONFIRMATION');
    const refused = await callAs(t, restaurant, 'POST', `/queue/call?queueId=${waiting}`);
    expect(refused.statusCode).toBe(409);
    expect(await readNotifications(t.app, [waiting])).toEqual([]);

    const called = await entryAt(restaurant.merchantId, 'CALLED');
    const again = await callAs(t, restaurant, 'POST', `/queue/call?queueId=${called}`);
    expect(again.statusCode).toBe(409);
    expect(await readNotificationKeys(t.app, [called])).toEqual(['0:called:push', '0:deadline:push']);
  });

  it('re-arms the reminder, sent or not, when the deadline of a called entry moves', async () => {
    const restaurant = await newMerchant();
    const id = await entryAt(restaurant.merchantId, 'CALLED');
    const db = t.app.ctx.database.db;
    const [reminder] = (await readNotifications(t.app, [id])).filter((row) => row.kind === 'deadline');
    const finishedAt = t.clock.now();
    await db
      .update(notifications)
      .set({ status: 'sent', attempts: 1, finishedAt })
      .where(eq(notifications.id, reminder?.id as string));
    const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, id));
    const deadline = entry?.deadlineAt as Date;
    const later = new Date(deadline.getTime() + 5 * 60_000);
    // The host's '+5 min' moves the deadline of the same CALLED entry.
    await db
      .update(queueEntries)
      .set({ deadlineAt: later, deadlineExtensions: 1 })
      .where(eq(queueEntries.id, id));

    const [rearmed] = (await readNotifications(t.app, [id])).filter((row) => row.kind === 'deadline');
    expect(rearmed).toMatchObject({ id: reminder?.id, status: 'pending', attempts: 0, finishedAt: null });
    expect(rearmed?.dueAt.getTime()).toBe(later.getTime() - DEADLINE_REMINDER_LEAD_MS);
    expect(rearmed?.nextAttemptAt).toEqual(rearmed?.dueAt);
    // The call itself is not written again.
    expect(await readNotificationKeys(t.app, [id])).toEqual(['0:called:push', '0:deadline:push']);
  });
});

describe('second in line', () => {
  it('goes to whoever an accept makes second, and not to one who joined second', async () => {
    const restaurant = await newMerchant({ autoAcceptConsumer: true });
    const first = (await joinQueueFixture(t, { merchantId: restaurant.merchantId })).id;
    const joinedSecond = (await joinQueueFixture(t, { merchantId: restaurant.merchantId })).id;
    expect((await readQueueState(t.app, joinedSecond)).status).toBe('IN_QUEUE');
    expect(await almostOf([first, joinedSecond])).toEqual([]);

    const other = await newMerchant();
    const a = await entryAt(other.merchantId, 'IN_QUEUE');
    const b = await entryAt(other.merchantId, 'WAITING_CONFIRMATION');
    const c = await entryAt(other.merchantId, 'IN_QUEUE');
    // c was accepted second (behind a): its accept made it second.
    expect(await almostOf([a, b, c])).toEqual(['2:almost:push']);
    // b joined before c: accepting it puts it second, ahead of c.
    expect((await callAs(t, other, 'POST', `/queue/accept?queueId=${b}`)).statusCode).toBe(200);
    expect(await almostOf([a, b, c])).toEqual(['1:almost:push', '2:almost:push']);
  });

  it('goes to the next one when someone ahead is called, quits or is removed', async () => {
    const restaurant = await newMerchant();
    const line = [];
    for (let i = 0; i < 6; i += 1) line.push(await entryAt(restaurant.merchantId, 'IN_QUEUE'));
    expect(await almostOf(line)).toEqual(['1:almost:push']);

    expect((await callAs(t, restaurant, 'POST', `/queue/call?queueId=${line[0]}`)).statusCode).toBe(200);
    expect(await almostOf(line)).toEqual(['1:almost:push', '2:almost:push']);

    await applyQueueEvent(t, { queueEntryId: line[1] as string, event: 'quit', reason: 'Desisti' });
    expect(await almostOf(line)).toEqual(['1:almost:push', '2:almost:push', '3:almost:push']);

    const removed = await callAs(t, restaurant, 'POST', `/queue/remove?queueId=${line[2]}&reason=Saiu`);
    expect(removed.statusCode).toBe(200);
    expect(await almostOf(line)).toEqual([
      '1:almost:push',
      '2:almost:push',
      '3:almost:push',
      '4:almost:push',
    ]);

    // Someone behind the second leaving changes nobody's place among the first two.
    await applyQueueEvent(t, { queueEntryId: line[5] as string, event: 'quit', reason: 'Desisti' });
    expect(await almostOf(line)).toHaveLength(4);
  });

  it('is written by nobody a purge removes, and by no other merchant', async () => {
    const restaurant = await newMerchant();
    const other = await newMerchant();
    const line = [];
    for (let i = 0; i < 4; i += 1) line.push(await entryAt(restaurant.merchantId, 'IN_QUEUE'));
    const called = await entryAt(restaurant.merchantId, 'CALLED');
    const elsewhere = [
      await entryAt(other.merchantId, 'IN_QUEUE'),
      await entryAt(other.merchantId, 'IN_QUEUE'),
    ];
    const before = await readNotificationKeys(t.app, [...line, called, ...elsewhere]);

    const res = await callAs(
      t,
      restaurant,
      'PATCH',
      `/queue/purge?id=${restaurant.merchantId}&reason=Fechando`,
    );
    expect(res.json()).toEqual({ purged: 5 });
    // Removing the first one by one would have made each of the others second on the way: nothing is written.
    expect(await readNotificationKeys(t.app, [...line, called, ...elsewhere])).toEqual(before);
  });
});

describe('the deadline sweeper', () => {
  it('writes nothing when it ends a call, nor when it ends an arrival', async () => {
    const restaurant = await newMerchant();
    const line = [
      await entryAt(restaurant.merchantId, 'CALLED'),
      await entryAt(restaurant.merchantId, 'IN_QUEUE'),
      await entryAt(restaurant.merchantId, 'IN_QUEUE'),
    ];
    const before = await readNotifications(t.app, line);
    t.clock.advance(CALL_ANSWER_DEADLINE_MS);
    expect(await expireQueueDeadlines({ db: t.app.ctx.database.db, clock: t.clock })).toBeGreaterThan(0);
    const [entry] = await t.app.ctx.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.id, line[0] as string));
    expect(entry?.status).toBe('CALLED_NOT_ANSWERED');
    expect(await readNotifications(t.app, line)).toEqual(before);
  });
});

describe('the CLI', () => {
  it('stores past visits (demo:history) without a single notice', async () => {
    const restaurant = await newMerchant();
    const db = t.app.ctx.database.db;
    const entries = generateQueueHistory({
      seed: 3,
      weeks: 1,
      endAtMs: t.clock.now().getTime(),
      timeZone: 'America/Sao_Paulo',
    });
    expect(await storeQueueHistory(db, { merchantId: restaurant.merchantId, entries })).toBeGreaterThan(100);
    const stored = await db
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(eq(queueEntries.merchantId, restaurant.merchantId));
    expect(
      await readNotifications(
        t.app,
        stored.map((row) => row.id),
      ),
    ).toEqual([]);
  });
});
