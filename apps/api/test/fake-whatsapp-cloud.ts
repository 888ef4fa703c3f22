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
 * and a template message body (product, E.164 recipient, template name and language, one body component
 * with text parameters). Answers the refusal Meta would send, or null when the request is right.
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
  const body = request.body as {
    messaging_product?: unknown;
    to?: unknown;
    type?: unknown;
    template?: {
      name?: unknown;
      language?: { code?: unknown };
      components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
    };
  };
  const component = body?.template?.components?.[0];
  const isRight =
    body?.messaging_product === 'whatsapp' &&
    typeof body.to === 'string' &&
    /^\+55[1-9]{2}\d{8,9}$/.test(body.to) &&
    body.type === 'template' &&
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

/** A fake Cloud API; `next` answers what the test queues (after the checks pass), else a sent message. */
export interface FakeWhatsAppCloud extends FakeHttpEndpoint {
  /** The `apiUrl` the app is configured with. */
  apiUrl: string;
  /** Answers to give, in order, to the next requests that pass the checks. */
  next: FakeAnswer[];
}

/** Starts a fake WhatsApp Cloud API on 127.0.0.1 that checks every request as Meta's would. */
export async function startFakeWhatsAppCloud(): Promise<FakeWhatsAppCloud> {
  const next: FakeAnswer[] = [];
  let sequence = 0;
  const endpoint = await startFakeHttpEndpoint((request) => {
    const refusal = refusalOf(request);
    if (refusal) return refusal;
    const queued = next.shift();
    if (queued) return queued;
    sequence += 1;
    const to = (request.body as { to: string }).to;
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to.slice(1) }],
        messages: [{ id: `wamid.teste${sequence}`, message_status: 'accepted' }],
      },
    };
  });
  return Object.assign(endpoint, { apiUrl: `${endpoint.origin}/v21.0`, next });
}
