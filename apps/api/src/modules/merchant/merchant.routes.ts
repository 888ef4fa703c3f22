import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import {
  deleteWorkShiftQuerySchema,
  merchantFullSchema,
  merchantIdQuerySchema,
  toggleAutomationQuerySchema,
  updateWorkShiftsBodySchema,
} from '@suavez/shared/contracts/merchant.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertOwnMerchant, requireMerchant } from '../../plugins/auth.plugin';
import { deleteMerchantWorkShift } from './delete-work-shift.service';
import { getMerchantFull } from './get-merchant-full.service';
import { toggleMerchantAutomation } from './toggle-automation.service';
import { toggleMerchantOpen } from './toggle-open.service';
import { updateWorkShifts } from './update-work-shifts.service';

// The merchant is the session's own (another id is 403), so only a missing work shift answers 404.
const errorResponses = Object.fromEntries(
  [400, 401, 403].map((status) => [status, errorBodySchema]),
) as Record<400 | 401 | 403, typeof errorBodySchema>;

/**
 * The merchant's own settings (spec §7): `GET /merchant/full`, work shifts, automation and open/closed.
 * Each call names the merchant in `id`, which must be the session's (403 otherwise); every change answers
 * the merchant as it now is, so the screen shows the server's state.
 */
export function registerMerchantRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const response = { 200: merchantFullSchema, ...errorResponses };

  api.get(
    '/merchant/full',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Dados completos do estabelecimento (home do estabelecimento)',
        security,
        querystring: merchantIdQuerySchema,
        response,
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.id);
      return getMerchantFull({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: principal.merchantId,
      });
    },
  );

  api.patch(
    '/merchant/workshift',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Substituir os horários de funcionamento de um dia da semana',
        security,
        querystring: merchantIdQuerySchema,
        body: updateWorkShiftsBodySchema,
        response,
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.id);
      return updateWorkShifts({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: principal.merchantId,
        weekday: request.body.weekday,
        shifts: request.body.workshifts,
      });
    },
  );

  api.delete(
    '/merchant/workshift',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Remover um horário de funcionamento (workShift=dia-abertura-fechamento)',
        security,
        querystring: deleteWorkShiftQuerySchema,
        response: { ...response, 404: errorBodySchema },
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.id);
      return deleteMerchantWorkShift({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: principal.merchantId,
        workShift: request.query.workShift,
      });
    },
  );

  api.patch(
    '/merchant/toggle/automation',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Ligar ou desligar uma automação (AUTO_ACCEPT_CONSUMER ou AUTO_QUEUE)',
        security,
        querystring: toggleAutomationQuerySchema,
        response,
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.id);
      return toggleMerchantAutomation({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: principal.merchantId,
        automation: request.query.automation,
      });
    },
  );

  api.patch(
    '/merchant/toggle/open',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Abrir ou fechar a loja (fechar também desliga a abertura automática)',
        security,
        querystring: merchantIdQuerySchema,
        response,
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.id);
      return toggleMerchantOpen({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: principal.merchantId,
      });
    },
  );
}
