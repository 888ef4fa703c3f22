import { Agent, request as httpRequest } from 'node:http';
import type { LoadRequest, LoadResult } from './load';

/** A constant arrival rate: what the `rate` scenarios need, and what autocannon does not do. */
export interface OpenLoopOptions {
  url: string;
  /** Requests per second, spread evenly (one every 1/rate s, sent on 1 ms ticks). */
  rate: number;
  duration: number;
  /** Keep-alive sockets at most (a request waits for a free one, and the wait counts). */
  connections: number;
  /** Builds each request (method, path, headers, body). */
  next: () => LoadRequest;
  /** Seconds before a request counts as a timeout. */
  timeout?: number;
}

/**
 * Sends `rate` requests per second at evenly spaced instants for `duration` seconds, whatever the server's
 * pace (an open loop), and times each from the instant it was due, so a stall of the server shows in
 * every request that waited for it (no coordinated omission).
 *
 * autocannon's `overallRate` gives each connection a quota per second, which it sends back to back at the
 * start of each second: 2000 requests arrive in a burst, then nothing. Its p99 at "2000 req/s" was 331 ms
 * against a bare node:http server here: a measure of the burst, not of the server.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const timeoutMs = (options.timeout ?? 10) * 1000;
  const latencies: number[] = [];
  const perSecond: number[] = [];
  const startedAt = performance.now();
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  const statusCodeStats: Record<string, { count: number }> = {};
  let pending = 0;
  let finishedSending = false;
  let resolveDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const settle = () => {
    pending -= 1;
    if (finishedSending && pending === 0) resolveDone();
  };

  const send = (dueAt: number) => {
    const spec = options.next();
    pending += 1;
    let timedOut = false;
    const req = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: spec.method ?? 'GET',
        path: spec.path ?? '/',
        headers: spec.headers ?? {},
        timeout: timeoutMs,
      },
      (res) => {
        const code = String(res.statusCode ?? 0);
        statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + 1 };
        if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx += 1;
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - dueAt);
          const second = Math.floor((dueAt - startedAt) / 1000);
          perSecond[second] = Math.max(perSecond[second] ?? 0, performance.now() - dueAt);
          settle();
        });
        res.on('error', () => {
          errors += 1;
          settle();
        });
      },
    );
    req.on('timeout', () => {
      timedOut = true;
      timeouts += 1;
      req.destroy(new Error('timeout'));
    });
    req.on('error', () => {
      if (!timedOut) errors += 1;
      settle();
    });
    req.end(spec.body);
  };

  const interval = 1000 / options.rate;
  const endAt = startedAt + options.duration * 1000;
  let nextAt = startedAt;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (nextAt <= now && nextAt < endAt) {
        send(nextAt);
        nextAt += interval;
      }
      if (nextAt < endAt) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  finishedSending = true;
  if (pending > 0) await done;
  agent.destroy();
  // BENCH_DEBUG_SECONDS=1 prints the slowest request of each second: where a stall happened.
  if (process.env.BENCH_DEBUG_SECONDS)
    console.log('  pior latência por segundo (ms):', perSecond.map(Math.round).join(' '));

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const total = latencies.length;
  return {
    requests: { average: total / options.duration, total },
    latency: {
      p50: round(at(0.5)),
      p99: round(at(0.99)),
      max: round(latencies[total - 1] ?? 0),
      average: round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(total, 1)),
    },
    errors,
    timeouts,
    non2xx,
    statusCodeStats,
  };
}
