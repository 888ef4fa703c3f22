import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { consumers } from '../src/db/schema/consumer.schema';
import { merchants, merchantUsers } from '../src/db/schema/merchant.schema';
import { queueEntries } from '../src/db/schema/queue.schema';
import type { ManualClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/password';
import { joinQueue } from '../src/modules/queue/join-queue.service';
import { listQueueHistory } from '../src/modules/queue/queue.repository';
import { transitionQueueEntry } from '../src/modules/queue/transition-queue-entry.service';
import { CONSUMER_SESSION_COOKIE } from '../src/plugins/consumer-session';

let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

/** A merchant with one user; answers its id and a valid bearer header for it. */
export async function createMerchantFixture(
  app: FastifyInstance,
  values: { open?: boolean; autoAcceptConsumer?: boolean; name?: string } = {},
): Promise<{ merchantId: string; email: string; authorization: string }> {
  const n = next();
  const db: Db = app.ctx.database.db;
  const [merchant] = await db
    .insert(merchants)
    .values({
      name: values.name ?? `Restaurante ${n}`,
      shortId: `fx${String(n).padStart(4, '0')}${Math.floor(Math.random() * 90 + 10)}`,
      open: values.open ?? true,
      autoAcceptConsumer: values.autoAcceptConsumer ?? false,
    })
    .returning({ id: merchants.id });
  const merchantId = merchant?.id as string;
  const email = `dono${n}-${merchantId.slice(0, 8)}@teste.com`;
  const [user] = await db
    .insert(merchantUsers)
    .values({ merchantId, email, passwordHash: await hashPassword('senha-forte-123') })
    .returning({ id: merchantUsers.id });
  const token = await app.ctx.tokens.sign({ merchantId, userId: user?.id as string });
  return { merchantId, email, authorization: `Bearer ${token}` };
}

/** A diner; answers its id and the signed session cookie a browser would send. */
export async function createConsumerFixture(
  app: FastifyInstance,
  values: { name?: string; phone?: string } = {},
): Promise<{ consumerId: string; cookies: Record<string, string> }> {
  const n = next();
  const db: Db = app.ctx.database.db;
  const phone =
    values.phone ??
    `1197${String(n).padStart(3, '0')}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
  const [consumer] = await db
    .insert(consumers)
    .values({ phone, name: values.name ?? `Cliente ${n}` })
    .returning({ id: consumers.id });
  const consumerId = consumer?.id as string;
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

/**
 * A new diner of `merchantId` brought to `status` through the real core (join, then the merchant's and
 * the diner's events), one second after the previous one on the test clock.
 */
export async function createQueueEntryFixture(
  t: { app: FastifyInstance; clock: ManualClock },
  options: { merchantId: string; status: SeededQueueStatus; slot?: number; name?: string },
): Promise<{ id: string; consumerId: string; cookies: Record<string, string> }> {
  t.clock.advance(1000);
  const diner = await createConsumerFixture(t.app, options.name ? { name: options.name } : {});
  const db: Db = t.app.ctx.database.db;
  const entry = await joinQueue({
    db,
    clock: t.clock,
    merchantId: options.merchantId,
    consumerId: diner.consumerId,
    slot: options.slot ?? 2,
  });
  for (const event of stepsTo[options.status]) {
    const actor = event === 'answer' ? 'consumer' : 'merchant';
    await transitionQueueEntry({ db, clock: t.clock, queueEntryId: entry.id, event, actor });
  }
  return { id: entry.id, consumerId: diner.consumerId, cookies: diner.cookies };
}

/** An entry's status, reason and the statuses of its history, oldest first. */
export async function readQueueState(
  app: FastifyInstance,
  id: string,
): Promise<{ status: string | undefined; reason: string | null | undefined; history: string[] }> {
  const db: Db = app.ctx.database.db;
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, id));
  const history = await listQueueHistory(db, [id]);
  return { status: entry?.status, reason: entry?.reason, history: history.map((row) => row.status) };
}
