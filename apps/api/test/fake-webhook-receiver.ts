import { createHmac, timingSafeEqual } from 'node:crypto';
import { type FakeHttpEndpoint, type ReceivedRequest, startFakeHttpEndpoint } from './fake-http-endpoint';

/** One webhook the fake received, with whether its signature held. */
export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  type: string;
  data: unknown;
  isSignatureValid: boolean;
}

/** A restaurant's webhook receiver over real HTTP on 127.0.0.1, verifying as a Standard Webhooks library would. */
export interface FakeWebhookReceiver {
  url: string;
  endpoint: FakeHttpEndpoint;
  /** Every webhook received, in order. */
  received: ReceivedWebhook[];
  /** The secret it verifies with (set once the endpoint is made). */
  secret: string;
  /** The status it answers next (200 by default); e.g. 500 to fail on demand. */
  status: number;
  /** The status for one webhook, once recorded (overrides `status`): e.g. 500 to each id's first try. */
  answer?: (webhook: ReceivedWebhook) => number;
  /** While on, webhooks are recorded but never answered (a send in flight, cut by a crash). */
  isHolding: boolean;
  /** How long it takes to answer each (0 by default): sends stay in flight while other workers claim. */
  delayMs: number;
  close(): Promise<void>;
}

/** Verifies `v1,` signatures independently of the app's own signing code. */
function isSigned(request: ReceivedRequest, secret: string): boolean {
  const id = String(request.headers['webhook-id'] ?? '');
  const timestamp = String(request.headers['webhook-timestamp'] ?? '');
  const header = String(request.headers['webhook-signature'] ?? '');
  if (!id || !/^\d+$/.test(timestamp) || !secret) return false;
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${request.rawBody}`)
    .digest();
  return header.split(' ').some((part) => {
    const [version, signature] = part.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Starts the fake receiver; it records each webhook with its verdict and answers `answer` or `status`. */
export async function startFakeWebhookReceiver(): Promise<FakeWebhookReceiver> {
  const receiver = {
    received: [] as ReceivedWebhook[],
    secret: '',
    status: 200,
    isHolding: false,
    delayMs: 0,
  } as FakeWebhookReceiver;
  receiver.endpoint = await startFakeHttpEndpoint(async (request) => {
    const body = request.body as { type?: string; data?: unknown };
    const webhook: ReceivedWebhook = {
      id: String(request.headers['webhook-id'] ?? ''),
      timestamp: Number(request.headers['webhook-timestamp']),
      type: String(body?.type ?? ''),
      data: body?.data,
      isSignatureValid: isSigned(request, receiver.secret),
    };
    receiver.received.push(webhook);
    if (receiver.isHolding) await new Promise(() => {});
    if (receiver.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, receiver.delayMs));
    return { status: receiver.answer?.(webhook) ?? receiver.status };
  });
  receiver.url = `${receiver.endpoint.origin}/hooks`;
  receiver.close = () => receiver.endpoint.close();
  return receiver;
}
