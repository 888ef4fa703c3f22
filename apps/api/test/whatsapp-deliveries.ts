import { createHmac, randomBytes } from 'node:crypto';

// What Meta's webhook sends (docs/whatsapp.md#webhook): bodies built as the Cloud API builds them, signed
// with the app's secret, posted over real HTTP.

/** The conversation's settings the tests configure (`config.whatsApp.inbound`). */
export const fakeWhatsAppInbound = {
  appSecret: 'segredo-do-app-de-teste',
  verifyToken: 'token-de-verificacao',
  number: '5511999990000',
} as const;

/** A message a diner writes: text, a reply button, or another kind (an image). */
export interface CloudMessageInput {
  from: string;
  at: Date;
  id?: string;
  name?: string;
  text?: string;
  button?: { id: string; title: string };
  image?: true;
}

/** A status WhatsApp reports of a message we sent. */
export interface CloudStatusInput {
  id: string;
  recipient: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  errorCode?: number;
}

/** One change of a delivery: its messages and statuses. */
export interface CloudChangeInput {
  messages?: CloudMessageInput[];
  statuses?: CloudStatusInput[];
}

/** A fresh message id as WhatsApp makes them. */
export const newWamid = () => `wamid.${randomBytes(16).toString('base64url')}`;

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

function toCloudMessage(input: CloudMessageInput): Record<string, unknown> {
  const base = { from: input.from, id: input.id ?? newWamid(), timestamp: seconds(input.at) };
  if (input.button) {
    return {
      ...base,
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: input.button },
    };
  }
  if (input.image) return { ...base, type: 'image', image: { id: '1234567890', mime_type: 'image/jpeg' } };
  return { ...base, type: 'text', text: { body: input.text ?? 'oi' } };
}

function toCloudStatus(input: CloudStatusInput): Record<string, unknown> {
  return {
    id: input.id,
    status: input.status,
    timestamp: seconds(input.at),
    recipient_id: input.recipient,
    ...(input.errorCode === undefined
      ? {}
      : {
          errors: [
            { code: input.errorCode, title: 'Message undeliverable', message: 'Message undeliverable' },
          ],
        }),
  };
}

/** A delivery of several entries, each with several changes (the outer list: entries; the inner: changes). */
export function whatsAppDeliveryBody(entries: CloudChangeInput[][]): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: entries.map((changes, index) => ({
      id: `10${index}`,
      changes: changes.map((change) => {
        const senders = [...new Map((change.messages ?? []).map((m) => [m.from, m.name ?? 'Ana'])).entries()];
        return {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '5511999990000', phone_number_id: '109876543210' },
            ...(senders.length > 0
              ? { contacts: senders.map(([waId, name]) => ({ profile: { name }, wa_id: waId })) }
              : {}),
            ...(change.messages ? { messages: change.messages.map(toCloudMessage) } : {}),
            ...(change.statuses ? { statuses: change.statuses.map(toCloudStatus) } : {}),
          },
        };
      }),
    })),
  };
}

/** A delivery of one message. */
export const messageDelivery = (input: CloudMessageInput) => whatsAppDeliveryBody([[{ messages: [input] }]]);

/** A delivery of one status. */
export const statusDelivery = (input: CloudStatusInput) => whatsAppDeliveryBody([[{ statuses: [input] }]]);

/** `X-Hub-Signature-256` of a raw body, as Meta signs it. */
export function signWhatsAppBody(raw: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/**
 * Posts a delivery to the server as Meta does (real HTTP): the JSON body signed with the app's secret.
 * Answers the status and the body's text.
 */
export async function deliverWhatsApp(
  baseUrl: string,
  body: unknown,
  appSecret: string = fakeWhatsAppInbound.appSecret,
): Promise<{ status: number; text: string }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(`${baseUrl}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsAppBody(raw, appSecret) },
    body: raw,
  });
  return { status: response.status, text: await response.text() };
}
