// @ts-check
// A consumer of the demo restaurant (docs: README.md#demo-data), seated at a table with an open order of one
// item, made through the API of a running server: for the tools that open the consumer's pages in a
// browser (scripts/check-page-weight.mjs, bench/web/).
import { randomUUID } from 'node:crypto';

/**
 * @typedef {object} SeatedConsumer
 * @property {string} merchantId
 * @property {string} consumerId
 * @property {string} queueId
 * @property {string} orderId
 * @property {{ name: string, value: string, httpOnly: boolean }[]} cookies The session (httpOnly) and
 *   the `user` cookie the pages read (apps/web/src/lib/cookies.ts).
 */

/**
 * Logs in as the demo merchant, creates a consumer, queues it, seats it and opens an order with one item.
 * @param {string} origin `http://127.0.0.1:<port>`
 * @returns {Promise<SeatedConsumer>}
 */
export async function seatDemoConsumer(origin) {
  /** @param {string} method @param {string} path @param {{ headers?: Record<string, string>, body?: unknown }} [init] */
  const call = async (method, path, { headers = {}, body } = {}) => {
    const res = await fetch(`${origin}/api${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const basic = Buffer.from('demo@suavez.app:suavez123').toString('base64');
  const login = await call('POST', '/account/login', { headers: { authorization: `Basic ${basic}` } });
  const { accessToken } = await login.json();
  const merchantId = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).merchant;
  const merchant = { authorization: `Bearer ${accessToken}` };

  const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const created = await call('POST', '/consumer', { body: { phone, name: 'Bench' } });
  const consumerId = (await created.json()).id;
  const session = created.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('sv_consumer='));
  if (!session) throw new Error('POST /consumer set no sv_consumer cookie');
  const consumer = { cookie: session };
  const joined = await call('POST', '/queue', {
    headers: consumer,
    body: { merchant: { id: merchantId }, consumer: { id: consumerId }, slot: 2 },
  });
  const queueId = (await joined.json()).id;
  for (const action of ['accept', 'call', 'checkin']) {
    await call('POST', `/queue/${action}?queueId=${queueId}`, { headers: merchant });
  }
  const order = await call('POST', '/order', { headers: consumer, body: { consumerId, queueId } });
  const orderId = (await order.json()).id;
  const menu = await (await call('GET', `/catalog/full?merchantId=${merchantId}`)).json();
  /** @type {string | undefined} */
  const itemId = menu.categories?.flatMap(
    (/** @type {{ items?: { id: string }[] }} */ category) => category.items ?? [],
  )[0]?.id;
  if (itemId) {
    await call('PUT', '/order', {
      headers: { ...consumer, 'idempotency-key': randomUUID() },
      body: { orderQueue: { id: orderId }, item: { id: itemId } },
    });
  }
  const [name = '', value = ''] = session.split('=');
  return {
    merchantId,
    consumerId,
    queueId,
    orderId,
    cookies: [
      { name, value: decodeURIComponent(value), httpOnly: true },
      { name: 'user', value: consumerId, httpOnly: false },
    ],
  };
}
