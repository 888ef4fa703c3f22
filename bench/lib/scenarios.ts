import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CONSUMER_SESSION_COOKIE } from '../../apps/api/src/plugins/consumer-session';
import { cycle, type LoadRequest } from './load';
import { reportScenarios } from './scenarios-report';
import type { BenchData } from './seed';

/** A scenario: what it calls and how (closed loop at N connections, or a constant arrival rate). */
export interface Scenario {
  name: string;
  description: string;
  target: 'app' | 'reference' | 'bare';
  /** Constant arrival rate (req/s, bench/lib/open-loop.ts) instead of as fast as the server answers. */
  overallRate?: number;
  /**
   * Requests to send before measuring, on top of the timed warm-up: one per consumer (or order) polled, so
   * the measure is the steady state of phones that poll every 5 s, not each one's first poll.
   */
  warmUpRequests?: number;
  /** Connections of this scenario when not the run's (a report is opened by one merchant user at a time). */
  connections?: number;
  request: () => LoadRequest;
  /**
   * Whether each request must be built when it is sent (a join pops a consumer who has not joined yet, an
   * item addition carries a new idempotency key). The others are built before the run (`prebuild`), so the
   * load generator spends its core sending, not building: see `prebuild`.
   */
  buildsEachRequest?: boolean;
  /**
   * Measured on a server started for it, with no warm-up at all, for `COLD_START_SECONDS`: every diner's
   * first poll after a restart reads the database (a deploy, a crash).
   */
  coldStart?: boolean;
}

/** How long the cold-start scenario measures from the server's first answer (issue 23: the first 10 s). */
export const COLD_START_SECONDS = 10;

/** How many distinct requests a pre-built scenario cycles over (one consumer, order or merchant each). */
export const prebuiltRequestCount = 2000;

/**
 * The requests of a scenario built once, before the run: autocannon then serialises each one once and sends
 * the same bytes every time it comes round, where a `setupRequest` callback makes it rebuild and
 * re-serialise a request in JavaScript for every send. With the callback the load generator, not the
 * server, was the limit: about 15 000 req/s against the bare server, where autocannon's command line with one
 * fixed request sends 70 000+ from the same core (issue 23). Every connection walks the list in order, so the
 * requests still spread over `count` consumers (or orders, or merchants).
 */
export function prebuild(scenario: Scenario, count = prebuiltRequestCount): LoadRequest[] {
  return Array.from({ length: count }, () => scenario.request());
}

/**
 * Credentials minted by an app built with the server's configuration: its own cookie signer (the
 * `sv_consumer` value `setConsumerSession` would set) and its own merchant token signer.
 */
export async function mintCredentials(data: BenchData, app: FastifyInstance) {
  const tokens = app.ctx.tokens;
  const cookieOf = (consumerId: string) =>
    `${CONSUMER_SESSION_COOKIE}=${encodeURIComponent(app.signCookie(consumerId))}`;
  const merchants = await Promise.all(
    data.merchants.map(async (merchant) => ({
      id: merchant.id,
      authorization: `Bearer ${await tokens.sign({ merchantId: merchant.id, userId: merchant.userId })}`,
    })),
  );
  return {
    consumers: data.activeConsumers.map((id) => ({ id, cookie: cookieOf(id) })),
    orders: data.liveOrders.map((order) => ({ id: order.id, cookie: cookieOf(order.consumerId) })),
    editable: data.editableOrders.map((order) => ({ ...order, cookie: cookieOf(order.consumerId) })),
    joiners: data.joiners.map((joiner) => ({ ...joiner, cookie: cookieOf(joiner.consumerId) })),
    merchants,
    report: data.reportMerchant && {
      id: data.reportMerchant.id,
      authorization: `Bearer ${await tokens.sign({ merchantId: data.reportMerchant.id, userId: data.reportMerchant.userId })}`,
    },
  };
}

type Credentials = Awaited<ReturnType<typeof mintCredentials>>;

