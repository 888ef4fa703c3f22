import { loginResponseSchema, validateResponseSchema } from '@suavez/shared/contracts/account.contract';
import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readBearerToken } from '../../plugins/auth.plugin';
import { clientAddressOf, perIpLimit } from '../../plugins/rate-limit.plugin';
import { findMerchantUserById } from './account.repository';
import { loginMerchant, logoutMerchant, parseBasicCredentials } from './login.service';

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
        response: { 200: loginResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
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
      schema: {
        tags: ['account'],
        summary: 'Sair: encerra no servidor, na hora, a sessão deste token',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Sessão encerrada'), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await logoutMerchant({ tokens: app.ctx.tokens, token: readBearerToken(request) });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/account/validate',
    {
      schema: {
        tags: ['account'],
        summary: 'Conferir a sessão do estabelecimento (header x-access-token)',
        response: { 200: validateResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const principal = await app.ctx.tokens.verify(readBearerToken(request));
      const user = await findMerchantUserById(app.ctx.database.db, principal.userId);
      // A token for a user that no longer exists (or moved merchant) is no session.
      if (!user || user.merchantId !== principal.merchantId) throw new AppError('UNAUTHENTICATED');
      return { valid: true as const, merchantId: user.merchantId, email: user.email };
    },
  );
}
