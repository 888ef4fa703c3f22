import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { merchants, merchantUsers } from '#api/db/schema/merchant.schema';
import { hashPassword } from '#api/lib/password';
import { createConsumerFixture, createQueueEntryFixture, type SeededQueueStatus } from '#test/fixtures';
import type { RoutedTestApp } from './access-app';
import { isStreamUrl, sendToStream } from './access-stream';

// The world the access matrix and the bad-input test run in: two restaurants with menus, a seated table
// with the owner's and a guest's orders, a consumer seated elsewhere, and factories for fresh rows that a
// destructive call may use up.

/** Credentials a request carries: a merchant's bearer header, a consumer's session cookie, or none. */
export interface Credentials {
  authorization?: string;
  cookies?: Record<string, string>;
}

/** A merchant user with a valid token. */
export interface MerchantActor extends Credentials {
  merchantId: string;
  email: string;
  authorization: string;
}

/** A consumer with a session. */
export interface ConsumerActor extends Credentials {
  consumerId: string;
  cookies: Record<string, string>;
}

/** A merchant with an active menu: one plain item and one the kitchen prepares. */
export interface Restaurant extends MerchantActor {
  shortId: string;
  catalogId: string;
  categoryId: string;
  itemId: string;
  preparedItemId: string;
}

/** A request as the matrix sends it (the URL under /api, with its query). */
export interface MatrixRequest {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The password of every merchant user of these tests. */
export const MERCHANT_PASSWORD = 'senha-forte-123';

let addressSequence = 0;

/** A fresh client address per request: no per-address rate limit of the app sees two of our requests. */
export function nextAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

let phoneSequence = Math.floor(Math.random() * 1_000_000);

/** A valid mobile number nobody else in this run uses. */
export function nextPhone(): string {
  phoneSequence += 1;
  return `3199${String(phoneSequence % 10_000_000).padStart(7, '0')}`;
}

/** Sends `request` with `credentials` (the request's own headers win: a login carries its Basic header). */
export function send(
  t: RoutedTestApp,
  credentials: Credentials | null,
  request: MatrixRequest,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (credentials?.authorization) headers.authorization = credentials.authorization;
  // Item additions carry an idempotency key, as the web client sends one.
  if (request.method === 'PUT') headers['idempotency-key'] = randomUUID();
  Object.assign(headers, request.headers);
  if (isStreamUrl(request.url)) {
    return sendToStream(t.app, {
      method: request.method,
      url: request.url,
      headers,
      cookies: credentials?.cookies ?? {},
      ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
    }) as unknown as Promise<LightMyRequestResponse>;
  }
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    cookies: credentials?.cookies ?? {},
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
  });
}

