import {
  acceptInviteBodySchema,
  acceptInviteResponseSchema,
  staffInviteBodySchema,
  staffInviteResponseSchema,
  staffListSchema,
  staffMemberSchema,
  staffParamsSchema,
  staffRoleBodySchema,
} from '@suavez/shared/contracts/staff.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { audited, auditOf } from '#api/modules/audit/audit';
import { perIpLimit } from '#api/modules/rate-limit/address-limits';
import { acceptStaffInvite } from './accept-invite.service';
import { changeStaffRole, inviteStaff, listMerchantStaff, removeStaff } from './manage-staff.service';

/**
 * Staff accounts (docs/access.md#staff-roles): the owner lists, invites, changes the role of and removes the
 * restaurant's people; an invited person sets their password with the invite's one-time token.
 */
export function registerStaffRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];
  const config = { merchant: { allow: 'settings' } } as const;

  api.get(
    '/merchant/staff',
    {
      config,
      schema: {
        tags: ['staff'],
        summary: 'Equipe: o dono e as pessoas convidadas, com a função de cada uma',
        security,
        response: { 200: staffListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listMerchantStaff({ db: ctx.database.db, merchantId: request.merchant.merchantId }),
  );

  api.post(
    '/merchant/staff',
    {
      config,
      schema: {
        tags: ['staff'],
        summary: 'Convidar uma pessoa: responde o link de uso único (48 h) para enviar a ela',
        security,
        body: staffInviteBodySchema,
        response: { 201: staffInviteResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const invite = await audited({
        ...auditOf(request),
        run: (tx) =>
          inviteStaff({
            db: tx,
            clock: ctx.clock,
            merchantId: request.merchant.merchantId,
            publicUrl: ctx.config.publicUrl,
            ...request.body,
          }),
        describe: (made) => ({
          action: 'staff.invite',
          targetKind: 'staff',
          targetId: made.id,
          after: request.body.role,
          detail: { name: request.body.name },
        }),
      });
      return reply.status(201).send(invite);
    },
  );

  api.patch(
    '/merchant/staff/:id',
    {
      config,
      schema: {
        tags: ['staff'],
        summary: 'Trocar a função de uma pessoa (as sessões dela terminam na hora)',
        security,
        params: staffParamsSchema,
        body: staffRoleBodySchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      changeStaffRole({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        id: request.params.id,
        role: request.body.role,
        actor: request.merchant,
      }),
  );

  api.delete(
    '/merchant/staff/:id',
    {
      config,
      schema: {
        tags: ['staff'],
        summary: 'Remover uma pessoa da equipe (as sessões dela terminam na hora)',
        security,
        params: staffParamsSchema,
        response: { 204: z.null().describe('Pessoa removida'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await removeStaff({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        id: request.params.id,
        actor: request.merchant,
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/account/invite',
    {
      // The token is 256 random bits: the per-address limit only keeps argon2's cost in check.
      config: perIpLimit(ctx.config.rateLimits.loginPerIp),
      schema: {
        tags: ['account'],
        summary: 'Aceitar um convite da equipe: definir a senha com o token do link',
        body: acceptInviteBodySchema,
        response: { 200: acceptInviteResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      acceptStaffInvite({
        db: ctx.database.db,
        clock: ctx.clock,
        token: request.body.token,
        password: request.body.password,
      }),
  );
}
