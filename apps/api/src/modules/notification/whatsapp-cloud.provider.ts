import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppSettings } from '#api/config-whatsapp';
import type { SendOutcome } from './notification-sender';

/** How long the Cloud API may take before the try counts as failed (and is tried again). */
export const WHATSAPP_TIMEOUT_MS = 10_000;

/**
 * Cloud API error codes worth another try (docs/notifications.md#text-messages): its own throttling
 * (4, 80007, 130429, 131056 pair rate), temporary faults (1, 2, 131000, 131016, 133004). Meta answers most
 * errors with HTTP 400 and asks clients to decide by `error.code`, not by the HTTP status.
 */
const RETRY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

/** Codes a host can act on, in their words; any other refusal names its HTTP status and code. */
const FAILED_REASONS: Readonly<Record<number, string>> = {
  0: 'O token do WhatsApp é inválido ou expirou.',
  190: 'O token do WhatsApp é inválido ou expirou.',
  131026: 'O número do cliente não recebe mensagens do WhatsApp.',
  131030: 'O número do cliente não está entre os permitidos pela conta de teste do WhatsApp.',
  132000: 'O modelo de mensagem do WhatsApp não aceitou os dados enviados.',
  132001: 'O modelo de mensagem do WhatsApp não existe ou não foi aprovado.',
};

/** One template message: to whom (E.164, '+5511987654321') and the body's parameters, in order. */
export interface WhatsAppTemplateMessage {
  to: string;
  parameters: readonly string[];
}

/** The Cloud API's error body: `{error: {message, type, code, error_data: {details}, fbtrace_id}}`. */
interface CloudApiError {
  error?: { code?: unknown; message?: unknown; fbtrace_id?: unknown; error_data?: { details?: unknown } };
}

/**
 * Sends a template message through the WhatsApp Business Cloud API: `POST {apiUrl}/{phoneNumberId}/messages`
 * with the bearer token, and says what the try came to. The address is the environment's, never a user's.
 * Never throws.
 */
export async function sendWhatsAppTemplate(options: {
  settings: WhatsAppSettings;
  message: WhatsAppTemplateMessage;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): Promise<SendOutcome> {
  const { settings, message } = options;
  const url = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: settings.template,
          language: { code: settings.language },
          components: [
            { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
          ],
        },
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? WHATSAPP_TIMEOUT_MS),
    });
  } catch (error) {
    options.log.warn({ err: error }, 'WhatsApp Cloud API fora do alcance ou lenta');
    return { status: 'retry', reason: 'WhatsApp fora do ar ou lento; nova tentativa em instantes.' };
  }
  const body = (await response.json().catch(() => undefined)) as CloudApiError | undefined;
  if (response.ok) return { status: 'sent' };
  const code = typeof body?.error?.code === 'number' ? body.error.code : undefined;
  options.log.warn(
    {
      status: response.status,
      code,
      details: body?.error?.error_data?.details,
      fbtraceId: body?.error?.fbtrace_id,
    },
    'WhatsApp Cloud API recusou a mensagem',
  );
  const answered = `HTTP ${response.status}${code === undefined ? '' : `, código ${code}`}`;
  const isTemporary =
    response.status >= 500 ||
    response.status === 408 ||
    response.status === 429 ||
    RETRY_CODES.has(code ?? -1);
  if (isTemporary) {
    return { status: 'retry', reason: `WhatsApp indisponível (${answered}); nova tentativa em instantes.` };
  }
  const known = code === undefined ? undefined : FAILED_REASONS[code];
  return { status: 'failed', reason: known ?? `O WhatsApp recusou a mensagem (${answered}).` };
}
