import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { callAs, type TestApp, useTestApp } from '#test/test-app';

/** Every log line the app writes, parsed. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => lines.push(JSON.parse(line)) } };
}

const completed = (lines: Record<string, unknown>[]) =>
  lines
    .filter((line) => line.msg === 'requisição respondida')
    .map(
      (line) =>
        `${(line.req as { method: string }).method} ${(line.req as { url: string }).url} ${line.level}`,
    );

/** The diner's polls and the probes, then one merchant screen: what each writes. */
async function pollAndBrowse(t: TestApp) {
  const merchant = await createMerchantFixture(t.app);
  const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'CHECK_IN' });
  const consumer = { cookies: entry.cookies };
  const calls = [
    callAs(t, consumer, 'GET', `/queue?consumerId=${entry.consumerId}`),
    callAs(t, consumer, 'GET', `/queue?queueId=${entry.id}`),
    callAs(t, consumer, 'GET', `/order?queueId=${entry.id}`),
    t.app.inject({ method: 'GET', url: '/health' }),
    t.app.inject({ method: 'GET', url: '/ready' }),
    t.app.inject({ method: 'GET', url: '/metrics' }),
  ];
  for (const call of calls) expect((await call).statusCode).toBeLessThan(500);
  const current = `/queue/current?merchantId=${merchant.merchantId}&status=IN_QUEUE,CALLED&slots=1,2`;
  expect((await callAs(t, merchant, 'GET', current)).statusCode).toBe(200);
  return { entry, current: `/api${current}` };
}

describe('request log at the default level (info)', () => {
  const log = captureLog();
  const t = useTestApp({ config: { logLevel: 'info' }, logStream: log.stream });

  it("writes no line for the diner's polls and the probes, and one for every other request", async () => {
    log.lines.length = 0;
    const { current } = await pollAndBrowse(t);
    expect(completed(log.lines)).toEqual([`GET ${current} 30`]);
  });

  it('writes no line for a refused poll (a 401 repeats at every poll), and one for other refusals', async () => {
    log.lines.length = 0;
    const consumerId = '00000000-0000-4000-8000-000000000000';
    expect((await callAs(t, null, 'GET', `/queue?consumerId=${consumerId}`)).statusCode).toBe(401);
    expect((await callAs(t, null, 'GET', `/order?queueId=${consumerId}`)).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect(log.lines).toEqual([]);
    expect((await callAs(t, null, 'GET', `/queue/current?merchantId=${consumerId}`)).statusCode).toBe(401);
    expect(log.lines.map((line) => [line.msg, line.level, line.status ?? line.statusCode])).toEqual([
      ['requisição recusada', 30, 401],
      ['requisição respondida', 30, 401],
    ]);
  });

  it('still writes a poll that fails with a 5xx', async () => {
    const db = t.database.db;
    const execute = db.execute;
    db.execute = (() => Promise.reject(new Error('down'))) as unknown as typeof db.execute;
    log.lines.length = 0;
    try {
      // /ready answers 503 itself when the database is down: a failed probe is worth a line.
      expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
    } finally {
      db.execute = execute;
    }
    expect(completed(log.lines)).toEqual(['GET /ready 30']);
  });
});

describe('request log at debug', () => {
  const log = captureLog();
  const t = useTestApp({ config: { logLevel: 'debug' }, logStream: log.stream });

  it('writes the polls at debug (20) and the rest at info (30)', async () => {
    log.lines.length = 0;
    const { entry, current } = await pollAndBrowse(t);
    // The polls run together: their lines come in any order.
    expect(completed(log.lines).sort()).toEqual(
      [
        `GET /api/queue?consumerId=${entry.consumerId} 20`,
        `GET /api/queue?queueId=${entry.id} 20`,
        `GET /api/order?queueId=${entry.id} 20`,
        'GET /health 20',
        'GET /ready 20',
        'GET /metrics 20',
        `GET ${current} 30`,
      ].sort(),
    );
  });
});
