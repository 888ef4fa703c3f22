import {
  consumerResponseSchema,
  createConsumerBodySchema,
  resendCodeQuerySchema,
  verifyCodeQuerySchema,
} from '@suavez/shared/contracts/consumer.contract';
import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import { normalizePhone } from '@suavez/shared/domain/phone';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readConsumerSession, setConsumerSession } from '../../plugins/consumer-session';
import { registerConsumer } from './register-consumer.service';
import { resendVerificationCode } from './resend-verification-code.service';
import { createSmsProvider } from './sms-provider';
import { verifyConsumerCode } from './verify-consumer-code.service';

/**
 * Per address, per route. Generous: a restaurant's diners often share one Wi-Fi address (rules.md §1).
 * The in-memory counters are per server process.
 */
export const CONSUMER_IP_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

/** Per phone on `POST /consumer`, and per consumer on the code calls. */
export const CONSUMER_PHONE_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** The 429 of the per-phone (per-consumer) limit. */
export const PHONE_RATE_LIMITED_MESSAGE =
  'Muitas tentativas com este número. Aguarde alguns minutos e tente novamente.';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

/** `POST /consumer`, `POST /consumer/verify-code` and `POST /consumer/resend-code`. */
export function registerConsumerRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const sms = createSmsProvider({ config: ctx.config, db: ctx.database.db, clock: ctx.clock, log: app.log });

  // A second limiter keyed by phone or consumer, applied once the request is validated (@fastify/rate-limit
  // runs one limiter per route, so this one is checked by hand).
  const limitBy = (prefix: string, key: (request: FastifyRequest) => string) => {
    const limiter = app.createRateLimit({
      ...CONSUMER_PHONE_RATE_LIMIT,
      keyGenerator: (request) => `${prefix}:${key(request)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        throw new AppError('RATE_LIMITED', PHONE_RATE_LIMITED_MESSAGE);
    };
  };
  const consumerQuery = (request: FastifyRequest) =>
    String((request.query as { consumer?: unknown }).consumer);

  api.post(
    '/consumer',
    {
      config: { rateLimit: CONSUMER_IP_RATE_LIMIT },
      preHandler: limitBy('phone', (request) =>
        normalizePhone(String((request.body as { phone?: unknown }).phone)),
      ),
      schema: {
        tags: ['consumer'],
        summary: 'Cadastrar ou encontrar o cliente pelo celular; com SMS ativo, envia o código',
        body: createConsumerBodySchema,
        response: { 200: consumerResponseSchema, ...errors(400, 429, 503) },
      },
    },
    async (request, reply) => {
      const result = await registerConsumer({
        db: ctx.database.db,
        clock: ctx.clock,
        sms,
        secret: ctx.config.jwtSecret,
        phone: normalizePhone(request.body.phone),
        name: request.body.name,
        sessionConsumerId: readConsumerSession(request),
        isSmsVerificationOn: ctx.config.featureSmsVerification,
      });
      if (result.startSession) setConsumerSession(reply, result.id);
      return { id: result.id, phoneVerified: result.phoneVerified };
    },
  );

  api.post(
    '/consumer/verify-code',
    {
      config: { rateLimit: CONSUMER_IP_RATE_LIMIT },
      preHandler: limitBy('verify', consumerQuery),
      schema: {
        tags: ['consumer'],
        summary: 'Confirmar o código de 6 dígitos enviado por SMS; dá a sessão a este aparelho',
        querystring: verifyCodeQuerySchema,
        response: { 200: consumerResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await verifyConsumerCode({
        db: ctx.database.db,
        clock: ctx.clock,
        secret: ctx.config.jwtSecret,
        consumerId: request.query.consumer,
        code: request.query.code,
      });
      setConsumerSession(reply, result.id);
      return result;
    },
  );

  api.post(
    '/consumer/resend-code',
    {
      config: { rateLimit: CONSUMER_IP_RATE_LIMIT },
      preHandler: limitBy('resend', consumerQuery),
      schema: {
        tags: ['consumer'],
        summary: 'Enviar um novo código por SMS (no máximo um por minuto)',
        querystring: resendCodeQuerySchema,
        response: { 204: z.null().describe('Código enviado'), ...errors(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      await resendVerificationCode({
        db: ctx.database.db,
        clock: ctx.clock,
        sms,
        secret: ctx.config.jwtSecret,
        consumerId: request.query.consumer,
        isSmsVerificationOn: ctx.config.featureSmsVerification,
      });
      return reply.status(204).send(null);
    },
  );
}
