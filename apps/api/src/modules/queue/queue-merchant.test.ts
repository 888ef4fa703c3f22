import { CALL_ANSWER_DEADLINE_MS } from '@suavez/shared/domain/queue-machine';
import { describe, expect, it } from 'vitest';
import { createMerchantFixture } from '#test/fixtures';
import { useQueueMerchantTest } from './queue-merchant-test-helpers';

const { t, merchant, other, entryAt, request, stateOf } = useQueueMerchantTest();

describe('GET /queue/current', () => {
  it('lists the requested statuses oldest first, with names, positions, and who is on the way', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const waiting = await entryAt(restaurant, 'WAITING_CONFIRMATION', { name: 'Ana' });
    const first = await entryAt(restaurant, 'IN_QUEUE', { name: 'Bruno' });
    const onTheWay = await entryAt(restaurant, 'ACCEPTED_RESTAURANT_CALL', { name: 'Carla' });
    const second = await entryAt(restaurant, 'IN_QUEUE', { name: 'Davi', slot: 7 });
    await entryAt(restaurant, 'CHECK_IN');
    await entryAt(other, 'IN_QUEUE');

    const res = await request(restaurant, 'GET', `/queue/current?merchantId=${restaurant.merchantId}`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((entry: { id: string }) => entry.id)).toEqual([waiting, first, onTheWay, second]);
    expect(list[1]).toMatchObject({ status: 'IN_QUEUE', slot: 2, consumer: { name: 'Bruno' }, position: 1 });
    expect(list[3]).toMatchObject({ position: 2, slot: 7 });
    // Each card's place among its own status (docs/queue.md#positions): the only one waiting, the only one on
    // the way.
    expect(list[0]).toMatchObject({ status: 'WAITING_CONFIRMATION', position: 1 });
    expect(list[2]).toMatchObject({ status: 'ACCEPTED_RESTAURANT_CALL', position: 1 });
    expect(Date.parse(list[0].joinedAt)).toBeLessThan(Date.parse(list[1].joinedAt));
    expect(list[0]).toHaveProperty('lastStatusAt');
  });

  it('filters by status and by table size, 5 meaning five or more', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const small = await entryAt(restaurant, 'IN_QUEUE', { slot: 1 });
    const big = await entryAt(restaurant, 'IN_QUEUE', { slot: 9 });
    const waiting = await entryAt(restaurant, 'WAITING_CONFIRMATION', { slot: 5 });
    const called = await entryAt(restaurant, 'CALLED', { slot: 3 });
    const base = `/queue/current?merchantId=${restaurant.merchantId}`;
    const ids = async (query: string) =>
      (await request(restaurant, 'GET', `${base}${query}`)).json().map((entry: { id: string }) => entry.id);
    expect(await ids('&status=IN_QUEUE')).toEqual([small, big]);
    expect(await ids('&status=CALLED')).toEqual([called]);
    expect(await ids('&status=IN_QUEUE,WAITING_CONFIRMATION&slots=5')).toEqual([big, waiting]);
    expect(await ids('&slots=1,3')).toEqual([small, called]);
    expect(await ids('&status=')).toEqual([]);
  });

  it('applies a passed answer deadline before listing', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const called = await entryAt(restaurant, 'CALLED');
    t.clock.advance(CALL_ANSWER_DEADLINE_MS);
    const res = await request(restaurant, 'GET', `/queue/current?merchantId=${restaurant.merchantId}`);
    expect(res.json()).toEqual([]);
    expect((await stateOf(called)).status).toBe('CALLED_NOT_ANSWERED');
  });

  it('refuses bad filters (400), no session (401) and another merchant (403)', async () => {
    const base = `/queue/current?merchantId=${merchant.merchantId}`;
    const badStatus = await request(merchant, 'GET', `${base}&status=CHECK_OUT`);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('Status inválido');
    const badSlot = await request(merchant, 'GET', `${base}&slots=6`);
    expect(badSlot.statusCode).toBe(400);
    expect(badSlot.json().message).toContain('Tamanho de mesa inválido');
    expect((await request(null, 'GET', base)).statusCode).toBe(401);
    expect((await request(merchant, 'GET', `/queue/current?merchantId=${other.merchantId}`)).statusCode).toBe(
      403,
    );
  });
});

