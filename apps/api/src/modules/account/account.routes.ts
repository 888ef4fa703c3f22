import { loginResponseSchema, validateResponseSchema } from '@suavez/shared/contracts/account.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { clientAddressOf, perIpLimit } from '#api/modules/rate-limit/address-limits';
import { loginMerchant, parseBasicCredentials } from './login.service';
import { getMerchantSession, logoutMerchant } from './merchant-session.service';

/** `POST /account/login`, `POST /account/logout` and `GET /account/validate`. */
export function registerAccountRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/account/login',
    {
      // Per address in memory (a burst: argon2 costs CPU), and failed logins per e-mail and per address in
      // the shared counters (login.service.ts); the address limits are generous, as many share one.
      config: perIpLimit(app.ctx.config.rateLimits.loginPerIp),
      schema: {
        tags: ['account'],
        summary: 'Entrar como estabelecimento (Authorization: Basic base64(email:senha))',
        security: [{ basic: [] }],
        response: { 200: loginResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const { email, password } = parseBasicCredentials(request.headers.authorization);
      return loginMerchant({
        db: app.ctx.database.db,
        tokens: app.ctx.tokens,
        attempts: app.ctx.limits,
        limitPerEmail: app.ctx.config.rateLimits.loginPerEmail,
        clientAddress: clientAddressOf(request),
        limitPerAddress: app.ctx.config.rateLimits.loginPerIpCeiling,
        email,
        password,
      });
    },
  );

  api.post(
    '/account/logout',
    {
      config: { merchant: { allow: 'session' } },
      schema: {
        tags: ['account'],
        summary: 'Sair: encerra no servidor, na hora, a sessão deste token',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Sessão encerrada'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await logoutMerchant({ tokens: app.ctx.tokens, principal: request.merchant });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/account/validate',
    {
      config: { merchant: { allow: 'session' } },
      schema: {
        tags: ['account'],
        summary: 'Conferir a sessão do estabelecimento (header x-access-token)',
        response: { 200: validateResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const session = await getMerchantSession({ db: app.ctx.database.db, principal: request.merchant });
      return { valid: true as const, ...session };
    },
  );
}
