import { randomBytes } from 'node:crypto';
import {
  type FakeAnswer,
  type FakeHttpEndpoint,
  type ReceivedRequest,
  startFakeHttpEndpoint,
} from './fake-http-endpoint';

/** The account the fake Cloud API knows: the app must be configured with these. */
export const fakeWhatsAppAccount = {
  phoneNumberId: '109876543210',
  token: 'EAAG-token-de-teste',
  template: 'mesa_pronta',
  language: 'pt_BR',
} as const;

/** A Cloud API error body, as Meta answers it (docs/notifications.md#text-messages). */
export function cloudApiError(status: number, code: number, message: string): FakeAnswer {
  return {
    status,
    body: {
      error: {
        message: `(#${code}) ${message}`,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details: message },
        fbtrace_id: 'AbCdEfGh123',
      },
    },
  };
}

/**
 * Checks a request as the Cloud API would: the path `/v21.0/{phone-number-id}/messages`, the bearer token,
 * and a message body: a template (product, E.164 recipient, template name and language, one body component
 * with text parameters), free text (body 1..4096 characters) or reply buttons (body 1..1024, 1..3 buttons with
 * distinct ids and titles of 1..20 characters). Answers the refusal Meta would send, or null when right.
 */
function refusalOf(request: ReceivedRequest): FakeAnswer | null {
  if (request.method !== 'POST' || request.url !== `/v21.0/${fakeWhatsAppAccount.phoneNumberId}/messages`) {
    return cloudApiError(400, 100, 'Unsupported post request');
  }
  if (request.headers.authorization !== `Bearer ${fakeWhatsAppAccount.token}`) {
    return cloudApiError(401, 190, 'Invalid OAuth access token');
  }
  if (!String(request.headers['content-type']).startsWith('application/json')) {
    return cloudApiError(400, 100, 'Invalid parameter');
  }
  const body = request.body as { messaging_product?: unknown; to?: unknown; type?: unknown };
  if (body?.messaging_product !== 'whatsapp' || typeof body.to !== 'string') {
    return cloudApiError(400, 100, 'Invalid parameter');
  }
  switch (body.type) {
    case 'template':
      return refusalOfTemplate(request.body as TemplateBody);
    case 'text':
    case 'interactive':
      if (!/^\+?[1-9]\d{7,14}$/.test(body.to)) return cloudApiError(400, 100, 'Invalid parameter');
      return body.type === 'text'
        ? refusalOfText(request.body as TextBody)
        : refusalOfButtons(request.body as InteractiveBody);
    default:
      return cloudApiError(400, 100, 'Invalid parameter');
  }
}

interface TemplateBody {
  to: string;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
}

function refusalOfTemplate(body: TemplateBody): FakeAnswer | null {
  const component = body.template?.components?.[0];
  const isRight =
    /^\+55[1-9]{2}\d{8,9}$/.test(body.to) &&
    body.template?.name === fakeWhatsAppAccount.template &&
    body.template.language?.code === fakeWhatsAppAccount.language &&
    body.template.components?.length === 1 &&
    component?.type === 'body' &&
    Array.isArray(component.parameters) &&
    component.parameters.length === 2 &&
    component.parameters.every(
      (parameter) =>
        parameter.type === 'text' &&
        typeof parameter.text === 'string' &&
        parameter.text.length > 0 &&
        !/[\n\t]| {5,}/.test(parameter.text),
    );
  return isRight
    ? null
    : cloudApiError(400, 132000, 'Number of parameters does not match the expected number of params');
}

interface TextBody {
  text?: { body?: unknown; preview_url?: unknown };
}

const isTextOf = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

function refusalOfText(body: TextBody): FakeAnswer | null {
  const isRight =
    isTextOf(body.text?.body, 4096) && [undefined, true, false].includes(body.text?.preview_url as never);
  return isRight ? null : cloudApiError(400, 100, 'Param text[body] is invalid');
}

interface InteractiveBody {
  interactive?: {
    type?: unknown;
    body?: { text?: unknown };
    action?: { buttons?: { type?: unknown; reply?: { id?: unknown; title?: unknown } }[] };
  };
}

function refusalOfButtons(body: InteractiveBody): FakeAnswer | null {
  const interactive = body.interactive;
  const buttons = interactive?.action?.buttons;
  const isRight =
    interactive?.type === 'button' &&
    isTextOf(interactive.body?.text, 1024) &&
    Array.isArray(buttons) &&
    buttons.length >= 1 &&
    buttons.length <= 3 &&
    buttons.every(
      (button) =>
        button.type === 'reply' && isTextOf(button.reply?.id, 256) && isTextOf(button.reply?.title, 20),
    ) &&
    new Set(buttons.map((button) => button.reply?.id)).size === buttons.length &&
    new Set(buttons.map((button) => button.reply?.title)).size === buttons.length;
  return isRight ? null : cloudApiError(400, 131009, 'Parameter value is not valid');
}

/**
 * A fake Cloud API; `next` answers what the test queues (after the checks pass: a failure on demand), else a
 * sent message with a fresh `wamid.…` id.
 */
export interface FakeWhatsAppCloud extends FakeHttpEndpoint {
  /** The `apiUrl` the app is configured with. */
  apiUrl: string;
  /** Answers to give, in order, to the next requests that pass the checks. */
  next: FakeAnswer[];
  /** The requests answered as sent (200 with a message id), in the order they were answered. */
  delivered: ReceivedRequest[];
  /**
   * While on, requests that pass the checks are received but never answered: a send in flight, as when the
   * sending process dies before Meta answers (the crash tests).
   */
  hold(isOn: boolean): void;
}

/**
 * Starts a fake WhatsApp Cloud API on 127.0.0.1 that checks every request as Meta's would; `delayMs` slows
 * each answer (the several-processes tests keep sends in flight while another process claims).
 */
export async function startFakeWhatsAppCloud(options: { delayMs?: number } = {}): Promise<FakeWhatsAppCloud> {
  const next: FakeAnswer[] = [];
  const delivered: ReceivedRequest[] = [];
  let isHolding = false;
  const endpoint = await startFakeHttpEndpoint(async (request) => {
    const refusal = refusalOf(request);
    if (refusal) return refusal;
    if (isHolding) await new Promise(() => {});
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const queued = next.shift();
    if (queued) return queued;
    const to = (request.body as { to: string }).to;
    delivered.push(request);
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }],
        messages: [{ id: `wamid.${randomBytes(12).toString('base64url')}`, message_status: 'accepted' }],
      },
    };
  });
  return Object.assign(endpoint, {
    apiUrl: `${endpoint.origin}/v21.0`,
    next,
    delivered,
    hold: (isOn: boolean) => {
      isHolding = isOn;
    },
  });
}
