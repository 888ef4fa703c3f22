import type { SmsProvider } from './sms-provider';

/** How long the gateway may take before the send counts as failed. */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

/**
 * Thrown when the gateway cannot be reached, times out or answers anything but 2xx; `status` is the
 * gateway's HTTP status when it answered (a 4xx will not pass on a retry: docs/notifications.md#text-messages).
 */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
  readonly status: number | undefined;

  constructor(message: string, options?: ErrorOptions & { status?: number }) {
    super(message, options);
    this.status = options?.status;
  }
}

/**
 * A real SMS gateway behind one HTTP call: `POST {url}` with JSON `{to, message}`, `to` in E.164
 * ('+5511987654321'), and `Authorization: Bearer {token}` when a token is configured.
 */
export function createHttpSmsProvider(options: {
  url: string;
  token?: string | undefined;
  timeoutMs?: number;
}): SmsProvider {
  return {
    name: 'http',
    async send(phone, text) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: `+55${phone}`, message: text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? SMS_HTTP_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError('SMS gateway unreachable or too slow', { cause: error });
      }
      // Drain the body so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        throw new SmsDeliveryError(`SMS gateway answered ${response.status}`, { status: response.status });
      }
    },
  };
}
