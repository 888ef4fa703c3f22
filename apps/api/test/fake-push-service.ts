import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type BrowserKeys,
  createBrowserKeys,
  decryptPushMessage,
  verifyVapidAuthorization,
} from './web-push-crypto';

/** A browser's subscription at the fake service: what `PushSubscription.toJSON()` would give. */
export interface FakeSubscription {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One message the fake accepted as a valid Web Push request, with the status it answered. */
export interface FakePushDelivery {
  subscriptionId: string;
  status: number;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  sub: string;
}

/** A push service on 127.0.0.1 that checks requests as a real one does and reads them as a browser would. */
export interface FakePushService {
  origin: string;
  /** A new subscription (a fresh P-256 key pair and auth secret), as a browser would make. */
  subscribe(): FakeSubscription;
  /** The statuses the next requests for a subscription get, in order; then 201. */
  answerNext(subscriptionId: string, ...statuses: number[]): void;
  /** Drops a subscription: its endpoint answers 410 from now on, as after the browser unsubscribed. */
  expire(subscriptionId: string): void;
  /** Every valid request, whatever it was answered. */
  deliveries: FakePushDelivery[];
  /** Requests refused for breaking the protocol (VAPID, encryption): a test expects none. */
  rejections: string[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Starts the fake push service for the application server key `vapidPublicKey`. Each request must carry a
 * VAPID token signed with that key for this origin, a TTL, and an `aes128gcm` body the subscription's
 * keys decrypt (RFC 8291); otherwise it is answered 400/403 and recorded in `rejections`.
 */
export async function startFakePushService(vapidPublicKey: string): Promise<FakePushService> {
  const subscriptions = new Map<string, { keys: BrowserKeys; isExpired: boolean; answers: number[] }>();
  const deliveries: FakePushDelivery[] = [];
  const rejections: string[] = [];
  let origin = '';

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const answer = (status: number) => {
      response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
    };
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const subscription = id ? subscriptions.get(id) : undefined;
    if (request.method !== 'POST' || !id || !subscription) return answer(404);
    if (subscription.isExpired) return answer(410);
    let sub: string;
    try {
      sub = verifyVapidAuthorization(request.headers.authorization, vapidPublicKey, origin, Date.now()).sub;
    } catch (error) {
      rejections.push(`vapid: ${(error as Error).message}`);
      return answer(403);
    }
    const ttl = Number(request.headers.ttl);
    let payload: unknown;
    try {
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${request.headers.ttl}`);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      payload = JSON.parse(decryptPushMessage(body, subscription.keys).toString('utf8'));
    } catch (error) {
      rejections.push(`message: ${(error as Error).message}`);
      return answer(400);
    }
    const status = subscription.answers.shift() ?? 201;
    deliveries.push({
      subscriptionId: id,
      status,
      payload,
      ttl,
      urgency: request.headers.urgency as string | undefined,
      topic: request.headers.topic as string | undefined,
      sub,
    });
    return answer(status);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const id = randomUUID();
      const keys = createBrowserKeys();
      subscriptions.set(id, { keys, isExpired: false, answers: [] });
      return { id, endpoint: `${origin}/push/${id}`, expirationTime: null, keys: keys.json };
    },
    answerNext(subscriptionId, ...statuses) {
      subscriptions.get(subscriptionId)?.answers.push(...statuses);
    },
    expire(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (subscription) subscription.isExpired = true;
    },
    deliveries,
    rejections,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
