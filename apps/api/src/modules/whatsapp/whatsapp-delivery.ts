import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { InboxKind } from '#api/db/schema/whatsapp.schema';

/**
 * Whether `X-Hub-Signature-256` is `sha256=` + the hex HMAC-SHA256 of the raw body with the app's secret
 * (docs/whatsapp.md#webhook), compared in constant time; a header of another length is simply wrong.
 */
export function isWhatsAppSignatureValid(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether the handshake's `hub.verify_token` is the configured one, compared in constant time (both hashed
 * first, so neither length shows); a missing one is wrong.
 */
export function isWhatsAppVerifyTokenValid(given: string | undefined, verifyToken: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(verifyToken));
}

/** One item of a delivery, as the inbox keeps it. */
export interface WhatsAppInboxItem {
  /** A message's id; a status's `{id}:{status}`. */
  eventKey: string;
  kind: InboxKind;
  /** The sender of a message, the recipient of a status. */
  waId: string;
  /** The message (with `profileName` beside it) or the status, as WhatsApp sent it. */
  payload: Record<string, unknown>;
  sentAt: Date;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A WhatsApp timestamp (Unix seconds, as a string) as a date; null when it is not one. */
function toDate(value: unknown): Date | null {
  const seconds = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

const isWaId = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9]\d{7,14}$/.test(value);
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

/**
 * Splits a Cloud API delivery (`{object: 'whatsapp_business_account', entry: [{changes: [{field, value:
 * {contacts, messages, statuses}}]}]}`) into its items: every message of every change, with the sender's
 * profile name from `contacts[]`, and every status. Answers null when the body is not that shape; an item
 * without a usable id, phone or timestamp is left out.
 */
export function readWhatsAppDelivery(body: unknown): WhatsAppInboxItem[] | null {
  if (!isRecord(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry))
    return null;
  const items: WhatsAppInboxItem[] = [];
  for (const entry of body.entry) {
    if (!isRecord(entry) || !Array.isArray(entry.changes)) return null;
    for (const change of entry.changes) {
      if (!isRecord(change) || !isRecord(change.value)) return null;
      items.push(...readChange(change.value));
    }
  }
  return items;
}

function readChange(value: Record<string, unknown>): WhatsAppInboxItem[] {
  const names = new Map<string, string>();
  for (const contact of listOf(value.contacts)) {
    if (!isRecord(contact) || !isWaId(contact.wa_id) || !isRecord(contact.profile)) continue;
    if (typeof contact.profile.name === 'string') names.set(contact.wa_id, contact.profile.name);
  }
  const items: WhatsAppInboxItem[] = [];
  for (const message of listOf(value.messages)) {
    if (!isRecord(message) || !isId(message.id) || !isWaId(message.from)) continue;
    const sentAt = toDate(message.timestamp);
    if (!sentAt) continue;
    items.push({
      eventKey: message.id,
      kind: 'message',
      waId: message.from,
      payload: { ...message, profileName: names.get(message.from) ?? null },
      sentAt,
    });
  }
  for (const status of listOf(value.statuses)) {
    if (!isRecord(status) || !isId(status.id) || !isWaId(status.recipient_id)) continue;
    if (typeof status.status !== 'string' || !/^[a-z_]{1,20}$/.test(status.status)) continue;
    const sentAt = toDate(status.timestamp);
    if (!sentAt) continue;
    items.push({
      eventKey: `${status.id}:${status.status}`,
      kind: 'status',
      waId: status.recipient_id,
      payload: status,
      sentAt,
    });
  }
  return items;
}
