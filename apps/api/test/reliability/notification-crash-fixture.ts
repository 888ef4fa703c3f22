import { inArray } from 'drizzle-orm';
import { notifications } from '#api/db/schema/notification.schema';
import type { NotificationRow } from '#api/modules/notification/notification.repository';
import { startFakeHttpEndpoint } from '#test/fake-http-endpoint';
import { createMerchantFixture, joinQueueFixture } from '#test/fixtures';
import { turnCallTextsOn } from '#test/notification-test-helpers';
import { type CrashStore, seedThroughApp } from './crash-fixture';

// The data and the fake SMS gateway of the outbox's process tests: a restaurant with NOTIFY_SMS on and a
// line of consumers waiting, written before any server process starts (PGlite admits one per folder).

/** One waiting consumer: the entry and the phone its call SMS goes to. */
export interface WaitingConsumer {
  entryId: string;
  phone: string;
}

/** What the process tests start from. */
export interface NotificationLine {
  jwtSecret: string;
  merchantId: string;
  /** The merchant's bearer header, valid on any server process sharing `jwtSecret`. */
  authorization: string;
  waiting: WaitingConsumer[];
}

/** Migrates the store and writes a restaurant texting its calls and `count` consumers in line; closes it. */
export function seedNotificationLine(store: CrashStore, count: number): Promise<NotificationLine> {
  return seedThroughApp(store, async (t) => {
    const merchant = await createMerchantFixture(t.app);
    await turnCallTextsOn(t.app, merchant.merchantId);
    const waiting: WaitingConsumer[] = [];
    for (let i = 0; i < count; i += 1) {
      const phone = `11988${String(i).padStart(6, '0')}`;
      const entry = await joinQueueFixture(t, { merchantId: merchant.merchantId, events: ['accept'], phone });
      waiting.push({ entryId: entry.id, phone });
    }
    return {
      jwtSecret: t.config.jwtSecret,
      merchantId: merchant.merchantId,
      authorization: merchant.authorization,
      waiting,
    };
  });
}

/** The call SMS rows of the given entries, read straight from the store (no server may hold a PGlite one). */
export async function readSmsRows(store: CrashStore, entryIds: string[]): Promise<NotificationRow[]> {
  const database = await store.open();
  try {
    const rows = await database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.queueEntryId, entryIds));
    return rows.filter((row) => row.channel === 'sms');
  } finally {
    await database.close();
  }
}

/**
 * A fake SMS gateway (the `http` provider's `POST {to, message}`) on 127.0.0.1. While `hold` is on, requests
 * are received but never answered (a send in flight); otherwise each is answered 200 after `delayMs` and
 * counted as delivered to its phone.
 */
export async function startFakeSmsGateway(options: { delayMs?: number } = {}) {
  let isHolding = false;
  const delivered: string[] = [];
  const endpoint = await startFakeHttpEndpoint(async (request) => {
    if (isHolding) await new Promise(() => {});
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const to = (request.body as { to?: string } | undefined)?.to ?? '';
    delivered.push(to.replace(/^\+55/, ''));
    return { status: 200, body: { id: `msg-${delivered.length}` } };
  });
  const phonesOf = (list: readonly string[], phone: string) => list.filter((item) => item === phone).length;
  const received = () =>
    endpoint.received.map((request) => ((request.body as { to?: string }).to ?? '').replace(/^\+55/, ''));
  return {
    url: `${endpoint.origin}/sms`,
    /** Phones, one per request received (answered or not). */
    received,
    /** Phones, one per request answered 200. */
    delivered,
    receivedTo: (phone: string) => phonesOf(received(), phone),
    deliveredTo: (phone: string) => phonesOf(delivered, phone),
    hold: (value: boolean) => {
      isHolding = value;
    },
    close: () => endpoint.close(),
  };
}