describe('the merchant buttons', () => {
  it("'Aceitar', 'Chamar' and 'Remover' move the entry and append history with the reason", async () => {
    const id = await entryAt(merchant, 'WAITING_CONFIRMATION');
    const accepted = await request(merchant, 'POST', `/queue/accept?queueId=${id}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id, status: 'IN_QUEUE' });
    expect((await request(merchant, 'POST', `/queue/call?queueId=${id}`)).json().status).toBe('CALLED');
    const removed = await request(
      merchant,
      'POST',
      `/queue/remove?queueId=${id}&reason=N%C3%A3o%20compareceu`,
    );
    expect(removed.json().status).toBe('CANCELLED_BY_MERCHANT');
    expect(await stateOf(id)).toEqual({
      status: 'CANCELLED_BY_MERCHANT',
      reason: 'Não compareceu',
      history: ['WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED', 'CANCELLED_BY_MERCHANT'],
    });
  });

  it("'Recusar' ends a join request with its reason", async () => {
    const id = await entryAt(merchant, 'WAITING_CONFIRMATION');
    const res = await request(merchant, 'POST', `/queue/refuse?queueId=${id}&reason=Restaurante%20lotado`);
    expect(res.statusCode).toBe(200);
    expect(await stateOf(id)).toMatchObject({
      status: 'CANCELLED_BY_MERCHANT',
      reason: 'Restaurante lotado',
    });
  });

  it.each([
    ['call', 'WAITING_CONFIRMATION', ''],
    ['accept', 'IN_QUEUE', ''],
    ['refuse', 'IN_QUEUE', '&reason=Outros'],
    ['remove', 'WAITING_CONFIRMATION', '&reason=Outros'],
    ['call', 'CALLED', ''],
  ] as const)("'%s' on %s answers 409 in pt-BR and changes nothing", async (action, status, extra) => {
    const id = await entryAt(merchant, status);
    const before = await stateOf(id);
    const res = await request(merchant, 'POST', `/queue/${action}?queueId=${id}${extra}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(res.json().message).toContain('não é permitida');
    expect(await stateOf(id)).toEqual(before);
  });

  it("refuses another merchant's entry and an unknown id alike (403), a missing reason (400), no session (401)", async () => {
    const id = await entryAt(other, 'IN_QUEUE');
    const before = await stateOf(id);
    for (const url of [`/queue/call?queueId=${id}`, `/queue/remove?queueId=${id}&reason=Outros`]) {
      expect((await request(merchant, 'POST', url)).statusCode).toBe(403);
    }
    expect(await stateOf(id)).toEqual(before);
    const noReason = await request(other, 'POST', `/queue/remove?queueId=${id}`);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('motivo');
    expect((await request(other, 'POST', `/queue/refuse?queueId=${id}&reason=%20%20`)).statusCode).toBe(400);
    expect((await request(null, 'POST', `/queue/call?queueId=${id}`)).statusCode).toBe(401);
    expect((await request(other, 'POST', '/queue/call?queueId=nada')).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await request(other, 'POST', `/queue/call?queueId=${unknown}`)).statusCode).toBe(403);
  });

  it("20 concurrent 'Chamar' on one entry: exactly one succeeds and one CALLED history row is written", async () => {
    const id = await entryAt(merchant, 'IN_QUEUE');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(merchant, 'POST', `/queue/call?queueId=${id}`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const state = await stateOf(id);
    expect(state.status).toBe('CALLED');
    expect(state.history.filter((status) => status === 'CALLED')).toHaveLength(1);
  });
});
