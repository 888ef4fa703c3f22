import { loginResponseSchema, validateResponseSchema } from '@suavez/shared/contracts/account.contract';
import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readBearerToken } from '../../plugins/auth.plugin';
import { perIpLimit } from '../../plugins/rate-limit.plugin';
import { findMerchantUserById } from './account.repository';
import { loginMerchant, parseBasicCredentials } from './login.service';

/** `POST /account/login` and `GET /account/validate`. */
export function registerAccountRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/account/login',
    {
      // Per address in memory (a restaurant's staff often share one), and failed logins per e-mail in the
      // shared counters (login.service.ts).
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
        email,
        password,
      });
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
