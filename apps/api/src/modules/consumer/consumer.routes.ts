import {
  consumerLanguageBodySchema,
  consumerResponseSchema,
  createConsumerBodySchema,
  resendCodeQuerySchema,
  verifyCodeQuerySchema,
} from '@suavez/shared/contracts/consumer.contract';
import { normalizePhone } from '@suavez/shared/domain/phone';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimit } from '#api/config';
import { errorResponses } from '#api/lib/error-responses';
import { requestLanguage } from '#api/lib/request-language';
import { clientAddressOf, perIpCeiling, perIpLimit } from '#api/modules/rate-limit/address-limits';
import { readConsumerSessionOf, setConsumerSession } from '#api/plugins/consumer-session';
import { rememberConsumerLanguage } from './consumer-language.service';
import { isConsumerOfPhone, registerConsumer } from './register-consumer.service';
import { resendVerificationCode } from './resend-verification-code.service';
import { createSmsProvider } from './sms-provider';
import { createSmsQuota } from './sms-quota';
import { verifyConsumerCode } from './verify-consumer-code.service';

/** The 429 of the per-phone (per-consumer) limit. */
export const PHONE_RATE_LIMITED_MESSAGE =
  'Muitas tentativas com este número. Aguarde alguns minutos e tente novamente.';

/**
 * `POST /consumer`, `POST /consumer/verify-code` and `POST /consumer/resend-code`. Each is limited per
 * phone or consumer in the shared counters, and per address only against floods (a restaurant's Wi-Fi or
 * a carrier's CGNAT puts hundreds of consumers behind one address): a burst limit in memory and, for
 * `POST /consumer`, a shared daily ceiling. Every SMS also counts against the SMS limits (sms-quota.ts).
 */
export function registerConsumerRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const limits = ctx.config.rateLimits;
  const sms = createSmsProvider({ config: ctx.config, db: ctx.database.db, clock: ctx.clock, log: app.log });
  const smsQuotaOf = (request: FastifyRequest) =>
    createSmsQuota({
      counters: ctx.limits,
      limits,
      clientAddress: clientAddressOf(request),
      log: request.log,
    });

  // Checked once the request is validated, so the phone or consumer id is the checked one.
  const limitBy =
    (scope: string, limit: RateLimit, subject: (request: FastifyRequest) => string) =>
    async (request: FastifyRequest) => {
      await ctx.limits.consume([
        { scope, subject: subject(request), limit, message: PHONE_RATE_LIMITED_MESSAGE },
      ]);
    };
  const consumerQuery = (request: FastifyRequest) =>
    String((request.query as { consumer?: unknown }).consumer);

  api.post(
    '/consumer',
    {
      config: perIpLimit(limits.consumerPerIp),
      preHandler: [
        perIpCeiling(ctx.limits, 'consumer-ip', limits.consumerPerIpCeiling),
        // Per phone, except the device that holds a consumer with that phone: its own count, so strangers
        // typing the phone never lock its owner's device out (docs/security.md, "A phone is not a password").
        async (request) => {
          const phone = normalizePhone(String((request.body as { phone?: unknown }).phone));
          const consumerId = readConsumerSessionOf(request)?.consumerId;
          const isOwn =
            consumerId !== undefined && (await isConsumerOfPhone({ db: ctx.database.db, consumerId, phone }));
          await ctx.limits.consume([
            {
              scope: isOwn ? 'consumer-own' : 'consumer-phone',
              subject: isOwn ? consumerId : phone,
              limit: limits.consumerPerPhone,
              message: PHONE_RATE_LIMITED_MESSAGE,
            },
          ]);
        },
      ],
      schema: {
        tags: ['consumer'],
        summary: 'Cadastrar ou encontrar o cliente pelo celular; com SMS ativo, envia o código',
        body: createConsumerBodySchema,
        response: { 200: consumerResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      const session = readConsumerSessionOf(request);
      const result = await registerConsumer({
        db: ctx.database.db,
        clock: ctx.clock,
        sms,
        smsQuota: smsQuotaOf(request),
        secret: ctx.config.jwtSecret,
        phone: normalizePhone(request.body.phone),
        name: request.body.name,
        sessionConsumerId: session?.consumerId,
        isSmsVerificationOn: ctx.config.featureSmsVerification,
      });
      // The same consumer keeps the pending id it was proven as (a client may still name it).
      const provenAs = session?.consumerId === result.id ? session.provenAs : undefined;
      if (result.startSession) setConsumerSession(reply, result.id, provenAs);
      // The device's language (the app sends it as Accept-Language): the diner's notices are written in it.
      if (result.startSession)
        await rememberConsumerLanguage({
          db: ctx.database.db,
          consumerId: result.id,
          language: requestLanguage(request),
        });
      return { id: result.id, phoneVerified: result.phoneVerified };
    },
  );

  api.put(
    '/consumer/language',
    {
      config: { consumer: {} },
      schema: {
        tags: ['consumer'],
        summary: 'O cliente escolhe o idioma das suas páginas e dos seus avisos (pt-BR, es, en)',
        body: consumerLanguageBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await rememberConsumerLanguage({
        db: ctx.database.db,
        consumerId: request.consumerId,
        language: request.body.lang,
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/consumer/verify-code',
    {
      config: perIpLimit(limits.codePerIp),
      preHandler: limitBy('verify-consumer', limits.verifyPerConsumer, consumerQuery),
      schema: {
        tags: ['consumer'],
        summary: 'Confirmar o código de 6 dígitos enviado por SMS; dá a sessão a este aparelho',
        querystring: verifyCodeQuerySchema,
        response: { 200: consumerResponseSchema, ...errorResponses(400, 429) },
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
      setConsumerSession(reply, result.id, result.provenAs);
      return { id: result.id, phoneVerified: result.phoneVerified };
    },
  );

  api.post(
    '/consumer/resend-code',
    {
      config: perIpLimit(limits.codePerIp),
      preHandler: limitBy('resend-consumer', limits.resendPerConsumer, consumerQuery),
      schema: {
        tags: ['consumer'],
        summary: 'Enviar um novo código por SMS (no máximo um por minuto)',
        querystring: resendCodeQuerySchema,
        response: { 204: z.null().describe('Código enviado'), ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      await resendVerificationCode({
        db: ctx.database.db,
        clock: ctx.clock,
        sms,
        smsQuota: smsQuotaOf(request),
        secret: ctx.config.jwtSecret,
        consumerId: request.query.consumer,
        isSmsVerificationOn: ctx.config.featureSmsVerification,
      });
      return reply.status(204).send(null);
    },
  );
}