// What a phone's browser sends with every call: the server compresses answers of 1 KB and more.
const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** Every scenario of one database run, in the order they run. */
export function buildScenarios(
  credentials: Credentials,
  rate: number,
  highRate: number,
  mixedRate = rate / 2,
): Scenario[] {
  const nextConsumer = cycle(credentials.consumers);
  const nextOrder = cycle(credentials.orders);
  const nextMerchant = cycle(credentials.merchants);
  const nextEditable = cycle(credentials.editable);
  const joiners = [...credentials.joiners];

  const queue = (): LoadRequest => {
    const consumer = nextConsumer();
    return {
      method: 'GET',
      path: `/api/queue?consumerId=${consumer.id}`,
      headers: { ...browser, cookie: consumer.cookie },
    };
  };
  // GET /order needs no session (whoever knows the id reads it); the phone sends its cookie anyway.
  const order = (): LoadRequest => {
    const next = nextOrder();
    return {
      method: 'GET',
      path: `/api/order?orderId=${next.id}`,
      headers: { ...browser, cookie: next.cookie },
    };
  };
  const current = (): LoadRequest => {
    const merchant = nextMerchant();
    return {
      method: 'GET',
      path: `/api/queue/current?merchantId=${merchant.id}&status=IN_QUEUE,WAITING_CONFIRMATION,CALLED`,
      headers: { ...browser, authorization: merchant.authorization },
    };
  };
  const hall = (): LoadRequest => {
    const merchant = nextMerchant();
    return {
      method: 'GET',
      path: `/api/queue/hall?merchantId=${merchant.id}`,
      headers: { ...browser, authorization: merchant.authorization },
    };
  };
  // Each bench consumer joins once (one active entry per consumer); when they run out, the share polls
  // instead.
  const join = (): LoadRequest => {
    const joiner = joiners.pop();
    if (!joiner) return queue();
    return {
      method: 'POST',
      path: '/api/queue',
      headers: { ...browser, cookie: joiner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        merchant: { id: joiner.merchantId },
        consumer: { id: joiner.consumerId },
        slot: 2,
      }),
    };
  };
  const addItem = (): LoadRequest => {
    const next = nextEditable();
    const itemId = next.itemIds[Math.floor(Math.random() * next.itemIds.length)];
    return {
      method: 'PUT',
      path: '/api/order',
      headers: {
        ...browser,
        cookie: next.cookie,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ orderQueue: { id: next.id }, item: { id: itemId } }),
    };
  };
  // The mix a busy evening makes: phones poll queue and order every 5 s, hosts and waiters poll their
  // screens, a few consumers join and a few tables order.
  const mix: [number, () => LoadRequest][] = [
    [45, queue],
    [30, order],
    [10, current],
    [8, hall],
    [3, join],
    [4, addItem],
  ];
  const mixTotal = mix.reduce((sum, [weight]) => sum + weight, 0);
  const mixed = (): LoadRequest => {
    let pick = Math.random() * mixTotal;
    for (const [weight, build] of mix) {
      pick -= weight;
      if (pick < 0) return build();
    }
    return queue();
  };

  return [
    ...reportScenarios(credentials.report),
    { name: 'bare', target: 'bare', description: 'node:http answering the GET /queue JSON', request: queue },
    {
      name: 'rate-bare',
      target: 'bare',
      description: `the bare server at the same constant ${rate} req/s: the floor of the rate scenario's latencies`,
      overallRate: rate,
      request: queue,
    },
    {
      name: 'reference',
      target: 'reference',
      description: 'node:http + cookie check + one primary-key select',
      request: queue,
    },
    {
      name: 'queue',
      target: 'app',
      description: "diner's GET /api/queue?consumerId",
      request: queue,
      warmUpRequests: credentials.consumers.length,
    },
    {
      name: 'order',
      target: 'app',
      description: "diner's GET /api/order?orderId",
      request: order,
      warmUpRequests: credentials.orders.length,
    },
    { name: 'current', target: 'app', description: "host's GET /api/queue/current", request: current },
    { name: 'hall', target: 'app', description: "waiter's GET /api/queue/hall", request: hall },
    {
      name: 'mixed',
      target: 'app',
      description: 'polls 45 % queue, 30 % order, 10 % current, 8 % hall; 3 % joins, 4 % item additions',
      request: mixed,
      buildsEachRequest: true,
    },
    {
      name: 'mixed-rate',
      target: 'app',
      description: `the mixed load at a constant ${mixedRate} req/s (${Math.round(mixedRate * 0.07)} joins and item additions per second over 200 restaurants)`,
      overallRate: mixedRate,
      request: mixed,
    },
    {
      name: 'rate',
      target: 'app',
      description: `10 000 waiting diners polling GET /api/queue every 5 s (${rate} req/s constant)`,
      overallRate: rate,
      request: queue,
      warmUpRequests: credentials.consumers.length,
    },
    {
      name: 'rate-high',
      target: 'app',
      description: `${(highRate * 5).toLocaleString('en-US').replaceAll(',', ' ')} waiting diners polling GET /api/queue every 5 s (${highRate} req/s constant, over the data's ${credentials.consumers.length.toLocaleString('en-US').replaceAll(',', ' ')} diners)`,
      overallRate: highRate,
      request: queue,
      warmUpRequests: credentials.consumers.length,
    },
    {
      name: 'cold-start',
      target: 'app',
      description: `the first ${COLD_START_SECONDS} s after a restart, ${rate} req/s constant of GET /api/queue: every diner's first poll reads the database`,
      overallRate: rate,
      request: queue,
      coldStart: true,
    },
  ];
}
