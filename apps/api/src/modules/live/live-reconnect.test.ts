import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTwoWaiting, idleCloseMs, useIdleLiveTestApp } from './live-test-helpers';

/**
 * A real EventSource (Node's WHATWG implementation) in a child process, printing one JSON line per thing
 * it sees: the reconnection after the server ends a stream is the browser's own, not the test's.
 */
const EVENT_SOURCE_SCRIPT = `
const source = new EventSource(process.argv[1]);
const say = (line) => process.stdout.write(JSON.stringify(line) + '\\n');
source.onopen = () => say({ type: 'open' });
source.onerror = () => say({ type: 'error', readyState: source.readyState });
source.addEventListener('change', (message) => say({ type: 'change', data: message.data, id: message.lastEventId }));
// Node's EventSource waits for its reconnection on a timer that does not hold the process up, as a page would.
setInterval(() => {}, 60_000);
`;

type Seen = { type: string; readyState?: number; data?: string; id?: string };

function startEventSource(url: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--experimental-eventsource', '--no-warnings', '-e', EVENT_SOURCE_SCRIPT, url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const seen: Seen[] = [];
  let buffer = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) seen.push(JSON.parse(line) as Seen);
  });
  const count = (type: string) => seen.filter((line) => line.type === type).length;
  return { seen, count, stop: () => child.kill() };
}

/**
 * Forwards to the app adding the merchant's Authorization, which an EventSource cannot send (the web app's
 * cookie plays that part in a browser), and records each request's Last-Event-ID.
 */
function startForwarder(target: string, authorization: string) {
  const lastEventIds: (string | undefined)[] = [];
  const server: Server = createServer((req, res) => {
    const header = req.headers['last-event-id'];
    lastEventIds.push(Array.isArray(header) ? header[0] : header);
    const upstream = httpRequest(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, authorization }, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    res.on('close', () => upstream.destroy());
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
  return { listening, lastEventIds, close: () => server.close() };
}

describe('live streams: a real EventSource after the server ends an idle stream', () => {
  const t = useIdleLiveTestApp();

  it('reconnects by itself, with its Last-Event-ID, and hears what it missed', async () => {
    const { merchant, first, second, accept } = await createTwoWaiting(t);
    const forwarder = startForwarder(t.baseUrl, merchant.authorization);
    const base = await forwarder.listening;
    const browser = startEventSource(`${base}/api/live/merchant?merchantId=${merchant.merchantId}`);
    try {
      await expect.poll(() => browser.count('open'), { timeout: 10_000 }).toBe(1);
      expect((await accept(first.id)).statusCode).toBe(200);
      await expect.poll(() => browser.count('change'), { timeout: 5000 }).toBe(1);
      const seenId = browser.seen.find((line) => line.type === 'change')?.id;
      t.clock.advance(idleCloseMs);
      // The server ends the stream; the EventSource says so (CONNECTING, not CLOSED) and tries again.
      await expect.poll(() => browser.count('error'), { timeout: 5000 }).toBe(1);
      expect(browser.seen.find((line) => line.type === 'error')?.readyState).toBe(0);
      expect((await accept(second.id)).statusCode).toBe(200);
      await expect.poll(() => browser.count('open'), { timeout: 5000 }).toBe(2);
      await expect.poll(() => browser.count('change'), { timeout: 5000 }).toBe(2);
      const changes = browser.seen.filter((line) => line.type === 'change');
      expect(JSON.parse(changes[1]?.data ?? '')).toMatchObject({ queueEntryId: second.id });
      expect(forwarder.lastEventIds).toEqual([undefined, seenId]);
      expect(t.app.live.size).toBe(1);
    } finally {
      browser.stop();
      forwarder.close();
    }
  });
});
