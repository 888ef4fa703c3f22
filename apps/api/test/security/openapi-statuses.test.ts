import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRoutedTestApp } from './access-app';
import { AccessWorld, type Credentials, type MatrixRequest, send } from './access-fixtures';
import { matrixModules } from './access-matrix-all';

// The OpenAPI document (GET /api/docs/json) is what a client is written from, so it lists the statuses a
// route really answers. The access matrix observes, for every route, the answer of each kind of caller, and
// unknown-ids.test.ts that an unknown id answers like someone else's row (403, 406 on the catalog), not
// 404. This test fails when a route's `response` stops listing a status the matrix observes, when a route
// that validates its input does not list 400, and when a route lists 404 without a request below that
// gets it (or gets 404 without listing it).

interface Operation {
  responses?: Record<string, unknown>;
}
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };
type NotFoundCase = (w: AccessWorld) => Promise<{ caller: Credentials | null; request: MatrixRequest }>;

/** Every route that still answers 404, with a request that gets it: a row that is public, or no one's. */
const notFoundCases: Record<string, NotFoundCase> = {
  'GET /api/catalog': async () => ({
    caller: null,
    request: { method: 'GET', url: `/api/catalog?merchantId=${randomUUID()}` },
  }),
  'GET /api/catalog/full': async () => ({
    caller: null,
    request: { method: 'GET', url: `/api/catalog/full?merchantId=${randomUUID()}` },
  }),
  'GET /api/merchant': async () => ({
    caller: null,
    request: { method: 'GET', url: `/api/merchant?id=${randomUUID()}&public=true` },
  }),
  'GET /api/merchant/short': async () => ({
    caller: null,
    request: { method: 'GET', url: '/api/merchant/short?shortId=zzzzzzz' },
  }),
  'GET /api/queue/invite': async () => ({
    caller: null,
    request: { method: 'GET', url: `/api/queue/invite?queueId=${randomUUID()}` },
  }),
  'GET /api/queue/preview': async () => ({
    caller: null,
    request: { method: 'GET', url: `/api/queue/preview?merchantId=${randomUUID()}` },
  }),
  'GET /api/photos/:merchantId/:file': async (w) => ({
    caller: null,
    request: { method: 'GET', url: `/api/photos/${w.a.merchantId}/${'0'.repeat(64)}.webp` },
  }),
  'GET /api/order': async () => ({
    caller: null,
    request: { method: 'GET', url: `/api/order?orderId=${randomUUID()}` },
  }),
  'POST /api/consumer/resend-code': async () => ({
    caller: null,
    request: { method: 'POST', url: `/api/consumer/resend-code?consumer=${randomUUID()}` },
  }),
  // The restaurant one books is public: an unknown one is not found.
  'GET /api/bookings/availability': async () => ({
    caller: null,
    request: {
      method: 'GET',
      url: `/api/bookings/availability?merchantId=${randomUUID()}&date=2026-12-04&slot=2`,
    },
  }),
  'POST /api/bookings': async (w) => ({
    caller: await w.consumer(),
    request: {
      method: 'POST',
      url: '/api/bookings',
      payload: { merchantId: randomUUID(), date: '2026-12-04', time: '20:00', slot: 2 },
    },
  }),
  // The restaurant one joins is public: an unknown one is not found.
  'POST /api/queue': async (w) => {
    const consumer = await w.consumer();
    return {
      caller: consumer,
      request: {
        method: 'POST',
        url: '/api/queue',
        payload: { merchant: { id: randomUUID() }, consumer: { id: consumer.consumerId }, slot: 2 },
      },
    };
  },
  // The consumer's own active entry, when it has none.
  'GET /api/queue': async (w) => {
    const consumer = await w.consumer();
    return {
      caller: consumer,
      request: { method: 'GET', url: `/api/queue?consumerId=${consumer.consumerId}` },
    };
  },
  'GET /api/queue/last': async (w) => {
    const consumer = await w.consumer();
    return {
      caller: consumer,
      request: { method: 'GET', url: `/api/queue/last?consumerId=${consumer.consumerId}` },
    };
  },
  // Nothing to rate yet on the consumer's own entry.
  'GET /api/feedback/available': async (w) => {
    const entry = await w.entry('IN_QUEUE');
    return {
      caller: entry.consumer,
      request: { method: 'GET', url: `/api/feedback/available?queueId=${entry.id}` },
    };
  },
  // Any consumer holding a table's link follows it; a link to no table is not found.
  'GET /api/live/diner': async (w) => ({
    caller: w.table.guest,
    request: { method: 'GET', url: `/api/live/diner?queueId=${randomUUID()}` },
  }),
  // Whoever holds a queue id opens an order there; an id of no queue is not found.
  'POST /api/order': async (w) => ({
    caller: w.elsewhere,
    request: {
      method: 'POST',
      url: '/api/order',
      payload: { consumerId: w.elsewhere.consumerId, queueId: randomUUID() },
    },
  }),
  // The consumer's own order read at a table where it has none.
  'GET /api/order/info': async (w) => ({
    caller: w.elsewhere,
    request: {
      method: 'GET',
      url: `/api/order/info?queueId=${w.table.id}&consumerId=${w.elsewhere.consumerId}`,
    },
  }),
  // An own order named with a queue that is not its table.
  'PATCH /api/order/close': async (w) => {
    const seated = await w.seated();
    return {
      caller: seated,
      request: {
        method: 'PATCH',
        url: '/api/order/close',
        payload: { orderId: seated.orderId, queueId: randomUUID(), serviceFee: 10 },
      },
    };
  },
  'PATCH /api/order/status/update': async (w) => {
    const seated = await w.seated();
    return {
      caller: w.a,
      request: {
        method: 'PATCH',
        url: `/api/order/status/update?merchantId=${w.a.merchantId}`,
        payload: { orderId: seated.orderId, queueId: randomUUID(), orderStatus: 'PAYMENT_REQUESTED' },
      },
    };
  },
  // A bill of a restaurant that has no Pix key.
  'GET /api/order/pix': async (w) => {
    const restaurant = await w.restaurant();
    const seated = await w.seated(restaurant.merchantId);
    return { caller: seated, request: { method: 'GET', url: `/api/order/pix?queueId=${seated.queueId}` } };
  },
  // An order named with a queue that is not its table.
  'PATCH /api/order/payment': async (w) => {
    const seated = await w.seated();
    return {
      caller: w.a,
      request: {
        method: 'PATCH',
        url: `/api/order/payment?merchantId=${w.a.merchantId}`,
        payload: { orderId: seated.orderId, queueId: randomUUID(), method: 'PIX' },
      },
    };
  },
  // No PIX_WEBHOOK_SECRET on this server: the provider's webhook is not there.
  // An invite link that was used, expired or never made (docs/access.md#staff-roles).
  'POST /api/account/invite': async () => ({
    caller: null,
    request: {
      method: 'POST',
      url: '/api/account/invite',
      payload: { token: 'A'.repeat(43), password: 'senha-nova-1' },
    },
  }),
  // A confirmation or new-password link that was used, expired or never made (docs/email.md#links).
  'POST /api/merchant/email/confirm': async () => ({
    caller: null,
    request: { method: 'POST', url: '/api/merchant/email/confirm', payload: { token: 'A'.repeat(43) } },
  }),
  'POST /api/merchant/password/reset': async () => ({
    caller: null,
    request: {
      method: 'POST',
      url: '/api/merchant/password/reset',
      payload: { token: 'A'.repeat(43), password: 'senha-nova-1' },
    },
  }),
  'POST /api/pix/webhook': async () => ({
    caller: null,
    request: { method: 'POST', url: '/api/pix/webhook', payload: { pix: [] } },
  }),
  // This world has no WhatsApp conversation configured (docs/whatsapp.md#configuration).
  'GET /api/whatsapp/webhook': async () => ({
    caller: null,
    request: {
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
    },
  }),
  'POST /api/whatsapp/webhook': async () => ({
    caller: null,
    request: {
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: { object: 'whatsapp_business_account' },
    },
  }),
  // A work shift the merchant does not have.
  'DELETE /api/merchant/workshift': async (w) => ({
    caller: w.a,
    request: {
      method: 'DELETE',
      url: `/api/merchant/workshift?id=${w.a.merchantId}&workShift=sunday-03:00-04:00`,
    },
  }),
};

