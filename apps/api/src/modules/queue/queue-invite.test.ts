import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { useFixture, useTestApp } from '#test/test-app';
import { transitionQueueEntry } from './transition-queue-entry.service';

const t = useTestApp();
const merchant = useFixture(() => createMerchantFixture(t.app, { name: 'Bistrô da Esquina' }));

function invite(queueId: string) {
  return t.app.inject({ method: 'GET', url: `/api/queue/invite?queueId=${queueId}` });
}

describe('GET /queue/invite', () => {
  it("tells anyone holding the link the restaurant and the owner's first name, nothing more", async () => {
    const { id } = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'CHECK_IN',
      name: '  Ana Maria  Souza ',
    });
    const res = await invite(id);
    expect(res.statusCode).toBe(200);
    // No phone, no consumer id, no surname: the queue id is only a guest pass.
    expect(res.json()).toEqual({
      merchant: { id: merchant.merchantId, name: 'Bistrô da Esquina', icon: null },
      owner: { firstName: 'Ana' },
    });
  });

  it('answers 404 for a finished table and for an unknown one, 400 for a malformed id', async () => {
    const { id } = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'CHECK_IN' });
    await transitionQueueEntry({
      db: t.database.db,
      clock: t.clock,
      queueEntryId: id,
      event: 'checkout',
      actor: 'merchant',
    });
    const finished = await invite(id);
    expect(finished.statusCode).toBe(404);
    expect(finished.json().message).toBe('Convite não encontrado ou encerrado.');
    expect((await invite('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await invite('nao-e-uuid')).statusCode).toBe(400);
  });
});
