import type { QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchantFixture, joinQueueFixture, type MerchantFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';

const t = useTestApp();
let merchant: MerchantFixture;
let other: MerchantFixture;

/** A consumer who joins at `at` (UTC) and then goes through `events`, a minute apart. */
async function visit(restaurant: MerchantFixture, at: string, events: readonly QueueTransitionEvent[]) {
  t.clock.set(new Date(at));
  const merchantId = restaurant.merchantId;
  await joinQueueFixture(t, { merchantId, events, msApart: 60_000, reason: 'Outros' });
}

function report(who: MerchantFixture | null, id: string, startDate: string, endDate: string) {
  const query = new URLSearchParams({ id, startDate, endDate });
  return callAs(t, who, 'GET', `/queue/report?${query}`);
}

function totals(rows: { status: string; total: number }[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

beforeAll(async () => {
  // Everything happens between 8 and 11 March 2026; the tokens are issued on the 10th at noon UTC.
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
  merchant = await createMerchantFixture(t.app);
  other = await createMerchantFixture(t.app);

  // 9 March in São Paulo (UTC-3).
  await visit(merchant, '2026-03-09T15:00:00Z', ['quit']);
  await visit(merchant, '2026-03-09T16:00:00Z', ['accept', 'call', 'checkIn']);
  await visit(merchant, '2026-03-09T17:00:00Z', ['accept', 'call', 'checkIn', 'checkout']);
  await visit(merchant, '2026-03-09T18:00:00Z', ['accept', 'call', 'quit']);
  await visit(merchant, '2026-03-09T19:00:00Z', ['refuse']);
  // 01:30 UTC on the 10th is 22:30 on the 9th in São Paulo.
  await visit(merchant, '2026-03-10T01:30:00Z', ['accept', 'remove']);
  // 10 March in São Paulo.
  await visit(merchant, '2026-03-10T03:30:00Z', ['accept', 'call']);
  await visit(merchant, '2026-03-10T04:00:00Z', ['accept']);
  // Another merchant's consumer on the 9th never counts.
  await visit(other, '2026-03-09T15:00:00Z', ['quit']);
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
});

describe('GET /queue/report', () => {
  it("counts the merchant's entries of each day of its own zone, in the specification's row order", async () => {
    const res = await report(merchant, merchant.merchantId, '09/03/2026', '09/03/2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { status: 'CANCELLED_BY_CONSUMER', total: 1 },
      { status: 'CHECK_IN', total: 2 },
      { status: 'DENIED_RESTAURANT_CALL', total: 1 },
      { status: 'CALLED_NOT_ANSWERED', total: 0 },
      { status: 'CANCELLED_BY_MERCHANT', total: 2 },
    ]);
  });

  it('counts a call whose answer time ran out as not answered, and includes both ends of the range', async () => {
    const day10 = totals((await report(merchant, merchant.merchantId, '10/03/2026', '10/03/2026')).json());
    expect(day10).toEqual({
      CANCELLED_BY_CONSUMER: 0,
      CHECK_IN: 0,
      DENIED_RESTAURANT_CALL: 0,
      CALLED_NOT_ANSWERED: 1,
      CANCELLED_BY_MERCHANT: 0,
    });
    const both = totals((await report(merchant, merchant.merchantId, '9/3/2026', '10/03/2026')).json());
    expect(both).toMatchObject({ CANCELLED_BY_MERCHANT: 2, CALLED_NOT_ANSWERED: 1, CHECK_IN: 2 });
    const empty = totals((await report(merchant, merchant.merchantId, '11/03/2026', '11/03/2026')).json());
    expect(Object.values(empty)).toEqual([0, 0, 0, 0, 0]);
  });

  it('accepts up to 366 days and refuses longer ranges, reversed ranges and malformed dates (400)', async () => {
    expect((await report(merchant, merchant.merchantId, '01/01/2024', '31/12/2024')).statusCode).toBe(200);
    const long = await report(merchant, merchant.merchantId, '01/01/2025', '02/01/2026');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('366 dias');
    const reversed = await report(merchant, merchant.merchantId, '10/03/2026', '09/03/2026');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('data inicial');
    for (const [start, end] of [
      ['2026-03-09', '10/03/2026'],
      ['31/02/2026', '10/03/2026'],
      ['09/03/2026', ''],
    ]) {
      const bad = await report(merchant, merchant.merchantId, start as string, end as string);
      expect(bad.statusCode, `${start}..${end}`).toBe(400);
      expect(bad.json().message).toContain('dd/mm/aaaa');
    }
  });

  it('refuses another merchant (403) and no session (401)', async () => {
    expect((await report(merchant, other.merchantId, '09/03/2026', '09/03/2026')).statusCode).toBe(403);
    expect((await report(null, merchant.merchantId, '09/03/2026', '09/03/2026')).statusCode).toBe(401);
  });
});
