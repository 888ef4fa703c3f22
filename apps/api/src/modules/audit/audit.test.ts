import type { AuditEntry, AuditResponse } from '@suavez/shared/contracts/audit.contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '#api/db/schema/audit.schema';
import { createMerchantFixture, createQueueEntryFixture, type MerchantFixture } from '#test/fixtures';
import { addAndSend, createMerchantWithMenu, createSeatedTable } from '#test/order-test-helpers';
import { createStaffLogin } from '#test/staff-test-helpers';
import { type Caller, callAs, useTestApp } from '#test/test-app';

// docs/audit.md: who did what, when, with the status before and after, written in the transaction of the
// change; the owner reads a day of the restaurant's time zone, filtered by person; the queue card and the
// hall show who called, seated or refused.

const t = useTestApp();

type Person = { authorization: string; merchantId?: string };

const day = async (who: Caller, query: string) => callAs(t, who, 'GET', `/merchant/audit?${query}`);
const today = '2026-01-05';

async function dayOf(owner: MerchantFixture, query = `day=${today}`): Promise<AuditResponse> {
  const res = await day(owner, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const summary = (entry: AuditEntry) => ({
  by: entry.actor.name,
  action: entry.action,
  before: entry.before,
  after: entry.after,
});

const queueAction = (who: Person, action: string, queueId: string, reason?: string) =>
  callAs(
    t,
    who,
    'POST',
    `/queue/${action}?queueId=${queueId}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`,
  );

describe('the audit trail', () => {
  // Each test acts on the 5th, in the afternoon of São Paulo.
  beforeEach(() => t.clock.set(new Date('2026-01-05T15:00:00Z')));

  it('records the host’s queue buttons and the waiter’s item actions, with who, when and the statuses', async () => {
    const owner = await createMerchantWithMenu(t, 'Cantina da Auditoria');
    const host = await createStaffLogin(t.app, owner, 'host');
    const waiter = await createStaffLogin(t.app, owner, 'waiter');
    const waiting = await createQueueEntryFixture(t, {
      merchantId: owner.merchantId,
      status: 'WAITING_CONFIRMATION',
      name: 'Marina',
    });
    t.clock.advance(60_000);
    expect((await queueAction(host, 'accept', waiting.id)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await queueAction(host, 'call', waiting.id)).statusCode).toBe(200);
    const refused = await createQueueEntryFixture(t, {
      merchantId: owner.merchantId,
      status: 'WAITING_CONFIRMATION',
    });
    expect((await queueAction(host, 'refuse', refused.id, 'Lotado hoje')).statusCode).toBe(200);

    const table = await createSeatedTable(t, owner.merchantId, 'Otávio');
    const [unit] = await addAndSend(t, table, table.orderId, owner.burgerId);
    const refuse = await callAs(
      t,
      waiter,
      'PATCH',
      `/order/item/refuse?orderItemId=${unit}&merchantId=${owner.merchantId}&reason=Acabou`,
    );
    expect(refuse.statusCode, refuse.body).toBe(200);

    const { entries, people, next } = await dayOf(owner);
    expect(next).toBeNull();
    // Newest first: the waiter's refusal, then the host's buttons.
    expect(entries.map(summary)).toEqual([
      { by: 'Pessoa waiter', action: 'order.item.refuse', before: 'SENT', after: 'REFUSED' },
      {
        by: 'Pessoa host',
        action: 'queue.refuse',
        before: 'WAITING_CONFIRMATION',
        after: 'CANCELLED_BY_MERCHANT',
      },
      { by: 'Pessoa host', action: 'queue.call', before: 'IN_QUEUE', after: 'CALLED' },
      { by: 'Pessoa host', action: 'queue.accept', before: 'WAITING_CONFIRMATION', after: 'IN_QUEUE' },
      // The invites the fixture made are the owner's.
      expect.objectContaining({ action: 'staff.invite' }),
      expect.objectContaining({ action: 'staff.invite' }),
    ]);
    const [itemRefusal, queueRefusal, call] = entries;
    expect(itemRefusal).toMatchObject({
      actor: { id: waiter.id, role: 'waiter' },
      target: { kind: 'order_item', id: unit },
      detail: { item: 'Hambúrguer', reason: 'Acabou' },
      diner: { name: 'Otávio' },
    });
    expect(queueRefusal).toMatchObject({ detail: { reason: 'Lotado hoje' } });
    expect(call).toMatchObject({
      actor: { id: host.id, role: 'host' },
      target: { kind: 'queue_entry', id: waiting.id },
      diner: { name: 'Marina', table: null },
      at: '2026-01-05T15:02:01.000Z',
    });
    expect(people.map((person) => person.role).sort()).toEqual(['host', 'owner', 'waiter']);
  });

  it('filters by person, and reads days of the restaurant’s time zone', async () => {
    t.clock.set(new Date('2026-01-05T20:00:00Z'));
    const owner = await createMerchantFixture(t.app, { open: false });
    const host = await createStaffLogin(t.app, owner, 'host');
    // 23:30 in São Paulo on the 5th is 02:30 UTC on the 6th: the row belongs to the 5th.
    t.clock.set(new Date('2026-01-06T02:30:00Z'));
    const opened = await callAs(t, host, 'PATCH', `/merchant/toggle/open?id=${owner.merchantId}`);
    expect(opened.statusCode).toBe(200);
    // 00:05 on the 6th there.
    t.clock.set(new Date('2026-01-06T03:05:00Z'));
    const closed = await callAs(t, owner, 'PATCH', `/merchant/toggle/open?id=${owner.merchantId}`);
    expect(closed.statusCode).toBe(200);

    const fifth = await dayOf(owner, `day=2026-01-05&user=${host.id}`);
    expect(fifth.entries.map(summary)).toEqual([
      { by: 'Pessoa host', action: 'store.open', before: 'CLOSED', after: 'OPEN' },
    ]);
    // Everyone who acted that day, whoever the filter keeps.
    expect(fifth.people.map((person) => person.id)).toContain(host.id);
    const sixth = await dayOf(owner, 'day=2026-01-06');
    expect(sixth.entries.map((entry) => [entry.action, entry.actor.role, entry.after])).toEqual([
      ['store.open', 'owner', 'CLOSED'],
    ]);
    expect((await dayOf(owner, `day=2026-01-06&user=${host.id}`)).entries).toEqual([]);
  });

  it('pages a long day with the `next` cursor', async () => {
    const owner = await createMerchantFixture(t.app);
    const rows = Array.from({ length: 130 }, (_, i) => ({
      merchantId: owner.merchantId,
      actorUserId: '00000000-0000-4000-8000-000000000001',
      actorName: 'Ana',
      actorRole: 'host' as const,
      action: 'queue.call',
      targetKind: 'queue_entry',
      createdAt: new Date(Date.UTC(2026, 0, 5, 15, 0, i)),
    }));
    await t.database.db.insert(auditEntries).values(rows);
    const first = await dayOf(owner);
    expect(first.entries).toHaveLength(100);
    expect(first.next).toEqual(expect.any(Number));
    const second = await dayOf(owner, `day=${today}&before=${first.next}`);
    expect(second.entries).toHaveLength(30);
    expect(second.next).toBeNull();
    const ids = new Set([...first.entries, ...second.entries].map((entry) => entry.id));
    expect(ids.size).toBe(130);
  });

  it('records nothing for an action that is refused, and only the winner of a race', async () => {
    const owner = await createMerchantFixture(t.app);
    const [ana, bia] = [
      await createStaffLogin(t.app, owner, 'host'),
      await createStaffLogin(t.app, owner, 'host'),
    ];
    const diner = await createQueueEntryFixture(t, { merchantId: owner.merchantId, status: 'IN_QUEUE' });
    // Two hosts press 'Chamar' on the same diner at once: one call, one 409, one row.
    const answers = await Promise.all([
      queueAction(ana, 'call', diner.id),
      queueAction(bia, 'call', diner.id),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? ana : bia;
    const rows = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.queueEntryId, diner.id));
    expect(rows.map((row) => [row.action, row.actorUserId])).toEqual([['queue.call', winner.id]]);

    // A button the status no longer allows (409) leaves no row either.
    expect((await queueAction(ana, 'accept', diner.id)).statusCode).toBe(409);
    expect(
      await t.database.db.select().from(auditEntries).where(eq(auditEntries.queueEntryId, diner.id)),
    ).toHaveLength(1);
  });

  it('shows on the queue card and in the hall who called, seated and refused', async () => {
    const owner = await createMerchantWithMenu(t, 'Cantina do Cartão');
    const host = await createStaffLogin(t.app, owner, 'host');
    const waiter = await createStaffLogin(t.app, owner, 'waiter');
    const diner = await createQueueEntryFixture(t, { merchantId: owner.merchantId, status: 'IN_QUEUE' });
    t.clock.advance(60_000);
    expect((await queueAction(host, 'call', diner.id)).statusCode).toBe(200);
    const queue = await callAs(t, host, 'GET', `/queue/current?merchantId=${owner.merchantId}`);
    expect(queue.json()).toEqual([
      expect.objectContaining({
        id: diner.id,
        staffActions: [{ action: 'queue.call', by: 'Pessoa host', at: t.clock.now().toISOString() }],
      }),
    ]);

    t.clock.advance(60_000);
    const seated = await callAs(t, host, 'POST', `/queue/checkin?queueId=${diner.id}&table=7`);
    expect(seated.statusCode, seated.body).toBe(200);
    const order = await callAs(t, diner, 'POST', '/order', {
      consumerId: diner.consumerId,
      queueId: diner.id,
    });
    const [unit] = await addAndSend(t, diner, order.json().id, owner.sodaId);
    t.clock.advance(60_000);
    const refusal = await callAs(
      t,
      waiter,
      'PATCH',
      `/order/item/refuse?orderItemId=${unit}&merchantId=${owner.merchantId}`,
    );
    expect(refusal.statusCode).toBe(200);
    const hall = await callAs(t, waiter, 'GET', `/queue/hall?merchantId=${owner.merchantId}`);
    const [tile] = hall.json();
    expect(tile.staffActions.map((a: { action: string; by: string }) => [a.action, a.by])).toEqual([
      ['queue.call', 'Pessoa host'],
      ['queue.checkin', 'Pessoa host'],
      ['order.item.refuse', 'Pessoa waiter'],
    ]);
  });

  it('is the owner’s alone, for their own restaurant, and checks the day', async () => {
    const owner = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const host = await createStaffLogin(t.app, owner, 'host');
    await callAs(t, host, 'PATCH', `/merchant/toggle/open?id=${owner.merchantId}`);
    for (const role of ['host', 'waiter', 'kitchen'] as const) {
      const person = role === 'host' ? host : await createStaffLogin(t.app, owner, role);
      const res = await day(person, `day=${today}`);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await day(null, `day=${today}`)).statusCode).toBe(401);
    // Another restaurant's owner reads their own day only, even naming this restaurant's person.
    expect((await dayOf(other)).entries).toEqual([]);
    expect((await dayOf(other, `day=${today}&user=${host.id}`)).entries).toEqual([]);
    for (const bad of [
      'day=05/01/2026',
      'day=2026-02-30',
      '',
      `day=${today}&user=ana`,
      `day=${today}&before=-1`,
    ]) {
      const res = await day(owner, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await day(owner, 'day=2026-02-30')).json().message).toMatch(/Dia inválido/);
  });

  it('keeps what a removed person did, under the name they had', async () => {
    const owner = await createMerchantFixture(t.app, { open: false });
    const host = await createStaffLogin(t.app, owner, 'host');
    await callAs(t, host, 'PATCH', `/merchant/toggle/open?id=${owner.merchantId}`);
    const removed = await callAs(t, owner, 'DELETE', `/merchant/staff/${host.id}`);
    expect(removed.statusCode).toBe(204);
    const { entries } = await dayOf(owner);
    expect(entries.map(summary).slice(0, 2)).toEqual([
      { by: owner.email, action: 'staff.remove', before: 'host', after: null },
      { by: 'Pessoa host', action: 'store.open', before: 'CLOSED', after: 'OPEN' },
    ]);
  });
});
