import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { consumers } from '../src/db/schema/consumer.schema';
import { merchants, merchantUsers } from '../src/db/schema/merchant.schema';
import { hashPassword } from '../src/lib/password';
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