const t = useRoutedTestApp();
let w: AccessWorld;
let document: OpenApiDocument;

beforeAll(async () => {
  w = await new AccessWorld(t).build();
  document = t.app.swagger() as OpenApiDocument;
});

/** The documented statuses of `METHOD /path` (Fastify's `:id` is OpenAPI's `{id}`); null when undocumented. */
function documentedStatuses(route: string): string[] | null {
  const [method = '', url = ''] = route.split(' ');
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const operation = document.paths?.[path]?.[method.toLowerCase()];
  return operation ? Object.keys(operation.responses ?? {}) : null;
}

/** Every status the matrix expects for a route, across its rows and callers (the docs pages left out). */
function observedStatuses(): Map<string, Set<string>> {
  const byRoute = new Map<string, Set<string>>();
  for (const matrixRow of Object.values(matrixModules).flat()) {
    if (matrixRow.route.includes('/api/docs')) continue;
    const statuses = byRoute.get(matrixRow.route) ?? new Set<string>();
    for (const status of matrixRow.expect) statuses.add(String(status));
    byRoute.set(matrixRow.route, statuses);
  }
  return byRoute;
}

/** The API's own routes (no docs pages, no HEAD twins of a GET). */
const apiRoutes = () =>
  t.routes.filter(
    (route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
  );

describe('OpenAPI statuses', () => {
  it('documents every route of the access matrix', () => {
    const routes = [...observedStatuses().keys()];
    expect(routes.length).toBeGreaterThanOrEqual(50);
    expect(routes.filter((route) => documentedStatuses(route) === null)).toEqual([]);
  });

  it('lists every status the access matrix observes for a route (401, 403, 406 included)', () => {
    const missing: string[] = [];
    for (const [route, statuses] of observedStatuses()) {
      const documented = documentedStatuses(route) ?? [];
      for (const status of statuses) if (!documented.includes(status)) missing.push(`${route} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists 400 on every route that validates a query, body or path parameter', () => {
    const missing = apiRoutes()
      .filter(({ schema }) => Boolean(schema?.querystring ?? schema?.body ?? schema?.params))
      .filter((route) => !(documentedStatuses(route.key) ?? []).includes('400'))
      .map((route) => route.key);
    expect(missing).toEqual([]);
  });

  it('lists 404 exactly on the routes that can still answer it', () => {
    const listing404 = apiRoutes()
      .filter((route) => (documentedStatuses(route.key) ?? []).includes('404'))
      .map((route) => route.key);
    expect(listing404.sort()).toEqual(Object.keys(notFoundCases).sort());
  });

  for (const [route, build] of Object.entries(notFoundCases)) {
    it(`${route} answers 404`, async () => {
      const { caller, request } = await build(w);
      // A path parameter (`:file`) matches one segment of the request's path.
      const pattern = new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/?]+')}$`);
      expect(`${request.method} ${request.url.split('?')[0]}`).toMatch(pattern);
      const res = await send(t, caller, request);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    });
  }
});
