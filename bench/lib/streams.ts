import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { processCpuMs } from './cpu';
import { type Inspector, memoryAfterGc } from './inspector';

/** What the streams scenario measured on one database. */
export interface StreamsResult {
  database: 'pglite' | 'postgres';
  /** The app, or the bare node:http reference (no memory reading: no inspector). */
  target?: 'app' | 'bare-sse';
  requested: number;
  opened: number;
  failed: number;
  openSeconds: number;
  /** After a full GC, before and after the streams were opened (bytes). */
  before: { rss: number; heapUsed: number; external: number; vmRss: number };
  after: { rss: number; heapUsed: number; external: number; vmRss: number };
  /** One change (a consumer joining the merchant every stream follows), sent to all the streams. */
  deliveries: { fromRequestMs: number; fromAnswerMs: number; received: number; serverCpuMs?: number }[];
}

/** The server's resident set as the kernel counts it (bytes). */
function vmRssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

async function measure(inspector: Inspector, pid: number) {
  const usage = await memoryAfterGc(inspector);
  return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external, vmRss: vmRssOf(pid) };
}

/** Counts, across every open stream, the chunks that carry a change, and when the last one came. */
class Deliveries {
  target = 0;
  count = 0;
  private resolve: ((at: number) => void) | undefined;

  expect(target: number): Promise<number> {
    this.target = target;
    this.count = 0;
    return new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  onChunk(chunk: string): void {
    if (!this.resolve || !chunk.includes('event: change')) return;
    this.count += 1;
    if (this.count === this.target) {
      const resolve = this.resolve;
      this.resolve = undefined;
      resolve(performance.now());
    }
  }
}

/**
 * Opens one idle stream on a raw socket (no HTTP client: the load side reads 10 000 sockets on one core,
 * and an http.IncomingMessage per chunk would cost more than the server's write); resolves on the answer's
 * first chunk, which must be a 200.
 */
function openStream(url: URL, headers: Record<string, string>, deliveries: Deliveries) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      const lines = Object.entries({ host: url.host, ...headers }).map(
        ([name, value]) => `${name}: ${value}`,
      );
      socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.setEncoding('latin1');
    socket.once('data', (chunk: string) => {
      if (chunk.startsWith('HTTP/1.1 200')) resolve(socket);
      else {
        socket.destroy();
        reject(new Error(`stream answered ${chunk.split('\r\n')[0]}`));
      }
    });
    socket.on('data', (chunk: string) => deliveries.onChunk(chunk));
    socket.on('error', reject);
  });
}

function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A change the streams must all receive: sends it, answers the HTTP status of the sending request. */
export type Trigger = () => Promise<number>;

/** The trials' changes on the app: a consumer joins the merchant the streams follow (POST /api/queue). */
export function joinTriggers(
  url: string,
  joiners: { consumerId: string; merchantId: string; cookie: string }[],
): Trigger[] {
  return joiners.map(
    (joiner) => () =>
      post(
        `${url}/api/queue`,
        { cookie: joiner.cookie, 'content-type': 'application/json' },
        JSON.stringify({ merchant: { id: joiner.merchantId }, consumer: { id: joiner.consumerId }, slot: 2 }),
      ),
  );
}

/** The bare reference's change: it writes one frame to all its streams. */
export const fireTrigger =
  (url: string): Trigger =>
  () =>
    post(`${url}/fire`, {}, '');

/**
 * Opens `count` idle streams at `streamUrl` on one server, measures the server's memory per stream after
 * a GC (when an inspector is given), then the time from each trigger's request until the last stream got
 * its frame.
 */
export async function runStreamsBench(options: {
  database: 'pglite' | 'postgres';
  streamUrl: string;
  headers: Record<string, string>;
  pid: number;
  inspector?: Inspector;
  count: number;
  triggers: Trigger[];
}): Promise<StreamsResult> {
  const deliveries = new Deliveries();
  const streamUrl = new URL(options.streamUrl);
  const headers = { ...options.headers, accept: 'text/event-stream' };
  const read = () =>
    options.inspector
      ? measure(options.inspector, options.pid)
      : Promise.resolve({ rss: 0, heapUsed: 0, external: 0, vmRss: vmRssOf(options.pid) });
  // Warm-up: the code paths compiled before the baseline.
  const warm = await Promise.all(
    Array.from({ length: 200 }, () => openStream(streamUrl, headers, deliveries)),
  );
  for (const socket of warm) socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await read();

  const streams: Socket[] = [];
  let failed = 0;
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < options.count; i += 1) {
    const opening = openStream(streamUrl, headers, deliveries).then(
      (socket) => void streams.push(socket),
      () => {
        failed += 1;
      },
    );
    inFlight.add(opening);
    void opening.finally(() => inFlight.delete(opening));
    // A few hundred handshakes at a time: the listen backlog (511) is not flooded.
    if (inFlight.size >= 250) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const openSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await read();

  const result: StreamsResult = {
    database: options.database,
    requested: options.count,
    opened: streams.length,
    failed,
    openSeconds,
    before,
    after,
    deliveries: [],
  };
  for (const trigger of options.triggers) {
    const delivered = deliveries.expect(streams.length);
    const cpuBefore = processCpuMs(options.pid);
    const sentAt = performance.now();
    const status = await trigger();
    const answeredAt = performance.now();
    if (status !== 201) throw new Error(`the change answered ${status}`);
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000));
    const lastAt = await Promise.race([delivered, timeout]);
    // The server's own CPU for the change and its fan-out: the figure the machine's load moves least.
    const serverCpuMs = processCpuMs(options.pid) - cpuBefore;
    result.deliveries.push({
      fromRequestMs: lastAt - sentAt,
      fromAnswerMs: lastAt - answeredAt,
      received: deliveries.count,
      serverCpuMs,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const socket of streams) socket.destroy();
  return result;
}
