import {
  deleteWorkShiftQuerySchema,
  merchantFullSchema,
  merchantIdQuerySchema,
  toggleAutomationQuerySchema,
  updateTextChannelQuerySchema,
  updateWorkShiftsBodySchema,
} from '@suavez/shared/contracts/merchant.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { audited, auditOf } from '#api/modules/audit/audit';
import { deleteMerchantWorkShift } from './delete-work-shift.service';
import { getMerchantFull } from './get-merchant-full.service';
import { toggleMerchantAutomation } from './toggle-automation.service';
import { toggleMerchantOpen } from './toggle-open.service';
import { updateTextChannel } from './update-text-channel.service';
import { updateWorkShifts } from './update-work-shifts.service';

/**
 * The merchant's own settings (docs/queue.md#open-state): `GET /merchant/full`, work shifts, automation and
 * open/closed. Each call names the merchant in `id`, which must be the session's (403 otherwise); every
 * change answers the merchant as it now is, so the screen shows the server's state.
 */
export function registerMerchantRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  // The merchant is the session's own (another id is 403), so only a missing work shift answers 404.
  const response = { 200: merchantFullSchema, ...errorResponses(400, 401, 403) };
  const config = { merchant: { allow: 'settings', merchantIdIn: 'query.id' } } as const;
  // What every answer needs besides the request: the database, the clock, whether WhatsApp can be chosen
  // (and the number diners write to), the public address the screens' links are made from.
  const base = () => ({
    db: app.ctx.database.db,
    clock: app.ctx.clock,
    whatsAppAvailable: app.ctx.config.whatsApp !== undefined,
    whatsAppNumber: app.ctx.config.whatsApp?.inbound?.number,
    publicUrl: app.ctx.config.publicUrl,
  });
  // Every change runs in one transaction with its audit row (docs/audit.md): the service's own transaction
  // becomes a savepoint of it.
  const onMerchant = (id: string) => ({ targetKind: 'merchant' as const, targetId: id });
  const onOff = (on: boolean) => (on ? 'ON' : 'OFF');

  api.get(
    '/merchant/full',
    {
      config: { merchant: { allow: 'viewMerchant', merchantIdIn: 'query.id' } },
      schema: {
        tags: ['merchant'],
        summary: 'Dados completos do estabelecimento (home do estabelecimento)',
        security,
        querystring: merchantIdQuerySchema,
        response,
      },
    },
    async (request) =>
      getMerchantFull({
        ...base(),
        merchantId: request.merchant.merchantId,
      }),
  );

  api.patch(
    '/merchant/workshift',
    {
      config,
      schema: {
        tags: ['merchant'],
        summary: 'Substituir os horários de funcionamento de um dia da semana',
        security,
        querystring: merchantIdQuerySchema,
        body: updateWorkShiftsBodySchema,
        response,
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          updateWorkShifts({
            ...base(),
            db: tx,
            merchantId: request.merchant.merchantId,
            weekday: request.body.weekday,
            shifts: request.body.workshifts,
          }),
        describe: (merchant) => ({
          action: 'settings.workshift',
          ...onMerchant(merchant.id),
          detail: {
            weekday: request.body.weekday,
            shifts: request.body.workshifts.map((shift) => `${shift.open}-${shift.close}`).join(', '),
          },
        }),
      }),
  );

  api.delete(
    '/merchant/workshift',
    {
      config,
      schema: {
        tags: ['merchant'],
        summary: 'Remover um horário de funcionamento (workShift=dia-abertura-fechamento)',
        security,
        querystring: deleteWorkShiftQuerySchema,
        response: { ...response, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          deleteMerchantWorkShift({
            ...base(),
            db: tx,
            merchantId: request.merchant.merchantId,
            workShift: request.query.workShift,
          }),
        describe: (merchant) => ({
          action: 'settings.workshift_delete',
          ...onMerchant(merchant.id),
          detail: { shift: request.query.workShift },
        }),
      }),
  );

  api.patch(
    '/merchant/toggle/automation',
    {
      config,
      schema: {
        tags: ['merchant'],
        summary:
          'Ligar ou desligar uma automação (AUTO_ACCEPT_CONSUMER, AUTO_QUEUE, NOTIFY_SMS ou KITCHEN_PRINT_ON_ARRIVAL)',
        security,
        querystring: toggleAutomationQuerySchema,
        response,
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          toggleMerchantAutomation({
            ...base(),
            db: tx,
            merchantId: request.merchant.merchantId,
            automation: request.query.automation,
          }),
        describe: (merchant) => {
          const on = {
            AUTO_ACCEPT_CONSUMER: merchant.autoAcceptConsumer,
            AUTO_QUEUE: merchant.autoQueue,
            NOTIFY_SMS: merchant.notifySms,
            KITCHEN_PRINT_ON_ARRIVAL: merchant.kitchenPrintOnArrival,
          }[request.query.automation];
          return {
            action: 'settings.automation',
            ...onMerchant(merchant.id),
            before: onOff(!on),
            after: onOff(on),
            detail: { automation: request.query.automation },
          };
        },
      }),
  );

  api.patch(
    '/merchant/text-channel',
    {
      config,
      schema: {
        tags: ['merchant'],
        summary: 'Escolher o canal do aviso de chamada por mensagem (sms ou whatsapp, se configurado)',
        security,
        querystring: updateTextChannelQuerySchema,
        // WhatsApp chosen on a server without a WhatsApp account: 409.
        response: { ...response, ...errorResponses(403, 409) },
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          updateTextChannel({
            ...base(),
            db: tx,
            merchantId: request.merchant.merchantId,
            channel: request.query.channel,
          }),
        describe: (merchant) => ({
          action: 'settings.text_channel',
          ...onMerchant(merchant.id),
          after: merchant.textChannel,
        }),
      }),
  );

  api.patch(
    '/merchant/toggle/open',
    {
      config: { merchant: { allow: 'openState', merchantIdIn: 'query.id' } },
      schema: {
        tags: ['merchant'],
        summary: 'Abrir ou fechar a loja (fechar também desliga a abertura automática)',
        security,
        querystring: merchantIdQuerySchema,
        response,
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) => toggleMerchantOpen({ ...base(), db: tx, merchantId: request.merchant.merchantId }),
        describe: (merchant) => ({
          action: 'store.open',
          ...onMerchant(merchant.id),
          before: merchant.isOpen ? 'CLOSED' : 'OPEN',
          after: merchant.isOpen ? 'OPEN' : 'CLOSED',
        }),
      }),
  );
}
