import {
  accountEmailResponseSchema,
  accountMessageResponseSchema,
  confirmEmailBodySchema,
  forgotPasswordBodySchema,
  merchantSignupBodySchema,
  merchantSignupResponseSchema,
  resetPasswordBodySchema,
} from '@suavez/shared/contracts/merchant-signup.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { createEmailProvider } from '#api/modules/email/email-provider';
import { clientAddressOf, perIpCeiling, perIpLimit } from '#api/modules/rate-limit/address-limits';
import type { AccountEmailLimits } from './account-email-limits';
import type { AccountMailer } from './account-link.service';
import { confirmMerchantEmail, resendEmailConfirmation } from './confirm-email.service';
import { requestPasswordReset, resetMerchantPassword } from './reset-password.service';
import { signUpMerchant } from './sign-up.service';

/**
 * Self-service accounts (docs/email.md): a restaurant signs up, confirms its e-mail, and anyone who forgot a
 * password gets a new one by e-mail. Each call is limited per address like the login (in memory), and every
 * e-mail per destination and per address in the shared counters.
 */
export function registerMerchantSignupRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const limits = ctx.config.rateLimits;
  const mailer: AccountMailer = {
    db: ctx.database.db,
    clock: ctx.clock,
    email: createEmailProvider({
      settings: ctx.config.email,
      isProduction: ctx.config.isProduction,
      db: ctx.database.db,
      log: app.log,
    }),
    publicUrl: ctx.config.publicUrl,
  };
  const emailLimits = (request: FastifyRequest): AccountEmailLimits => ({
    counters: ctx.limits,
    perAddress: limits.accountEmailPerAddress,
    perIpCeiling: limits.accountEmailPerIpCeiling,
    clientAddress: clientAddressOf(request),
  });

  api.post(
    '/merchant/signup',
    {
      config: perIpLimit(limits.signupPerIp),
      preHandler: perIpCeiling(ctx.limits, 'signup-ip', limits.signupPerIpCeiling),
      schema: {
        tags: ['account'],
        summary: 'Criar conta: o restaurante, o acesso do dono (já conectado) e o e-mail de confirmação',
        body: merchantSignupBodySchema,
        response: { 201: merchantSignupResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await signUpMerchant({
        mailer,
        tokens: ctx.tokens,
        limits: emailLimits(request),
        log: request.log,
        ...request.body,
      });
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/merchant/email/confirm',
    {
      config: perIpLimit(limits.accountLinkPerIp),
      schema: {
        tags: ['account'],
        summary: 'Confirmar o e-mail com o link de uso único (48 h)',
        body: confirmEmailBodySchema,
        response: { 200: accountEmailResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      confirmMerchantEmail({ db: ctx.database.db, clock: ctx.clock, token: request.body.token }),
  );

  api.post(
    '/merchant/email/resend',
    {
      config: { ...perIpLimit(limits.accountLinkPerIp), merchant: { allow: 'session' } },
      schema: {
        tags: ['account'],
        summary: 'Reenviar o e-mail de confirmação para a pessoa desta sessão',
        security: [{ bearer: [] }],
        response: { 200: accountMessageResponseSchema, ...errorResponses(401, 429, 503) },
      },
    },
    async (request) =>
      resendEmailConfirmation({
        mailer,
        limits: emailLimits(request),
        log: request.log,
        principal: request.merchant,
      }),
  );

  api.post(
    '/merchant/password/forgot',
    {
      config: perIpLimit(limits.accountLinkPerIp),
      schema: {
        tags: ['account'],
        summary:
          'Esqueci minha senha: envia um link de nova senha (1 h); a resposta é a mesma para todo e-mail',
        body: forgotPasswordBodySchema,
        response: { 200: accountMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      requestPasswordReset({
        mailer,
        limits: emailLimits(request),
        log: request.log,
        email: request.body.email,
      }),
  );

  api.post(
    '/merchant/password/reset',
    {
      config: perIpLimit(limits.accountLinkPerIp),
      schema: {
        tags: ['account'],
        summary: 'Criar a nova senha com o link de uso único; encerra as sessões abertas dessa pessoa',
        body: resetPasswordBodySchema,
        response: { 200: accountEmailResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      resetMerchantPassword({
        db: ctx.database.db,
        clock: ctx.clock,
        token: request.body.token,
        password: request.body.password,
      }),
  );
}
