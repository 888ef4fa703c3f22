import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { defaultRateLimits } from '#api/config';
import type { ManualClock } from '#api/lib/clock';
import { ADDRESS_RATE_LIMITED_MESSAGE } from '#api/modules/rate-limit/address-limits';
import {
  nextIp,
  nextPhone,
  postConsumer,
  postJoinQueue,
  postVerifyCode,
  readCodes,
  sessionCookieOf,
} from '#test/consumer-test-helpers';
import { createMerchantFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';

// The production limits against the crowds that share one address (docs/security.md, "Rate limits"):
// a restaurant's guest Wi-Fi on a Friday night, and one script trying to flood from one address.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const GENERIC = { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' };
const CONSUMERS = 200;

const rateLimits = { ...defaultRateLimits, cleanupIntervalMs: 0 };
const smsOff = useTestApp({ config: { rateLimits } });
const smsOn = useTestApp({ config: { rateLimits, featureSmsVerification: true } });

function startNextDay(clock: ManualClock): void {
  clock.set(new Date((Math.floor(clock.now().getTime() / DAY) + 1) * DAY));
}

function joinQueue(app: FastifyInstance, merchantId: string, consumerId: string, ip: string, cookies = {}) {
  return postJoinQueue(app, { merchantId, consumerId }, { cookies, ip });
}

/** Runs `count` calls `size` at a time (consumers do not wait for each other), in order of index. */
async function inBatches(count: number, size: number, call: (index: number) => Promise<void>) {
  for (let first = 0; first < count; first += size) {
    const batch = Array.from({ length: Math.min(size, count - first) }, (_, offset) => call(first + offset));
    await Promise.all(batch);
  }
}

// Hundreds of sign-ups each: a volume test, not a speed one (the simulated clock measures the minutes), so a
// loaded CI machine gets time to finish it.
const VOLUME = { timeout: 120_000 };

describe('a restaurant Wi-Fi at peak (one address for every consumer)', VOLUME, () => {
  it(`lets ${CONSUMERS} consumers sign up (half of them twice) and join one restaurant within 10 minutes`, async () => {
    const { clock, app } = smsOff;
    startNextDay(clock);
    const start = clock.now().getTime();
    const { merchantId } = await createMerchantFixture(app, { open: true });
    const wifi = nextIp();
    const entries = new Set<string>();
    // Ten at a time, 29 s apart: 200 consumers in 9 min 40 s.
    await inBatches(CONSUMERS, 10, async (i) => {
      if (i % 10 === 0) clock.advance(29_000);
      const phone = nextPhone();
      const signUp = await postConsumer(app, { phone, name: `Cliente ${i}` }, { ip: wifi });
      expect(signUp.statusCode).toBe(200);
      const cookies = sessionCookieOf(signUp);
      const { id } = signUp.json() as { id: string };
      if (i % 2 === 0) {
        // The page opened again (a reload, a second tab): the same consumer signs up once more.
        const again = await postConsumer(app, { phone, name: `Cliente ${i}` }, { ip: wifi, cookies });
        expect(again.json()).toEqual({ id, phoneVerified: false });
      }
      const joined = await joinQueue(app, merchantId, id, wifi, cookies);
      expect(joined.statusCode).toBe(201);
      entries.add((joined.json() as { id: string }).id);
    });
    expect(entries.size).toBe(CONSUMERS);
    expect(clock.now().getTime() - start).toBeLessThan(10 * MINUTE);
  });

  it(`sends ${CONSUMERS} consumers their SMS codes and lets them verify, all from one address`, async () => {
    const { clock, app } = smsOn;
    startNextDay(clock);
    const wifi = nextIp();
    await inBatches(CONSUMERS, 10, async (i) => {
      if (i % 10 === 0) clock.advance(29_000);
      const phone = nextPhone();
      const signUp = await postConsumer(app, { phone, name: `Cliente ${i}` }, { ip: wifi });
      expect(signUp.json()).toEqual({ id: expect.any(String), phoneVerified: false });
      const { id } = signUp.json() as { id: string };
      const [code] = await readCodes(app, phone);
      const verified = await postVerifyCode(app, id, code as string, { ip: wifi });
      expect(verified.json()).toEqual({ id, phoneVerified: true });
    });
  });
});

describe('one script behind one address', VOLUME, () => {
  it('cannot create 5 000 consumers: cut by the burst, then by the daily ceiling every process shares', async () => {
    const { clock, app, config, database } = smsOff;
    startNextDay(clock);
    const ip = nextIp();
    const burst = defaultRateLimits.consumerPerIp.max;
    const ceiling = defaultRateLimits.consumerPerIpCeiling.max;
    expect(ceiling).toBeLessThan(5_000 / 2);
    let created = 0;
    // Posts new phones from the address, 10 at a time, until the first refusal (or 5 000, which must
    // never happen). Both limits count exactly, so how many got through does not depend on the batching.
    const flood = async (server: FastifyInstance) => {
      while (created < 5_000) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            postConsumer(server, { phone: nextPhone(), name: 'Robô' }, { ip }),
          ),
        );
        created += answers.filter((res) => res.statusCode === 200).length;
        const refusal = answers.find((res) => res.statusCode !== 200);
        if (refusal) return refusal;
      }
      throw new Error('5 000 consumers created from one address');
    };
    const first = await flood(app);
    expect(first.statusCode).toBe(429);
    expect(first.json()).toEqual(GENERIC);
    expect(created).toBe(burst);

    // Each new server process has a fresh memory: only the shared ceiling stops the script there.
    const servers: FastifyInstance[] = [];
    try {
      let refusal = first;
      while (refusal.json().message !== ADDRESS_RATE_LIMITED_MESSAGE && servers.length < 10) {
        const server = await buildApp(config, { database, clock });
        servers.push(server);
        refusal = await flood(server);
        expect(refusal.statusCode).toBe(429);
      }
      expect(created).toBe(ceiling);
      expect(refusal.json()).toEqual({ code: 'RATE_LIMITED', message: ADDRESS_RATE_LIMITED_MESSAGE });
      const retryAfter = Number(refusal.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(DAY / 1000);
      const last = servers.at(-1) as FastifyInstance;
      // Another address behind no one else's script is untouched; the next day this one is too.
      expect((await postConsumer(last, { phone: nextPhone(), name: 'Ana' })).statusCode).toBe(200);
      startNextDay(clock);
      expect((await postConsumer(last, { phone: nextPhone(), name: 'Ana' }, { ip })).statusCode).toBe(200);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});
