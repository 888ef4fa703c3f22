import { describe, expect, inject, it, vi } from 'vitest';
import { runAdmin } from '#api/cli/run-admin';
import { postLogin } from '#test/account-test-helpers';
import { createMerchantFixture, createQueueEntriesFixture } from '#test/fixtures';
import { type LiveTestApp, useLiveTestApp, useTwoProcesses } from '#test/live-test-app';
import type { SseConnection } from '#test/sse-client';
import { createStaffLogin } from '#test/staff-test-helpers';
import { callAs } from '#test/test-app';

// A merchant's live stream ends the moment its session does (docs/security.md, "Live streams"): a logout, a
// removal, a new role, a new password (the admin command's included), in this process and in every other one
// sharing the database. Before, it lasted until it idled, and a busy one never did.

/** Resolves when the server ended `stream`; fails after `timeoutMs` while it is still open. */
async function expectEnded(stream: SseConnection, timeoutMs = 5000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<'open'>((resolve) => {
    timer = setTimeout(() => resolve('open'), timeoutMs);
  });
  const outcome = await Promise.race([stream.ended.then(() => 'ended' as const), stillOpen]);
  clearTimeout(timer);
  expect(outcome, 'o stream deveria ter sido encerrado').toBe('ended');
  // A clean end of a 200 stream: the browser reconnects, and its token then answers 401.
  expect(stream.status).toBe(200);
}

/** Opens the restaurant's stream with a token, as the browser does (the `access_token` cookie). */
async function openMerchantStream(t: LiveTestApp, merchantId: string, authorization: string) {
  const stream = await t.stream(`/live/merchant?merchantId=${merchantId}`, {
    cookies: { access_token: authorization.slice('Bearer '.length) },
  });
  expect(stream.status).toBe(200);
  await stream.waitFor((frame) => frame.retry === 1000);
  return stream;
}

/** A restaurant with two diners waiting for confirmation, and its owner's 'accept' button. */
async function busyRestaurant(t: LiveTestApp) {
  const owner = await createMerchantFixture(t.app);
  const waiting = await createQueueEntriesFixture(t, owner.merchantId, [
    'WAITING_CONFIRMATION',
    'WAITING_CONFIRMATION',
  ]);
  const accept = async (index: number) => {
    const id = waiting[index]?.id as string;
    expect((await callAs(t, owner, 'POST', `/queue/accept?queueId=${id}`)).statusCode).toBe(200);
    return id;
  };
  return { owner, accept };
}

const validate = (t: LiveTestApp, authorization: string) =>
  callAs(t, { authorization }, 'GET', '/account/validate');

function captureOutput() {
  const stdout = { text: '', write: (chunk: string) => (stdout.text += chunk) };
  const stderr = { text: '', write: (chunk: string) => (stderr.text += chunk) };
  return { stdout, stderr };
}

