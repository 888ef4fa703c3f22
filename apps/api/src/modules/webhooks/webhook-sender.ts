import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isAllowedWebhookAddress, RefusedAddressError } from './webhook-url-guard';

/** How long a receiver has to answer (rules §15: no answer within 10 s is a failure). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** One POST of a signed webhook. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What one send got: the receiver's status, or why there was no answer (pt-BR, for the owner). */
export type WebhookResult = { statusCode: number } | { statusCode: null; error: string };

/** Posts webhooks: the real one speaks HTTP with the SSRF guard; tests may give another (over real HTTP too). */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookResult>;
}

/**
 * The real sender (docs/integrations.md#delivery): `node:http(s)` with a lookup that refuses inside
 * addresses at connect time (a literal IP is checked directly), no redirects followed (a 3xx is a failure),
 * 10 s for the whole answer.
 */
export function createHttpWebhookSender(options: {
  isProduction: boolean;
  timeoutMs?: number;
}): WebhookSender {
  const lookup = guardedLookup(options.isProduction);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return {
    send: (req) =>
      new Promise<WebhookResult>((resolve) => {
        const url = new URL(req.url);
        const host = url.hostname.replace(/^\[|\]$/g, '');
        if (isIP(host) && !isAllowedWebhookAddress(host, options.isProduction)) {
          resolve({ statusCode: null, error: new RefusedAddressError(host).message });
          return;
        }
        if (options.isProduction && url.protocol !== 'https:') {
          resolve({ statusCode: null, error: new RefusedAddressError(host).message });
          return;
        }
        const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
        let settled = false;
        const finish = (result: WebhookResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(result);
        };
        const outgoing = send(
          url,
          {
            method: 'POST',
            lookup,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(req.body),
              'user-agent': 'SuaVez-Webhooks/1',
              ...req.headers,
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => finish({ statusCode: response.statusCode ?? 0 }));
            response.on('error', () => finish({ statusCode: response.statusCode ?? 0 }));
          },
        );
        const timer = setTimeout(() => {
          finish({ statusCode: null, error: 'O servidor não respondeu em 10 segundos.' });
          outgoing.destroy();
        }, timeoutMs);
        outgoing.on('error', (error) =>
          finish({
            statusCode: null,
            error:
              error instanceof RefusedAddressError
                ? error.message
                : 'Não foi possível conectar ao servidor do webhook.',
          }),
        );
        outgoing.end(req.body);
      }),
  };
}
