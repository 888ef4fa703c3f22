import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerLoadShedding, SERVER_BUSY_MESSAGE } from './load-shedding.plugin';

// Over real HTTP: the slot of a request is given back when its socket closes, answered or abandoned.

interface Held {
  app: FastifyInstance;
  url: string;
  /** Answers every request the slow route holds. */
  releaseAll(): void;
  /** How many requests the slow route is holding now. */
  held(): number;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function startApp(maxInFlight: number): Promise<Held> {
  const app = Fastify();
  apps.push(app);
  registerLoadShedding(app, { maxInFlight, retryAfterSeconds: 2 });
  let waiting: Array<() => void> = [];
  app.get('/api/slow', async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { ok: true };
  });
  app.get('/api/fast', async () => ({ ok: true }));
  app.get('/api/live/merchant', async () => ({ stream: true }));
  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    releaseAll: () => {
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    held: () => waiting.length,
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

/** Asks `url` until it answers `wanted` (at most 2 s); returns the last status. */
async function statusSoon(url: string, wanted: number): Promise<number> {
  let status = 0;
  for (let i = 0; i < 200 && status !== wanted; i += 1) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    status = (await fetch(url)).status;
  }
  return status;
}

describe('load shedding', () => {
  it('answers 503 with Retry-After and a pt-BR message past the limit, and admits again once a slot frees', async () => {
    const server = await startApp(2);
    const first = fetch(`${server.url}/api/slow`);
    const second = fetch(`${server.url}/api/slow`);
    await until(() => server.held() === 2);

    const refused = await fetch(`${server.url}/api/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ code: 'UNAVAILABLE', message: SERVER_BUSY_MESSAGE });

    // Probes and live streams are never refused: they wait on nothing.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/live/merchant`)).status).toBe(200);

    server.releaseAll();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // The slots free as the answers' 'close' events run, right after the answers.
    expect(await statusSoon(`${server.url}/api/fast`, 200)).toBe(200);
  });

  it('gives the slot back when the client goes away before the answer', async () => {
    const server = await startApp(1);
    const abandoned = httpRequest(`${server.url}/api/slow`);
    abandoned.on('error', () => {});
    abandoned.end();
    await until(() => server.held() === 1);
    expect((await fetch(`${server.url}/api/fast`)).status).toBe(503);

    abandoned.destroy();
    // The server sees the socket close; the held handler is still waiting, but its slot is free.
    expect(await statusSoon(`${server.url}/api/fast`, 200)).toBe(200);
    server.releaseAll();
  });

  it('limits nothing when maxInFlight is 0', async () => {
    const server = await startApp(0);
    const held = [fetch(`${server.url}/api/slow`), fetch(`${server.url}/api/slow`)];
    await until(() => server.held() === 2);
    expect((await fetch(`${server.url}/api/fast`)).status).toBe(200);
    server.releaseAll();
    await Promise.all(held);
  });
});

describe('load shedding by event-loop delay', () => {
  it('refuses at once while the loop lags, and serves again once it has caught up', async () => {
    const app = Fastify();
    apps.push(app);
    registerLoadShedding(app, { maxInFlight: 0, maxEventLoopDelayMs: 50, retryAfterSeconds: 2 });
    // Work on the server's own thread, as PGlite's queries are.
    app.get('/api/block', async () => {
      const until = Date.now() + 100;
      while (Date.now() < until) {}
      return { ok: true };
    });
    app.get('/api/fast', async () => ({ ok: true }));
    app.get('/health', async () => ({ status: 'ok' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    expect((await fetch(`${url}/api/fast`)).status).toBe(200);
    // A backlog: ten requests of 100 ms each, one after another on the loop.
    const backlog = await Promise.all(Array.from({ length: 10 }, () => fetch(`${url}/api/block`)));
    expect(backlog.map((response) => response.status)).toContain(200);
    const refused = await fetch(`${url}/api/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(((await refused.json()) as { message: string }).message).toBe(SERVER_BUSY_MESSAGE);
    // Probes are never refused.
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect(await statusSoon(`${url}/api/fast`, 200)).toBe(200);
  });
});
