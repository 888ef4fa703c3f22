import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantSessions, merchantUsers } from '#api/db/schema/merchant.schema';
import { createMerchantFixture } from '#test/fixtures';
import { createStaffLogin } from '#test/staff-test-helpers';
import { callAs, createTestApp, useTestApp } from '#test/test-app';

// A merchant's poll takes its session from this process's session cache (merchant-session-cache.ts), not
// the database. These pin that the cache never outlives what ends or changes a session: the very next
// request with a kept session is refused (or sees the new role) after a logout, a removal, a new role, or
// a change written straight to the database (the CLI, another process) once notified.
const t = useTestApp({ syncLiveBeforeReads: false });

type Person = { merchantId: string; authorization: string };
const poll = (person: Person) => callAs(t, person, 'GET', `/queue/current?merchantId=${person.merchantId}`);

/** Polls twice and checks the second took the session from the cache. */
async function expectKeptSession(person: Person) {
  expect((await poll(person)).statusCode).toBe(200);
  const hits = t.app.sessionCache.stats.hits;
  expect((await poll(person)).statusCode).toBe(200);
  expect(t.app.sessionCache.stats.hits).toBe(hits + 1);
}

async function staffOf(role: 'host' | 'waiter') {
  const owner = await createMerchantFixture(t.app);
  const person = await createStaffLogin(t.app, owner, role);
  return { owner, person: { ...person, merchantId: owner.merchantId } };
}

describe('the session cache behind the merchant guard', () => {
  it('refuses the very next request after a logout', async () => {
    const merchant = await createMerchantFixture(t.app);
    await expectKeptSession(merchant);
    const logout = await callAs(t, merchant, 'POST', '/account/logout');
    expect(logout.statusCode).toBe(204);
    expect((await poll(merchant)).statusCode).toBe(401);
  });

  it('refuses the very next request after the owner removes the person or changes their role', async () => {
    const removed = await staffOf('host');
    await expectKeptSession(removed.person);
    const gone = await callAs(t, removed.owner, 'DELETE', `/merchant/staff/${removed.person.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await poll(removed.person)).statusCode).toBe(401);

    const moved = await staffOf('host');
    await expectKeptSession(moved.person);
    const changed = await callAs(t, moved.owner, 'PATCH', `/merchant/staff/${moved.person.id}`, {
      role: 'kitchen',
    });
    expect(changed.statusCode).toBe(200);
    expect((await poll(moved.person)).statusCode).toBe(401);
  });

  it('follows changes written straight to the database once notified: a revoked session, a new role, a removal', async () => {
    const { db } = t.database;
    const revoked = await staffOf('host');
    await expectKeptSession(revoked.person);
    await db
      .update(merchantSessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(merchantSessions.userId, revoked.person.id));
    expect(await t.app.syncLive()).toBe(true);
    expect((await poll(revoked.person)).statusCode).toBe(401);

    // A role changed without ending the sessions (an operator's command): the next request has the new role.
    const demoted = await staffOf('host');
    await expectKeptSession(demoted.person);
    await db.update(merchantUsers).set({ role: 'kitchen' }).where(eq(merchantUsers.id, demoted.person.id));
    expect(await t.app.syncLive()).toBe(true);
    expect((await poll(demoted.person)).statusCode).toBe(403);

    const deleted = await staffOf('waiter');
    const hall = () =>
      callAs(t, deleted.person, 'GET', `/queue/hall?merchantId=${deleted.person.merchantId}`);
    expect((await hall()).statusCode).toBe(200);
    expect((await hall()).statusCode).toBe(200);
    await db.delete(merchantUsers).where(eq(merchantUsers.id, deleted.person.id));
    expect(await t.app.syncLive()).toBe(true);
    expect((await hall()).statusCode).toBe(401);
  });

  it('keeps nothing while not listening, and reads every session from the database', async () => {
    const merchant = await createMerchantFixture(t.app);
    await expectKeptSession(merchant);
    t.app.sessionCache.setAvailable(false);
    try {
      const hits = t.app.sessionCache.stats.hits;
      expect((await poll(merchant)).statusCode).toBe(200);
      // Revoked while nobody listens: refused all the same, since the database is asked every time.
      const { userId } = await t.app.ctx.tokens.verify(merchant.authorization.slice('Bearer '.length));
      await t.database.db
        .update(merchantSessions)
        .set({ revokedAt: t.clock.now() })
        .where(eq(merchantSessions.userId, userId));
      expect((await poll(merchant)).statusCode).toBe(401);
      expect(t.app.sessionCache.stats.hits).toBe(hits);
      expect(t.app.sessionCache.size).toBe(0);
    } finally {
      t.app.sessionCache.setAvailable(true);
    }
  });
});

describe('the session cache with ANSWER_CACHE=false', () => {
  it('is off: every request reads its session from the database', async () => {
    const off = await createTestApp({ config: { answerCache: false } });
    try {
      const merchant = await createMerchantFixture(off.app);
      const url = `/queue/current?merchantId=${merchant.merchantId}`;
      expect((await callAs(off, merchant, 'GET', url)).statusCode).toBe(200);
      expect((await callAs(off, merchant, 'GET', url)).statusCode).toBe(200);
      expect(off.app.sessionCache.isAvailable).toBe(false);
      expect(off.app.sessionCache.stats.hits).toBe(0);
      expect(off.app.answerCache.stats.hits).toBe(0);
    } finally {
      await off.close();
    }
  });
});
