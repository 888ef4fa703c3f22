import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueEntries } from '#api/db/schema/queue.schema';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

// A table's QR code (`/queue/join?merchant=&table=`): the label travels with the join and is proposed at
// check-in (docs/queue.md#table-labels).

const t = useTestApp();
const restaurant = useFixture(() => createMerchantFixture(t.app, { autoAcceptConsumer: true }));

async function join(table?: string) {
  const consumer = await createConsumerFixture(t.app);
  const res = await callAs(t, consumer, 'POST', '/queue', {
    merchant: { id: restaurant.merchantId },
    consumer: { id: consumer.consumerId },
    slot: 2,
    ...(table === undefined ? {} : { table }),
  });
  return { consumer, res };
}

const currentTables = async () => {
  const res = await callAs(
    t,
    restaurant,
    'GET',
    `/queue/current?merchantId=${restaurant.merchantId}&status=IN_QUEUE,CALLED`,
  );
  expect(res.statusCode).toBe(200);
  return new Map(res.json().map((e: { id: string; table: string | null }) => [e.id, e.table]));
};

describe('POST /queue with a table', () => {
  it('keeps the scanned label (trimmed), shows it to the host, and check-in keeps or replaces it', async () => {
    const kept = await join(' Varanda 3 ');
    expect(kept.res.statusCode).toBe(201);
    const replaced = await join('12');
    const none = await join();
    const tables = await currentTables();
    expect(tables.get(kept.res.json().id)).toBe('Varanda 3');
    expect(tables.get(replaced.res.json().id)).toBe('12');
    expect(tables.get(none.res.json().id)).toBeNull();

    for (const entry of [kept, replaced]) {
      const id = entry.res.json().id;
      expect((await callAs(t, restaurant, 'POST', `/queue/call?queueId=${id}`)).statusCode).toBe(200);
    }
    const seated = await callAs(t, restaurant, 'POST', `/queue/checkin?queueId=${kept.res.json().id}`);
    expect(seated.json()).toMatchObject({ status: 'CHECK_IN', table: 'Varanda 3' });
    const moved = await callAs(
      t,
      restaurant,
      'POST',
      `/queue/checkin?queueId=${replaced.res.json().id}&table=14`,
    );
    expect(moved.json()).toMatchObject({ status: 'CHECK_IN', table: '14' });
  });

  it.each([
    ['13 characters', 'x'.repeat(13), 'no máximo 12 caracteres'],
    ['only spaces', '   ', 'Informe a mesa'],
    ['a bidirectional override', 'mesa\u202e1', 'caracteres de controle'],
  ])('refuses a label of %s (400) and adds nobody to the queue', async (_case, table, message) => {
    const { consumer, res } = await join(table);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const rows = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.consumerId, consumer.consumerId));
    expect(rows).toEqual([]);
  });
});
