import { CALL_ANSWER_DEADLINE_MS } from '@suavez/shared/domain/queue-machine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMerchantFixture,
  createQueueEntryFixture,
  readQueueState,
  type SeededQueueStatus,
} from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Merchant = Awaited<ReturnType<typeof createMerchantFixture>>;
type Seeded = SeededQueueStatus;

let t: TestApp;
let merchant: Merchant;
let other: Merchant;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await createMerchantFixture(t.app);
  other = await createMerchantFixture(t.app);
});
afterAll(async () => t.close());

/** A diner of `owner` brought to `status` through the core, one second after the previous one. */
async function entryAt(owner: Merchant, status: Seeded, values: { slot?: number; name?: string } = {}) {
  return (await createQueueEntryFixture(t, { merchantId: owner.merchantId, status, ...values })).id;
}

function request(who: Merchant | null, method: 'GET' | 'POST' | 'PATCH', url: string) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { authorization: who.authorization } : {},
  });
}

function stateOf(id: string) {
  return readQueueState(t.app, id);
}

describe('PATCH /queue/purge', () => {
  it('removes every active entry but the seated ones, each with the reason and a history row', async () => {
    const owner = await createMerchantFixture(t.app);
    const purgeable = [
      await entryAt(owner, 'WAITING_CONFIRMATION'),
      await entryAt(owner, 'IN_QUEUE'),
      await entryAt(owner, 'CALLED'),
      await entryAt(owner, 'ACCEPTED_RESTAURANT_CALL'),
    ];
    const seated = await entryAt(owner, 'CHECK_IN');
    const elsewhere = await entryAt(other, 'IN_QUEUE');

    const res = await request(
      owner,
      'PATCH',
      `/queue/purge?id=${owner.merchantId}&reason=Falta%20de%20insumos`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purged: 4 });
    for (const id of purgeable) {
      const state = await stateOf(id);
      expect(state).toMatchObject({ status: 'CANCELLED_BY_MERCHANT', reason: 'Falta de insumos' });
      expect(state.history.at(-1)).toBe('CANCELLED_BY_MERCHANT');
    }
    expect((await stateOf(seated)).status).toBe('CHECK_IN');
    expect((await stateOf(elsewhere)).status).toBe('IN_QUEUE');

    const again = await request(owner, 'PATCH', `/queue/purge?id=${owner.merchantId}&reason=Outros`);
    expect(again.json()).toEqual({ purged: 0 });
  });

  it('leaves a call whose answer time ran out as not answered instead of purging it', async () => {
    const owner = await createMerchantFixture(t.app);
    const called = await entryAt(owner, 'CALLED');
    t.clock.advance(CALL_ANSWER_DEADLINE_MS);
    const waiting = await entryAt(owner, 'IN_QUEUE');
    const res = await request(owner, 'PATCH', `/queue/purge?id=${owner.merchantId}&reason=Outros`);
    expect(res.json()).toEqual({ purged: 1 });
    expect(await stateOf(called)).toMatchObject({
      status: 'CALLED_NOT_ANSWERED',
      history: ['WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED', 'CALLED_NOT_ANSWERED'],
    });
    expect((await stateOf(waiting)).status).toBe('CANCELLED_BY_MERCHANT');
  });

  it('refuses another merchant (403), a missing reason (400) and no session (401)', async () => {
    const id = await entryAt(other, 'IN_QUEUE');
    expect(
      (await request(merchant, 'PATCH', `/queue/purge?id=${other.merchantId}&reason=Outros`)).statusCode,
    ).toBe(403);
    expect((await stateOf(id)).status).toBe('IN_QUEUE');
    expect((await request(other, 'PATCH', `/queue/purge?id=${other.merchantId}`)).statusCode).toBe(400);
    expect(
      (await request(null, 'PATCH', `/queue/purge?id=${other.merchantId}&reason=Outros`)).statusCode,
    ).toBe(401);
  });
});
