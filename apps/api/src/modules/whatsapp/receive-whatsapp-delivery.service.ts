import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppInboundSettings } from '#api/config-whatsapp';
import type { Db } from '#api/db/client';
import { isWhatsAppSignatureValid, readWhatsAppDelivery } from './whatsapp-delivery';
import { insertInboxItems } from './whatsapp-inbox.repository';

/** What became of a delivery: refused (bad signature), or how many of its items are new in the inbox. */
export type DeliveryReceipt = { isSigned: false } | { isSigned: true; kept: number };

/**
 * Keeps one webhook delivery (docs/whatsapp.md#webhook): a body not signed with the app's secret is refused
 * and nothing is kept; a signed one is split into its items and inserted in one statement (a repeated item
 * adds nothing). A signed body that is not the Cloud API's shape keeps nothing and is logged, not refused:
 * Meta would retry a refusal for days.
 */
export async function receiveWhatsAppDelivery(options: {
  db: Db;
  settings: WhatsAppInboundSettings;
  rawBody: Buffer;
  signature: string | string[] | undefined;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<DeliveryReceipt> {
  if (!isWhatsAppSignatureValid(options.rawBody, options.signature, options.settings.appSecret)) {
    return { isSigned: false };
  }
  let body: unknown;
  try {
    body = JSON.parse(options.rawBody.toString('utf8'));
  } catch {
    body = undefined;
  }
  const items = readWhatsAppDelivery(body);
  if (!items) {
    options.log.warn(
      { bytes: options.rawBody.length },
      'entrega do WhatsApp assinada mas fora do formato; ignorada',
    );
    return { isSigned: true, kept: 0 };
  }
  return { isSigned: true, kept: await insertInboxItems(options.db, items, options.now) };
}
