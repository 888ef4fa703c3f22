import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postJoinQueue } from '#test/consumer-test-helpers';
import { createConsumerFixture, createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import {
  estimateMonday as monday,
  storeSeatedPartiesHistory,
  twelveWaits,
} from '#test/queue-history-fixtures';
import { useTestApp } from '#test/test-app';
import { transitionQueueEntry } from './transition-queue-entry.service';

// `GET /queue/preview`: what a party about to join should expect (docs/wait-estimates.md#preview).

const t = useTestApp();

/** Twelve past parties of two that give 'entre 5 e 10 min' now (queue-history-fixtures.ts). */
const storeHistory = (merchant: MerchantFixture) =>
  storeSeatedPartiesHistory(t, merchant.merchantId, twelveWaits);

function preview(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/queue/preview?${query}` });
}

async function previewOf(merchant: MerchantFixture, slot?: number) {
  const res = await preview(`merchantId=${merchant.merchantId}${slot === undefined ? '' : `&slot=${slot}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { waiting: number; waitEstimate: { minMinutes: number; maxMinutes: number } | null };
}

async function join(merchant: MerchantFixture, slot = 2) {
  const consumer = await createConsumerFixture(t.app);
  t.clock.advance(1000);
  const res = await postJoinQueue(
    t.app,
    { merchantId: merchant.merchantId, consumerId: consumer.consumerId, slot },
    { cookies: consumer.cookies },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; waitEstimate: unknown };
}

const merchantEvent = (queueEntryId: string, event: 'accept' | 'call') =>
  transitionQueueEntry({ db: t.database.db, clock: t.clock, queueEntryId, event, actor: 'merchant' });

describe('GET /queue/preview', () => {
  it('answers an empty queue to anyone, without a session, and nothing personal', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app);
    const res = await preview(`merchantId=${merchant.merchantId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ waiting: 0, waitEstimate: null });
  });

  it('counts the parties waiting (to be accepted or in line), not the called or refused', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app);
    await join(merchant);
    const accepted = await join(merchant);
    const called = await join(merchant);
    const refused = await join(merchant);
    await merchantEvent(accepted.id, 'accept');
    await merchantEvent(called.id, 'accept');
    await merchantEvent(called.id, 'call');
    await transitionQueueEntry({
      db: t.database.db,
      clock: t.clock,
      queueEntryId: refused.id,
      event: 'refuse',
      actor: 'merchant',
      reason: 'Lotado',
    });
    expect(await previewOf(merchant)).toEqual({ waiting: 2, waitEstimate: null });
    // Another merchant's queue is its own.
    expect(await previewOf(await createMerchantFixture(t.app))).toEqual({ waiting: 0, waitEstimate: null });
  });

  it('estimates a party joining now as the queue will estimate it once it joined', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    await storeHistory(merchant);
    const before = await previewOf(merchant);
    expect(before).toEqual({ waiting: 0, waitEstimate: { minMinutes: 5, maxMinutes: 10 } });
    expect((await join(merchant)).waitEstimate).toEqual(before.waitEstimate);
    // A party of eight waits for other tables: this history says nothing about it.
    expect(await previewOf(merchant, 8)).toEqual({ waiting: 1, waitEstimate: null });
    // Six parties ahead: a queue this history never saw.
    for (let i = 0; i < 5; i += 1) await join(merchant);
    expect(await previewOf(merchant, 2)).toEqual({ waiting: 6, waitEstimate: null });
  });

  it.each([
    ['no merchant', ''],
    ['a merchant id that is no UUID', 'merchantId=123'],
    ['a party of none', `merchantId=${randomUUID()}&slot=0`],
    ['a party of 21', `merchantId=${randomUUID()}&slot=21`],
    ['a party that is no number', `merchantId=${randomUUID()}&slot=dois`],
  ])('refuses %s with a pt-BR 400', async (_label, query) => {
    const res = await preview(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Dados inválidos/),
    });
  });

  it("answers an unknown merchant with 404 'Restaurante não encontrado.'", async () => {
    const res = await preview(`merchantId=${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Restaurante não encontrado.' });
  });
});
