import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deriveSecret } from '#api/lib/derive-secret';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { type TestApp, useTestApp } from '#test/test-app';
import { findRequestMerchant, registerAuthGuards } from './auth.plugin';
import { registerErrorHandler } from './error-handler.plugin';

// The one guard every merchant and consumer route declares (`config.merchant`, `config.consumer`), on a
// probe app that shares a real app's tokens, sessions and database: the access matrix
// (test/security/access-matrix.test.ts) checks every real route; this checks the guard's own rules.

const id = z.uuid().optional();

async function buildProbe(t: TestApp): Promise<FastifyInstance> {
  const probe = Fastify();
  probe.decorate('ctx', t.app.ctx);
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(probe);
  registerAuthGuards(probe);
  await probe.register(cookie, { secret: deriveSecret(t.config.jwtSecret, 'consumer-session') });
  const api = probe.withTypeProvider<ZodTypeProvider>();
  const own = { merchant: { allow: 'session', merchantIdIn: 'query.id' } } as const;
  api.get('/own', { config: own, schema: { querystring: z.object({ id }) } }, async (request) => ({
    merchantId: request.merchant.merchantId,
  }));
  api.post(
    '/catalog',
    {
      config: {
        merchant: { allow: 'session', merchantIdIn: 'body.merchantId', otherMerchant: 'CATALOG_FORBIDDEN' },
      },
      schema: { body: z.object({ merchantId: id }) },
    },
    async (request) => ({ merchantId: request.merchant.merchantId }),
  );
  api.get(
    '/stream',
    { config: { merchant: { allow: 'session', tokenCookie: 'access_token' } } },
    async (request) => ({
      merchantId: request.merchant.merchantId,
    }),
  );
  api.post(
    '/either',
    {
      config: { merchant: { allow: 'session' }, consumer: { consumerIdIn: 'query.consumerId' } },
      schema: { querystring: z.object({ consumerId: id }) },
    },
    async (request) => {
      const merchant = findRequestMerchant(request);
      return { merchantId: merchant?.merchantId ?? null, consumerId: merchant ? null : request.consumerId };
    },
  );
  api.get('/open', async (request) => ({ merchantId: request.merchant.merchantId }));
  await probe.ready();
  return probe;
}

const t = useTestApp();
let probe: FastifyInstance;
let a: { merchantId: string; authorization: string };
let b: { merchantId: string; authorization: string };

beforeAll(async () => {
  probe = await buildProbe(t);
  [a, b] = [await createMerchantFixture(t.app), await createMerchantFixture(t.app)];
});
afterAll(async () => probe?.close());

const statusOf = async (options: InjectOptions) => (await probe.inject(options)).statusCode;

describe('merchant guard', () => {
  it('lets in a valid token, answers 401 without one or with a bad one, and exposes the principal', async () => {
    const ok = await probe.inject({ url: '/own', headers: { authorization: a.authorization } });
    expect(ok.json()).toEqual({ merchantId: a.merchantId });
    expect(await statusOf({ url: '/own' })).toBe(401);
    expect(await statusOf({ url: '/own', headers: { authorization: `${a.authorization}x` } })).toBe(401);
    // HEAD runs the GET handler: it is guarded too.
    expect(await statusOf({ method: 'HEAD', url: '/own' })).toBe(401);
  });

  it('refuses a merchant the request names that is not the token’s: 403, or 406 where the route says', async () => {
    const as = { authorization: a.authorization };
    expect(await statusOf({ url: `/own?id=${a.merchantId}`, headers: as })).toBe(200);
    expect(await statusOf({ url: `/own?id=${b.merchantId}`, headers: as })).toBe(403);
    const create = (merchantId: string) =>
      statusOf({ method: 'POST', url: '/catalog', headers: as, payload: { merchantId } });
    expect(await create(a.merchantId)).toBe(200);
    expect(await create(b.merchantId)).toBe(406);
  });

  it('validates before it authenticates, as the handlers did (400 before 401)', async () => {
    expect(await statusOf({ url: '/own?id=not-a-uuid' })).toBe(400);
  });

  it('reads the token from a cookie only on a route that names it', async () => {
    const token = a.authorization.slice('Bearer '.length);
    const stream = await probe.inject({ url: '/stream', cookies: { access_token: token } });
    expect(stream.json()).toEqual({ merchantId: a.merchantId });
    expect(await statusOf({ url: '/own', cookies: { access_token: token } })).toBe(401);
  });
});

describe('merchant or consumer', () => {
  it('takes a request with a token as the merchant’s, and any other as the consumer’s', async () => {
    const consumer = await createConsumerFixture(t.app);
    const asMerchant = await probe.inject({
      method: 'POST',
      url: '/either',
      headers: { authorization: a.authorization },
      cookies: consumer.cookies,
    });
    expect(asMerchant.json()).toEqual({ merchantId: a.merchantId, consumerId: null });
    const asConsumer = await probe.inject({ method: 'POST', url: '/either', cookies: consumer.cookies });
    expect(asConsumer.json()).toEqual({ merchantId: null, consumerId: consumer.consumerId });
    // A bad token is not a fallback to the session; no credentials at all is 401.
    const badToken = { authorization: `${a.authorization}x` };
    expect(
      await statusOf({ method: 'POST', url: '/either', headers: badToken, cookies: consumer.cookies }),
    ).toBe(401);
    expect(await statusOf({ method: 'POST', url: '/either' })).toBe(401);
    const other = `/either?consumerId=${a.merchantId}`;
    expect(await statusOf({ method: 'POST', url: other, cookies: consumer.cookies })).toBe(403);
  });
});

describe('declaring the guard', () => {
  it('fails loudly when a handler reads the merchant on a route that declares no guard', async () => {
    const res = await probe.inject({ url: '/open', headers: { authorization: a.authorization } });
    expect(res.statusCode).toBe(500);
  });

  it('refuses to start with a guard that reads a field the route does not validate', () => {
    const app = Fastify();
    registerAuthGuards(app);
    expect(() =>
      app.get(
        '/typo',
        {
          config: { merchant: { allow: 'session', merchantIdIn: 'query.merchantID' } },
          schema: { querystring: z.object({ id }) },
        },
        async () => null,
      ),
    ).toThrow(/query\.merchantID/);
  });
});
