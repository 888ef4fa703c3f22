import type { QueueActor, QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import type { StaffRole } from '@suavez/shared/domain/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#api/db/client';
import { queueEntries } from '#api/db/schema/queue.schema';
import type { ManualClock } from '#api/lib/clock';
import { hashPassword } from '#api/lib/password';
import { joinQueue } from '#api/modules/queue/join-queue.service';
import { listQueueHistory } from '#api/modules/queue/queue.repository';
import { transitionQueueEntry } from '#api/modules/queue/transition-queue-entry.service';
import { CONSUMER_SESSION_COOKIE } from '#api/plugins/consumer-session';
import { insertConsumerRow, insertMerchantRow, insertMerchantUserRow } from './fixture-rows';

let sequence = 0;

// Every fixture merchant's user has this password. Its argon2id hash, at the production cost, is made once
// per test file and shared: a hash costs ~50 ms of CPU, and logins verify any hash of it the same way.
let fixturePasswordHash: Promise<string> | undefined;
function hashFixturePassword(): Promise<string> {
  fixturePasswordHash ??= hashPassword('senha-forte-123');
  return fixturePasswordHash;
}

function next(): number {
  sequence += 1;
  return sequence;
}

/** A merchant of the tests: its id, its user's e-mail and a valid bearer header for that user. */
export interface MerchantFixture {
  merchantId: string;
  email: string;
  authorization: string;
}

/**
 * A merchant (open, answering by hand, unless `values` says) with one user, the owner; answers its id, the
 * owner's e-mail and a valid bearer header for them.
 */
export async function createMerchantFixture(
  app: FastifyInstance,
  values: { open?: boolean; autoAcceptConsumer?: boolean; name?: string; shortId?: string } = {},
): Promise<MerchantFixture> {
  const n = next();
  const db: Db = app.ctx.database.db;
  const merchantId = await insertMerchantRow(db, {
    name: values.name ?? `Restaurante ${n}`,
    shortId: values.shortId ?? `fx${String(n).padStart(4, '0')}${Math.floor(Math.random() * 90 + 10)}`,
    open: values.open ?? true,
    autoAcceptConsumer: values.autoAcceptConsumer ?? false,
  });
  const email = `dono${n}-${merchantId.slice(0, 8)}@teste.com`;
  const userId = await insertMerchantUserRow(db, {
    merchantId,
    email,
    passwordHash: await hashFixturePassword(),
  });
  return { merchantId, email, authorization: await signMerchantBearer(app, { merchantId, userId }) };
}

/** A valid `Authorization: Bearer` header for a merchant's user (and `role`, when the token carries one). */
export async function signMerchantBearer(
  app: FastifyInstance,
  principal: { merchantId: string; userId: string; role?: StaffRole },
): Promise<string> {
  return `Bearer ${await app.ctx.tokens.sign(principal)}`;
}

/** A consumer; answers its id and the signed session cookie a browser would send. */
export async function createConsumerFixture(
  app: FastifyInstance,
  values: { name?: string; phone?: string } = {},
): Promise<{ consumerId: string; cookies: Record<string, string> }> {
  const n = next();
  const db: Db = app.ctx.database.db;
  const phone =
    values.phone ??
    `1197${String(n % 1000).padStart(3, '0')}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
  const consumerId = await insertConsumerRow(db, { phone, name: values.name ?? `Cliente ${n}` });
  return { consumerId, cookies: { [CONSUMER_SESSION_COOKIE]: app.signCookie(consumerId) } };
}

/** The statuses a test can bring a new entry to through the core. */
export type SeededQueueStatus =
  | 'WAITING_CONFIRMATION'
  | 'IN_QUEUE'
  | 'CALLED'
  | 'ACCEPTED_RESTAURANT_CALL'
  | 'CHECK_IN';

const stepsTo: Record<SeededQueueStatus, readonly ('accept' | 'call' | 'answer' | 'checkIn')[]> = {
  WAITING_CONFIRMATION: [],
  IN_QUEUE: ['accept'],
  CALLED: ['accept', 'call'],
  ACCEPTED_RESTAURANT_CALL: ['accept', 'call', 'answer'],
  CHECK_IN: ['accept', 'call', 'checkIn'],
};

/** A queue entry of the tests and its consumer's session. */
export interface QueueEntryFixture {
  id: string;
  consumerId: string;
  cookies: Record<string, string>;
}

/**
 * A new consumer of `merchantId` brought to `status` through the real core (join, then the merchant's and
 * the consumer's events), one second after the previous one on the test clock.
 */
export function createQueueEntryFixture(
  t: { app: FastifyInstance; clock: ManualClock },
  options: { merchantId: string; status: SeededQueueStatus; slot?: number; name?: string },
): Promise<QueueEntryFixture> {
  t.clock.advance(1000);
  const { status, ...rest } = options;
  return joinQueueFixture(t, { ...rest, events: stepsTo[status] });
}

/** New consumers of `merchantId`, one entry per status of `statuses`, made in that order (see above). */
export async function createQueueEntriesFixture<const S extends readonly SeededQueueStatus[]>(
  t: { app: FastifyInstance; clock: ManualClock },
  merchantId: string,
  statuses: S,
): Promise<{ [K in keyof S]: QueueEntryFixture }> {
  const entries: QueueEntryFixture[] = [];
  for (const status of statuses) entries.push(await createQueueEntryFixture(t, { merchantId, status }));
  return entries as { [K in keyof S]: QueueEntryFixture };
}

/**
 * A new consumer joins `merchantId`'s queue through the real core at the clock's time; then `events` run
 * on the entry, the clock moved `msApart` before each, with `reason` when given (see applyQueueEvent).
 */
export async function joinQueueFixture(
  t: { app: FastifyInstance; clock: ManualClock },
  options: {
    merchantId: string;
    events?: readonly QueueTransitionEvent[];
    msApart?: number;
    reason?: string;
    slot?: number;
    name?: string;
    phone?: string;
  },
): Promise<QueueEntryFixture> {
  const consumer = await createConsumerFixture(t.app, { name: options.name, phone: options.phone });
  const entry = await joinQueue({
    db: t.app.ctx.database.db,
    clock: t.clock,
    merchantId: options.merchantId,
    consumerId: consumer.consumerId,
    slot: options.slot ?? 2,
  });
  for (const event of options.events ?? []) {
    if (options.msApart) t.clock.advance(options.msApart);
    await applyQueueEvent(t, { queueEntryId: entry.id, event, reason: options.reason });
  }
  return { id: entry.id, consumerId: consumer.consumerId, cookies: consumer.cookies };
}

/** Who does an event here: the consumer answers and quits, the sweeper expires, the merchant does the rest. */
function actorOf(event: QueueTransitionEvent): QueueActor {
  if (event === 'answer' || event === 'quit') return 'consumer';
  if (event === 'expireAnswer' || event === 'expireArrival') return 'system';
  return 'merchant';
}

/** Runs one event on an entry through the real core, by `actor` or by the one who does it (actorOf). */
export async function applyQueueEvent(
  t: { app: FastifyInstance; clock: ManualClock },
  options: { queueEntryId: string; event: QueueTransitionEvent; actor?: QueueActor; reason?: string },
): Promise<void> {
  const { actor = actorOf(options.event), ...rest } = options;
  await transitionQueueEntry({ db: t.app.ctx.database.db, clock: t.clock, actor, ...rest });
}

/** An entry's status, reason and the statuses of its history, oldest first. */
export async function readQueueState(
  app: FastifyInstance,
  id: string,
): Promise<{ status: string | undefined; reason: string | null | undefined; history: string[] }> {
  const db: Db = app.ctx.database.db;
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, id));
  const history = entry ? await listQueueHistory(db, [entry]) : [];
  return { status: entry?.status, reason: entry?.reason, history: history.map((row) => row.status) };
}

/**
 * Marks an entry as one that joined by WhatsApp (docs/whatsapp.md), as the conversation's join writes it;
 * the call's trigger and the host's list read `source`.
 */
export async function markJoinedByWhatsApp(app: FastifyInstance, id: string): Promise<void> {
  const db: Db = app.ctx.database.db;
  await db.update(queueEntries).set({ source: 'whatsapp' }).where(eq(queueEntries.id, id));
}
