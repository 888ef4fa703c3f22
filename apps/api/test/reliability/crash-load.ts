import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { CrashData } from './crash-fixture';

// The write load of the crash tests: seated consumers adding items (each with its own Idempotency-Key) and
// new consumers joining, all at once, recording which calls were answered and how.

/** One call and how it ended: an HTTP answer, or none (refused, reset, or cut by the kill). */
export interface Attempt<T> {
  request: T;
  status: number | null;
  body: unknown;
  error?: string;
}

/** One item addition. */
export interface AddRequest {
  orderId: string;
  cookie: string;
  itemId: string;
  key: string;
}

/** Sends one item addition with its key. */
export async function sendAdd(baseUrl: string, request: AddRequest): Promise<Attempt<AddRequest>> {
  try {
    const res = await fetch(`${baseUrl}/api/order`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: request.cookie, 'idempotency-key': request.key },
      body: JSON.stringify({ orderQueue: { id: request.orderId }, item: { id: request.itemId } }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { request, status: res.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    return { request, status: null, body: null, error: String((error as Error).cause ?? error) };
  }
}

/** One join. */
export interface JoinRequest {
  merchantId: string;
  consumerId: string;
  cookie: string;
}

/** Sends one join. */
export async function sendJoin(baseUrl: string, request: JoinRequest): Promise<Attempt<JoinRequest>> {
  try {
    const res = await fetch(`${baseUrl}/api/queue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: request.cookie },
      body: JSON.stringify({
        merchant: { id: request.merchantId },
        consumer: { id: request.consumerId },
        slot: 2,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { request, status: res.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    return { request, status: null, body: null, error: String((error as Error).cause ?? error) };
  }
}

/** What a load produced. */
export interface LoadResult {
  adds: Attempt<AddRequest>[];
  joins: Attempt<JoinRequest>[];
}

/**
 * Runs the load until `stop()` is called: every seated consumer adds items in a loop, and joiners join a few
 * at a time. `onAnswered` sees each answered addition (the test decides when to strike). Resolves once
 * every loop has ended, i.e. every call sent has an outcome.
 */
export function runLoad(
  baseUrl: string,
  data: CrashData,
  onAnswered: (result: LoadResult) => void,
): { stop(): void; done: Promise<LoadResult> } {
  const result: LoadResult = { adds: [], joins: [] };
  let isStopped = false;
  const adder = async (consumer: CrashData['seated'][number], index: number) => {
    for (let n = 0; !isStopped; n += 1) {
      const itemId = data.itemIds[(index + n) % data.itemIds.length] as string;
      const attempt = await sendAdd(baseUrl, {
        orderId: consumer.orderId,
        cookie: consumer.cookie,
        itemId,
        key: randomUUID(),
      });
      result.adds.push(attempt);
      if (attempt.status === null) return;
      onAnswered(result);
    }
  };
  const queue = [...data.joiners];
  const joiner = async () => {
    while (!isStopped) {
      const consumer = queue.shift();
      if (!consumer) return;
      const attempt = await sendJoin(baseUrl, { merchantId: data.merchantId, ...consumer });
      result.joins.push(attempt);
      if (attempt.status === null) return;
    }
  };
  const loops = [
    ...data.seated.map((consumer, i) => adder(consumer, i)),
    ...Array.from({ length: 4 }, joiner),
  ];
  return {
    stop: () => {
      isStopped = true;
    },
    done: Promise.all(loops).then(() => result),
  };
}

/**
 * Sends one item addition on its own connection and tells when its bytes were handed to the system
 * (`written`), so a test knows the request was sent before it signals the server.
 */
export function sendAddOnNewConnection(
  baseUrl: string,
  request: AddRequest,
): { written: Promise<void>; answer: Promise<Attempt<AddRequest>> } {
  const body = JSON.stringify({ orderQueue: { id: request.orderId }, item: { id: request.itemId } });
  let markWritten: () => void = () => {};
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  const answer = new Promise<Attempt<AddRequest>>((resolve) => {
    const req = httpRequest(`${baseUrl}/api/order`, {
      method: 'PUT',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: request.cookie,
        'idempotency-key': request.key,
      },
    });
    req.on('finish', markWritten);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ request, status: res.statusCode ?? null, body: text ? JSON.parse(text) : null }),
      );
    });
    req.on('error', (error) => {
      markWritten();
      resolve({ request, status: null, body: null, error: String(error) });
    });
    req.end(body);
  });
  return { written, answer };
}
