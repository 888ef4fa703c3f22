import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { notifications } from '#api/db/schema/notification.schema';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';

const token = 'token-de-metricas-0123456789';
const bearer = { authorization: `Bearer ${token}` };

/** The value of one series in the exposition text (labels written exactly as prom-client writes them). */
function seriesValue(body: string, series: string): number | undefined {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('answers 404 like an unknown path, whatever the header, and counts nothing', async () => {
    for (const headers of [{}, bearer, { authorization: 'Bearer ' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Rota não encontrada.' });
    }
    expect(t.app.metrics).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ config: { metricsToken: token } });

  it('answers 401 to no token, a wrong one, a merchant session and a consumer session', async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    const attempts = [
      {},
      { headers: { authorization: `Bearer ${token}x` } },
      { headers: { authorization: `Bearer ${token.slice(1)}` } },
      { headers: { authorization: token } },
      { headers: { authorization: `Basic ${Buffer.from(`x:${token}`).toString('base64')}` } },
      { headers: { authorization: merchant.authorization } },
      { cookies: entry.cookies },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', ...attempt });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Token de métricas ausente ou inválido.',
      });
    }
  });

  it('counts requests by route pattern, never by raw URL, and times them', async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    for (let i = 0; i < 3; i += 1) {
      const poll = await callAs(
        t,
        { cookies: entry.cookies },
        'GET',
        `/queue?consumerId=${entry.consumerId}`,
      );
      expect(poll.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/nao-existe' })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    const queue = 'method="GET",route="/api/queue",status_class="2xx"';
    expect(seriesValue(body, `http_requests_total{${queue}}`)).toBe(3);
    expect(seriesValue(body, `http_request_duration_seconds_count{${queue}}`)).toBe(3);
    expect(seriesValue(body, `http_request_duration_seconds_bucket{le="+Inf",${queue}}`)).toBe(3);
    expect(seriesValue(body, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}')).toBe(
      1,
    );
    expect(body).not.toContain(entry.consumerId);
  });

  it('reports open live streams, the outbox, the pool (PostgreSQL) and the event-loop delay', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).body;
    const first = await read();
    expect(seriesValue(first, 'suavez_live_streams_open')).toBe(t.app.live.size);
    expect(first).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(first).toMatch(/^process_cpu_seconds_total \d/m);
    const due = (body: string) => seriesValue(body, 'suavez_notification_outbox{state="due"}') ?? Number.NaN;
    const failed = (body: string) =>
      seriesValue(body, 'suavez_notification_outbox{state="failed"}') ?? Number.NaN;
    const scheduled = (body: string) =>
      seriesValue(body, 'suavez_notification_outbox{state="scheduled"}') ?? Number.NaN;

    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'CALLED' });
    // The call queued its own notices: out of the way, so the three below are the whole difference.
    await t.database.db.delete(notifications).where(eq(notifications.queueEntryId, entry.id));
    const before = await read();
    const now = t.clock.now();
    const later = new Date(now.getTime() + 60_000);
    const inserted = await t.database.db
      .insert(notifications)
      .values([
        {
          merchantId: merchant.merchantId,
          queueEntryId: entry.id,
          kind: 'called',
          channel: 'sms',
          dueAt: now,
          nextAttemptAt: now,
        },
        {
          merchantId: merchant.merchantId,
          queueEntryId: entry.id,
          kind: 'deadline',
          channel: 'sms',
          dueAt: later,
          nextAttemptAt: later,
        },
        {
          merchantId: merchant.merchantId,
          queueEntryId: entry.id,
          kind: 'called',
          channel: 'push',
          dueAt: now,
          nextAttemptAt: now,
        },
      ])
      .returning({ id: notifications.id });
    await t.database.db
      .update(notifications)
      .set({ status: 'failed', finishedAt: now })
      .where(eq(notifications.id, inserted[2]?.id as string));
    const after = await read();
    expect(due(after) - due(before)).toBe(1);
    expect(scheduled(after) - scheduled(before)).toBe(1);
    expect(failed(after) - failed(before)).toBe(1);

    if (inject('testDbKind') === 'postgres') {
      const pool = t.database.pool;
      expect(seriesValue(after, 'suavez_db_pool_connections{state="total"}')).toBe(pool?.totalCount);
      expect(seriesValue(after, 'suavez_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(after).not.toContain('suavez_db_pool_connections');
    }
  });
});
