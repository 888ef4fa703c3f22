import { describe, expect, it } from 'vitest';
import { createConsumerFixture, createMerchantFixture, joinQueueFixture } from '#test/fixtures';
import { type Caller, callAs, useFixture, useTestApp } from '#test/test-app';

const t = useTestApp();
const merchant = useFixture(() => createMerchantFixture(t.app));
const otherMerchant = useFixture(() => createMerchantFixture(t.app));

async function entryAt(status: 'IN_QUEUE' | 'CALLED' | 'ACCEPTED_RESTAURANT_CALL') {
  const steps = {
    IN_QUEUE: ['accept'],
    CALLED: ['accept', 'call'],
    ACCEPTED_RESTAURANT_CALL: ['accept', 'call', 'answer'],
  } as const;
  const entry = await joinQueueFixture(t, { merchantId: merchant.merchantId, events: steps[status] });
  return { id: entry.id, consumer: { consumerId: entry.consumerId, cookies: entry.cookies } };
}

function checkin(queueId: string, auth: Caller) {
  return callAs(t, auth, 'POST', `/queue/checkin?queueId=${queueId}`);
}

describe('POST /queue/checkin', () => {
  it('lets the merchant seat a called consumer', async () => {
    const { id } = await entryAt('CALLED');
    const res = await checkin(id, merchant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'CHECK_IN' });
  });

  it("lets the consumer press 'Cheguei' after accepting the call, but not before", async () => {
    const called = await entryAt('CALLED');
    const early = await checkin(called.id, called.consumer);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Sua mesa está pronta');

    const accepted = await entryAt('ACCEPTED_RESTAURANT_CALL');
    const res = await checkin(accepted.id, accepted.consumer);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CHECK_IN');
  });

  it("refuses another merchant's and another consumer's entry with 403, changing nothing", async () => {
    const accepted = await entryAt('ACCEPTED_RESTAURANT_CALL');
    const stranger = await createConsumerFixture(t.app);
    expect((await checkin(accepted.id, otherMerchant)).statusCode).toBe(403);
    const res = await checkin(accepted.id, stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem permissão para acessar este recurso.');
    expect((await checkin(accepted.id, accepted.consumer)).json().status).toBe('CHECK_IN');
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

  it('refuses to seat a consumer who is only waiting in line (409)', async () => {
    const { id } = await entryAt('IN_QUEUE');
    const res = await checkin(id, merchant);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
  });
});
