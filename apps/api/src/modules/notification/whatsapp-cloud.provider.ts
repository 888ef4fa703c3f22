import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppSettings } from '#api/config-whatsapp';
import type { WhatsAppOutboundMessage } from '#api/db/schema/notification.schema';
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

/**
 * One template message: to whom (E.164, '+5511987654321'), the body's parameters in order, and the
 * language it goes in (one the template is approved in; the settings' own when absent).
 */
export interface WhatsAppTemplateMessage {
  to: string;
  parameters: readonly string[];
  language?: string;
}

/** The Cloud API's error body: `{error: {message, type, code, error_data: {details}, fbtrace_id}}`. */
interface CloudApiError {
  error?: { code?: unknown; message?: unknown; fbtrace_id?: unknown; error_data?: { details?: unknown } };
}

/**
 * Sends a template message through the WhatsApp Business Cloud API (sendWhatsAppBody). Never throws.
 */
export function sendWhatsAppTemplate(options: {
  settings: WhatsAppSettings;
  message: WhatsAppTemplateMessage;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): Promise<SendOutcome> {
  const { settings, message } = options;
  return sendWhatsAppBody({
    ...options,
    to: message.to,
    content: {
      type: 'template',
      template: {
        name: settings.template,
        language: { code: message.language ?? settings.language },
        components: [
          { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
        ],
      },
    },
  });
}

/**
 * Sends free text, or text with reply buttons, inside the diner's 24-hour window (docs/whatsapp.md#replies):
 * `{type: 'text', text: {body, preview_url: false}}` or `{type: 'interactive', interactive: {type: 'button',
 * body: {text}, action: {buttons: [{type: 'reply', reply: {id, title}}]}}}`. Never throws.
 */
export function sendWhatsAppMessage(options: {
  settings: WhatsAppSettings;
  to: string;
  message: WhatsAppOutboundMessage;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): Promise<SendOutcome> {
  const { message } = options;
  const content =
    message.type === 'text'
      ? { type: 'text', text: { body: message.text, preview_url: false } }
      : {
          type: 'interactive',
          interactive: {
            type: 'button',
            body: { text: message.text },
            action: {
              buttons: message.buttons.map((button) => ({
                type: 'reply',
                reply: { id: button.id, title: button.title },
              })),
            },
          },
        };
  return sendWhatsAppBody({ ...options, content });
}

/** The Cloud API's answer to a send: `{messaging_product, contacts: [{input, wa_id}], messages: [{id}]}`. */
interface CloudApiAnswer extends CloudApiError {
  messages?: { id?: unknown }[];
}

/**
 * Posts one message to the WhatsApp Business Cloud API: `POST {apiUrl}/{phoneNumberId}/messages` with the
 * bearer token, and says what the try came to, with the message's id when it was taken. The address is the
 * environment's, never a user's. Never throws.
 */
async function sendWhatsAppBody(options: {
  settings: WhatsAppSettings;
  to: string;
  content: Record<string, unknown>;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): Promise<SendOutcome> {
  const { settings } = options;
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
        to: options.to,
        ...options.content,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? WHATSAPP_TIMEOUT_MS),
    });
  } catch (error) {
    options.log.warn({ err: error }, 'WhatsApp Cloud API fora do alcance ou lenta');
    return { status: 'retry', reason: 'WhatsApp fora do ar ou lento; nova tentativa em instantes.' };
  }
  const body = (await response.json().catch(() => undefined)) as CloudApiAnswer | undefined;
  if (response.ok) {
    const id = body?.messages?.[0]?.id;
    return typeof id === 'string' && id.length > 0
      ? { status: 'sent', providerMessageId: id }
      : { status: 'sent' };
  }
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

/**
 * Why WhatsApp did not deliver a message it had taken (a `failed` status callback's `errors[0].code`), in
 * the host's words: the known codes by name, any other by its number only (Meta's own text stays out).
 */
export function describeWhatsAppDeliveryError(code: number | undefined): string {
  const known = code === undefined ? undefined : (FAILED_REASONS[code] ?? DELIVERY_REASONS[code]);
  if (known) return known;
  return code === undefined
    ? 'O WhatsApp não entregou a mensagem.'
    : `O WhatsApp não entregou a mensagem (código ${code}).`;
}

/** Codes only a status callback reports (the message was taken, then not delivered). */
const DELIVERY_REASONS: Readonly<Record<number, string>> = {
  131047: 'Mais de 24 horas desde a última mensagem do cliente; só o modelo aprovado pode ser enviado.',
  131049: 'O WhatsApp não entregou a mensagem para preservar o engajamento do cliente.',
  131051: 'O WhatsApp não aceita esse tipo de mensagem.',
  131053: 'O WhatsApp não conseguiu enviar a mídia da mensagem.',
};