describe('a merchant stream ends with its session', () => {
  const t = useLiveTestApp();

  it('ends at logout, at once, while the same person’s other login keeps its stream', async () => {
    const { owner, accept } = await busyRestaurant(t);
    const { userId } = await t.app.ctx.tokens.verify(owner.authorization.slice('Bearer '.length));
    const device = `Bearer ${await t.app.ctx.tokens.sign({ merchantId: owner.merchantId, userId })}`;
    const loggedOut = await openMerchantStream(t, owner.merchantId, device);
    const kept = await openMerchantStream(t, owner.merchantId, owner.authorization);
    try {
      const first = await accept(0);
      await loggedOut.waitFor((frame) => frame.data?.includes(first) ?? false);
      expect((await callAs(t, { authorization: device }, 'POST', '/account/logout')).statusCode).toBe(204);
      await expectEnded(loggedOut);
      await expect.poll(() => t.app.live.size).toBe(1);
      const second = await accept(1);
      await kept.waitFor((frame) => frame.data?.includes(second) ?? false);
      // The browser's reconnection is refused.
      const again = await t.stream(`/live/merchant?merchantId=${owner.merchantId}`, {
        cookies: { access_token: device.slice('Bearer '.length) },
      });
      expect(again.status).toBe(401);
    } finally {
      loggedOut.close();
      kept.close();
    }
  });

  it("ends a removed waiter's busy stream at once, and a waiter's whose role changed", async () => {
    const { owner, accept } = await busyRestaurant(t);
    const removed = await createStaffLogin(t.app, owner, 'waiter');
    const moved = await createStaffLogin(t.app, owner, 'waiter');
    const removedStream = await openMerchantStream(t, owner.merchantId, removed.authorization);
    const movedStream = await openMerchantStream(t, owner.merchantId, moved.authorization);
    const ownerStream = await openMerchantStream(t, owner.merchantId, owner.authorization);
    try {
      const first = await accept(0);
      await removedStream.waitFor((frame) => frame.data?.includes(first) ?? false);
      expect((await callAs(t, owner, 'DELETE', `/merchant/staff/${removed.id}`)).statusCode).toBe(204);
      await expectEnded(removedStream);

      const patch = await callAs(t, owner, 'PATCH', `/merchant/staff/${moved.id}`, { role: 'host' });
      expect(patch.statusCode).toBe(200);
      await expectEnded(movedStream);
      expect((await validate(t, moved.authorization)).statusCode).toBe(401);

      // The owner's own stream is untouched and keeps hearing the restaurant.
      const second = await accept(1);
      await ownerStream.waitFor((frame) => frame.data?.includes(second) ?? false);
      expect(t.app.live.size).toBe(1);
    } finally {
      for (const stream of [removedStream, movedStream, ownerStream]) stream.close();
    }
  });

  it("ends the streams of a person the admin command gives a new password; another's stay", async () => {
    const { owner } = await busyRestaurant(t);
    const host = await createStaffLogin(t.app, owner, 'host', 'senha-antiga-1');
    const secondLogin = await postLogin(t, host.email, 'senha-antiga-1');
    const hostDevices = [host.authorization, `Bearer ${secondLogin.json().accessToken}`];
    const streams = await Promise.all(
      hostDevices.map((authorization) => openMerchantStream(t, owner.merchantId, authorization)),
    );
    const ownerStream = await openMerchantStream(t, owner.merchantId, owner.authorization);
    try {
      const io = captureOutput();
      const argv = ['merchant:password', '--email', host.email, '--password', 'senha-nova-123'];
      expect(await runAdmin(argv, { ...io, db: t.database.db, clock: t.clock })).toBe(0);
      // The command is another process: this one hears it by notification, as it would in production.
      await Promise.all(streams.map((stream) => expectEnded(stream)));
      expect(t.app.live.size).toBe(1);
      expect((await validate(t, owner.authorization)).statusCode).toBe(200);
    } finally {
      for (const stream of [...streams, ownerStream]) stream.close();
    }
  });

  it('ends a stream whose session was revoked while its request was being authorized', async () => {
    const { owner } = await busyRestaurant(t);
    const { tokens } = t.app.ctx;
    const verify = tokens.verify.bind(tokens);
    // The logout commits, and its notification is handled here, after the guard let the stream in but
    // before the stream is listed: the notification finds no stream to end.
    const spy = vi.spyOn(tokens, 'verify').mockImplementationOnce(async (token) => {
      const principal = await verify(token);
      await tokens.revoke(principal);
      expect(await t.app.syncLive()).toBe(true);
      return principal;
    });
    const stream = await t.stream(`/live/merchant?merchantId=${owner.merchantId}`, {
      cookies: { access_token: owner.authorization.slice('Bearer '.length) },
    });
    try {
      expect(spy).toHaveBeenCalledOnce();
      await expectEnded(stream);
      await expect.poll(() => t.app.live.size).toBe(0);
    } finally {
      spy.mockRestore();
      stream.close();
    }
  });
});

// Two server processes on one PostgreSQL: a session ended through one, or by the admin command, ends its
// streams on the other when the notification arrives; one missed while the other was not listening ends
// them when it listens again. PGlite is one process by nature.
describe.runIf(inject('testDbKind') === 'postgres')(
  'a merchant stream ends with its session, in every process',
  () => {
    const { first, second } = useTwoProcesses();

    it('ends on the second process a stream whose session ended through the first, or by the admin command', async () => {
      const owner = await createMerchantFixture(first.app);
      const waiter = await createStaffLogin(first.app, owner, 'waiter', 'senha-do-garcom-1');
      const ownerOnSecond = await openMerchantStream(second, owner.merchantId, owner.authorization);
      const waiterOnFirst = await openMerchantStream(first, owner.merchantId, waiter.authorization);
      const waiterOnSecond = await openMerchantStream(second, owner.merchantId, waiter.authorization);
      try {
        expect((await callAs(first, owner, 'POST', '/account/logout')).statusCode).toBe(204);
        await expectEnded(ownerOnSecond);

        const io = captureOutput();
        const argv = ['merchant:password', '--email', waiter.email, '--password', 'senha-nova-123'];
        expect(await runAdmin(argv, { ...io, db: first.database.db })).toBe(0);
        await Promise.all([expectEnded(waiterOnFirst), expectEnded(waiterOnSecond)]);
        expect(await second.app.syncLive()).toBe(true);
        expect((await validate(second, waiter.authorization)).statusCode).toBe(401);
        await expect.poll(() => [first.app.live.size, second.app.live.size]).toEqual([0, 0]);
      } finally {
        for (const stream of [ownerOnSecond, waiterOnFirst, waiterOnSecond]) stream.close();
      }
    });

    it('ends a stream whose logout happened while its process was not listening, once it listens again', async () => {
      const owner = await createMerchantFixture(first.app);
      const stream = await openMerchantStream(second, owner.merchantId, owner.authorization);
      try {
        // Kill the second app's listening connection from the server side, as a failover would; it tries
        // again a second later.
        await first.database.pool?.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN suavez_live%' AND pid <> pg_backend_pid()`,
        );
        await expect.poll(() => second.app.sessionCache.isAvailable).toBe(false);
        expect((await callAs(first, owner, 'POST', '/account/logout')).statusCode).toBe(204);
        await stream.waitFor((frame) => frame.event === 'resync');
        await expectEnded(stream);
      } finally {
        stream.close();
      }
    });
  },
);
