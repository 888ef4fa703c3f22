import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { ALREADY_IN_QUEUE_MESSAGE } from '#api/modules/queue/join-queue.service';
import { createConsumerFixture, createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { addAndSend, createMerchantWithMenu, createSeatedTable } from '#test/order-test-helpers';
import { callAs, useTestApp } from '#test/test-app';
import { findHistoryProblems, listHistoryStatuses } from './reliability-helpers';

// The races of docs/decisions/003-compare-and-set-transitions.md, fired through the real routes at once: on
// PostgreSQL they truly overlap (a pool of 10 connections); on PGlite they interleave at every await. Every
// answer must be a 2xx or a clear pt-BR 4xx, and the database must look as if the calls had run one after the
// other.

const t = useTestApp();

/** Every answer is a 2xx, or a 4xx with a code and a non-empty message: never a 5xx. */
function expectClearAnswers(answers: { statusCode: number; json(): unknown }[]) {
  for (const res of answers) {
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(res.json()).toEqual({ code: expect.any(String), message: expect.stringMatching(/\S/) });
    }
  }
}

describe('races', () => {
  it('100 concurrent joins by one consumer (at two restaurants) leave exactly one active entry', async () => {
    const first = await createMerchantFixture(t.app, { open: true });
    const second = await createMerchantFixture(t.app, { open: true, autoAcceptConsumer: true });
    const consumer = await createConsumerFixture(t.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        callAs(t, consumer, 'POST', '/queue', {
          merchant: { id: (i % 2 === 0 ? first : second).merchantId },
          consumer: { id: consumer.consumerId },
          slot: 2,
        }),
      ),
    );
    expectClearAnswers(answers);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: ALREADY_IN_QUEUE_MESSAGE });
    }
    const rows = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.consumerId, consumer.consumerId));
    expect(rows).toHaveLength(1);
    expect(await findHistoryProblems(t.database.db, [rows[0]?.id as string])).toEqual([]);
  });

  it("'Chamar' against the consumer's quit, 30 rounds: always one of the two serial outcomes", async () => {
    const merchant = await createMerchantFixture(t.app, { open: true });
    for (let round = 0; round < 30; round += 1) {
      const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
      const quit = () => callAs(t, entry, 'POST', `/queue/quit?queueId=${entry.id}&reason=Outros`);
      const call = () => callAs(t, merchant, 'POST', `/queue/call?queueId=${entry.id}`);
      // The quit leaves 0 to 4 ms after the call: the merchant's token check is slower than the cookie
      // check, so without the stagger one engine would only ever see the quit win.
      const stagger = new Promise((resolve) => setTimeout(resolve, round % 5));
      const [callRes, quitRes] = await Promise.all([call(), stagger.then(quit)]);
      expectClearAnswers([callRes, quitRes]);
      const history = await listHistoryStatuses(t.database.db, entry.id);
      const callThenQuit = ['WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED', 'DENIED_RESTAURANT_CALL'];
      const quitFirst = ['WAITING_CONFIRMATION', 'IN_QUEUE', 'CANCELLED_BY_CONSUMER'];
      if (history.at(-1) === 'DENIED_RESTAURANT_CALL') {
        expect(history).toEqual(callThenQuit);
        expect([callRes.statusCode, quitRes.statusCode]).toEqual([200, 200]);
      } else {
        expect(history).toEqual(quitFirst);
        expect([callRes.statusCode, quitRes.statusCode]).toEqual([409, 200]);
      }
      expect(await findHistoryProblems(t.database.db, [entry.id])).toEqual([]);
    }
  });

  it('two merchant tabs accepting the same 12 units at once move each unit once', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const consumer = await createSeatedTable(t, restaurant.merchantId);
    const units = [
      ...(await addAndSend(t, consumer, consumer.orderId, restaurant.burgerId, 6)),
      ...(await addAndSend(t, consumer, consumer.orderId, restaurant.sodaId, 6)),
    ];
    // Each tab runs its batch as the hall does: one call per unit, all at once.
    const tab = () =>
      units.map((id) =>
        callAs(
          t,
          restaurant,
          'PATCH',
          `/order/item/accept?orderItemId=${id}&merchantId=${restaurant.merchantId}`,
        ),
      );
    const [tabA, tabB] = await Promise.all([Promise.all(tab()), Promise.all(tab())]);
    expectClearAnswers([...tabA, ...tabB]);
    for (let i = 0; i < units.length; i += 1) {
      const pair = [tabA[i], tabB[i]].map((res) => res?.statusCode).sort();
      expect(pair).toEqual([200, 409]);
      const loser = [tabA[i], tabB[i]].find((res) => res?.statusCode === 409);
      expect(loser?.json().code).toBe('INVALID_TRANSITION');
    }
    const rows = await t.database.db
      .select({ status: orderItems.status, prepared: orderItems.prepared })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, consumer.orderId), inArray(orderItems.id, units)));
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(row.status).toBe(row.prepared ? 'PREPARING' : 'ACCEPTED');
  });
});