async function expectStatus(res: LightMyRequestResponse, status: number, what: string): Promise<void> {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** The shared rows, built once per file, and factories for fresh rows. */
export class AccessWorld {
  a!: Restaurant;
  b!: Restaurant;
  /** The owner's seated table at `a`: the owner and a guest, each with an order holding one cart unit. */
  table!: {
    id: string;
    owner: ConsumerActor & { orderId: string };
    guest: ConsumerActor & { orderId: string; unitId: string };
  };
  /** A consumer seated at `b`, with its own order. */
  elsewhere!: ConsumerActor & { queueId: string; orderId: string };
  private passwordHash = '';
  private merchantSequence = 0;

  constructor(readonly t: RoutedTestApp) {}

  /** Builds the shared rows. */
  async build(): Promise<this> {
    this.passwordHash = await hashPassword(MERCHANT_PASSWORD);
    this.a = await this.restaurant();
    this.b = await this.restaurant();
    const owner = await this.seated(this.a.merchantId);
    const guest = await createConsumerFixture(this.t.app, { name: 'Convidada' });
    const guestOrder = await this.openOrder(guest, owner.queueId);
    const unitId = await this.addUnit(guest, guestOrder, this.a.itemId);
    this.table = {
      id: owner.queueId,
      owner: { consumerId: owner.consumerId, cookies: owner.cookies, orderId: owner.orderId },
      guest: { ...guest, orderId: guestOrder, unitId },
    };
    this.elsewhere = await this.seated(this.b.merchantId);
    return this;
  }

  /** A new open merchant with a user (password {@link MERCHANT_PASSWORD}), a token and an active menu. */
  async restaurant(): Promise<Restaurant> {
    this.merchantSequence += 1;
    const n = this.merchantSequence;
    const db = this.t.database.db;
    const shortId = `ax${randomUUID().slice(0, 6)}`;
    const [merchant] = await db
      .insert(merchants)
      .values({ name: `Restaurante Matriz ${n}`, shortId, open: true })
      .returning({ id: merchants.id });
    const merchantId = merchant?.id as string;
    const email = `matriz${n}-${merchantId.slice(0, 8)}@teste.com`;
    const [user] = await db
      .insert(merchantUsers)
      .values({ merchantId, email, passwordHash: this.passwordHash })
      .returning({ id: merchantUsers.id });
    const token = await this.t.app.ctx.tokens.sign({ merchantId, userId: user?.id as string });
    const [catalog] = await db
      .insert(catalogs)
      .values({ merchantId, name: 'Cardápio', active: true })
      .returning({ id: catalogs.id });
    const [category] = await db
      .insert(categories)
      .values({ merchantId, catalogId: catalog?.id as string, name: 'Pratos' })
      .returning({ id: categories.id });
    const categoryId = category?.id as string;
    const [plain, prepared] = await db
      .insert(items)
      .values([
        { merchantId, categoryId, name: 'Refrigerante', priceCents: 650, prepared: false, position: 1 },
        { merchantId, categoryId, name: 'Hambúrguer', priceCents: 3290, prepared: true, position: 2 },
      ])
      .returning({ id: items.id });
    return {
      merchantId,
      email,
      authorization: `Bearer ${token}`,
      shortId,
      catalogId: catalog?.id as string,
      categoryId,
      itemId: plain?.id as string,
      preparedItemId: prepared?.id as string,
    };
  }

  /** A new consumer with a session and no queue entry. */
  consumer(): Promise<ConsumerActor> {
    return createConsumerFixture(this.t.app);
  }

  /** A new consumer's entry at `merchantId` (default `a`), brought to `status` through the real core. */
  async entry(status: SeededQueueStatus, merchantId = this.a.merchantId) {
    const entry = await createQueueEntryFixture(this.t, { merchantId, status });
    return { id: entry.id, consumer: { consumerId: entry.consumerId, cookies: entry.cookies } };
  }

  /** A new consumer seated (CHECK_IN) at `merchantId`, with its order opened through the API. */
  async seated(merchantId = this.a.merchantId) {
    const entry = await this.entry('CHECK_IN', merchantId);
    const orderId = await this.openOrder(entry.consumer, entry.id);
    return { ...entry.consumer, queueId: entry.id, orderId };
  }

  /** A new seated table at `a` with the owner's order and a guest's. */
  async seatedWithGuest() {
    const owner = await this.seated();
    const guest = await this.consumer();
    const guestOrderId = await this.openOrder(guest, owner.queueId);
    return { queueId: owner.queueId, owner, guest: { ...guest, orderId: guestOrderId } };
  }

  /**
   * A new seated consumer at `a` whose order holds one unit of `item` brought to `status` through the API
   * (the prepared item goes to PREPARING where the plain one goes to ACCEPTED).
   */
  async unit(
    status: 'CREATED' | 'SENT' | 'ACCEPTED' | 'CANCEL_REQUEST',
    item: 'plain' | 'prepared' = 'plain',
  ) {
    const seated = await this.seated();
    const unitId = await this.addUnit(
      seated,
      seated.orderId,
      item === 'plain' ? this.a.itemId : this.a.preparedItemId,
    );
    if (status !== 'CREATED') {
      await expectStatus(
        await send(this.t, seated, { method: 'POST', url: `/api/order/sent?orderId=${seated.orderId}` }),
        200,
        'cart not sent',
      );
    }
    if (status === 'ACCEPTED') {
      const url = `/api/order/item/accept?orderItemId=${unitId}&merchantId=${this.a.merchantId}`;
      await expectStatus(await send(this.t, this.a, { method: 'PATCH', url }), 200, 'unit not accepted');
    }
    if (status === 'CANCEL_REQUEST') {
      const url = `/api/order/item/request/cancel?orderItemId=${unitId}`;
      await expectStatus(await send(this.t, seated, { method: 'PATCH', url }), 200, 'cancel not requested');
    }
    return { ...seated, unitId };
  }

  private async openOrder(consumer: ConsumerActor, queueId: string): Promise<string> {
    const res = await send(this.t, consumer, {
      method: 'POST',
      url: '/api/order',
      payload: { consumerId: consumer.consumerId, queueId },
    });
    await expectStatus(res, 201, 'order not opened');
    return res.json().id;
  }

  private async addUnit(consumer: ConsumerActor, orderId: string, itemId: string): Promise<string> {
    const res = await send(this.t, consumer, {
      method: 'PUT',
      url: '/api/order',
      payload: { orderQueue: { id: orderId }, item: { id: itemId } },
    });
    await expectStatus(res, 201, 'unit not added');
    return res.json().id;
  }
}
