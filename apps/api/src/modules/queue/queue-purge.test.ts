import { CALL_ANSWER_DEADLINE_MS } from '@suavez/shared/domain/queue-machine';
import { describe, expect, it } from 'vitest';
import { createMerchantFixture } from '#test/fixtures';
import { useQueueMerchantTest } from './queue-merchant-test-helpers';

const { t, merchant, other, entryAt, request, stateOf } = useQueueMerchantTest();

describe('PATCH /queue/purge', () => {
  it('removes every active entry but the seated ones, each with the reason and a history row', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const purgeable = [
      await entryAt(restaurant, 'WAITING_CONFIRMATION'),
      await entryAt(restaurant, 'IN_QUEUE'),
      await entryAt(restaurant, 'CALLED'),
      await entryAt(restaurant, 'ACCEPTED_RESTAURANT_CALL'),
    ];
    const seated = await entryAt(restaurant, 'CHECK_IN');
    const elsewhere = await entryAt(other, 'IN_QUEUE');

    const res = await request(
      restaurant,
      'PATCH',
      `/queue/purge?id=${restaurant.merchantId}&reason=Falta%20de%20insumos`,
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

    const again = await request(
      restaurant,
      'PATCH',
      `/queue/purge?id=${restaurant.merchantId}&reason=Outros`,
    );
    expect(again.json()).toEqual({ purged: 0 });
  });

  it('leaves a call whose answer time ran out as not answered instead of purging it', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const called = await entryAt(restaurant, 'CALLED');
    t.clock.advance(CALL_ANSWER_DEADLINE_MS);
    const waiting = await entryAt(restaurant, 'IN_QUEUE');
    const res = await request(restaurant, 'PATCH', `/queue/purge?id=${restaurant.merchantId}&reason=Outros`);
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
