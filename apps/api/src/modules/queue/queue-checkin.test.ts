import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumerFixture, createMerchantFixture } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { joinQueue } from './join-queue.service';
import { transitionQueueEntry } from './transition-queue-entry.service';

let t: TestApp;
let merchant: Awaited<ReturnType<typeof createMerchantFixture>>;
let otherMerchant: Awaited<ReturnType<typeof createMerchantFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await createMerchantFixture(t.app);
  otherMerchant = await createMerchantFixture(t.app);
});
afterAll(async () => t.close());

async function entryAt(status: 'IN_QUEUE' | 'CALLED' | 'ACCEPTED_RESTAURANT_CALL') {
  const diner = await createConsumerFixture(t.app);
  const db = t.database.db;
  const entry = await joinQueue({
    db,
    clock: t.clock,
    merchantId: merchant.merchantId,
    consumerId: diner.consumerId,
    slot: 2,
  });
  const steps = {
    IN_QUEUE: ['accept'],
    CALLED: ['accept', 'call'],
    ACCEPTED_RESTAURANT_CALL: ['accept', 'call', 'answer'],
  } as const;
  for (const event of steps[status]) {
    const actor = event === 'answer' ? 'consumer' : 'merchant';
    await transitionQueueEntry({ db, clock: t.clock, queueEntryId: entry.id, event, actor });
  }
  return { id: entry.id, diner };
}

function checkin(queueId: string, auth: { authorization?: string; cookies?: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/queue/checkin?queueId=${queueId}`,
    headers: auth.authorization ? { authorization: auth.authorization } : {},
    cookies: auth.cookies ?? {},
  });
}

describe('POST /queue/checkin', () => {
  it('lets the merchant seat a called diner', async () => {
    const { id } = await entryAt('CALLED');
    const res = await checkin(id, merchant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'CHECK_IN' });
  });

  it("lets the diner press 'Cheguei' after accepting the call, but not before", async () => {
    const called = await entryAt('CALLED');
    const early = await checkin(called.id, called.diner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Sua mesa está pronta');

    const accepted = await entryAt('ACCEPTED_RESTAURANT_CALL');
    const res = await checkin(accepted.id, accepted.diner);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CHECK_IN');
  });

  it("refuses another merchant's and another diner's entry with 403, changing nothing", async () => {
    const accepted = await entryAt('ACCEPTED_RESTAURANT_CALL');
    const stranger = await createConsumerFixture(t.app);
    expect((await checkin(accepted.id, otherMerchant)).statusCode).toBe(403);
    const res = await checkin(accepted.id, stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem permissão para acessar este recurso.');
    expect((await checkin(accepted.id, accepted.diner)).json().status).toBe('CHECK_IN');
  });

  it('answers 401 without credentials, 400 for a malformed id and 403 for an unknown one', async () => {
    const { id } = await entryAt('IN_QUEUE');
    expect((await checkin(id, {})).statusCode).toBe(401);
    expect((await checkin(id, { authorization: 'Bearer lixo' })).statusCode).toBe(401);
    const bad = await checkin('nao-e-uuid', merchant);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('queueId');
    expect((await checkin('00000000-0000-4000-8000-000000000000', merchant)).statusCode).toBe(403);
  });

  it('refuses to seat a diner who is only waiting in line (409)', async () => {
    const { id } = await entryAt('IN_QUEUE');
    const res = await checkin(id, merchant);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
  });
});
