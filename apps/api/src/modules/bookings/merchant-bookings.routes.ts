import {
  arriveBookingQuerySchema,
  bookingParamsSchema,
  bookingSettingsSchema,
  createMerchantBookingBodySchema,
  merchantBookingListSchema,
  merchantBookingSchema,
  merchantBookingsQuerySchema,
} from '@suavez/shared/contracts/bookings.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { audited, auditOf } from '#api/modules/audit/audit';
import { arriveBooking } from './arrive-booking.service';
import { confirmBookingDeposit } from './booking-deposit.service';
import { updateBookingSettings } from './booking-settings.service';
import { createMerchantBooking } from './create-merchant-booking.service';
import { getMerchantBooking, listMerchantBookings, moveMerchantBooking } from './merchant-bookings.service';

/**
 * The restaurant's side of bookings (rules §13 'Booking settings', 'The host'; docs/bookings.md): the owner
 * sets the rules; the owner and the host read the day, take a booking by phone, seat an arriving party, mark
 * a no-show or cancel. Another restaurant's booking → 403. Every write is in the audit trail.
 */
export function registerMerchantBookingsRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];
  const host = { merchant: { allow: 'queue' } } as const;

  api.put(
    '/merchant/bookings',
    {
      config: { merchant: { allow: 'settings' } },
      schema: {
        tags: ['bookings'],
        summary:
          'Regras das reservas: ativas, intervalo, duração, antecedência, dias à frente, grupo, mesa guardada',
        security,
        body: bookingSettingsSchema,
        response: { 200: bookingSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          updateBookingSettings({
            db: tx,
            clock: ctx.clock,
            merchantId: request.merchant.merchantId,
            settings: request.body,
          }),
        describe: (settings) => ({
          action: 'settings.bookings',
          targetKind: 'merchant',
          targetId: request.merchant.merchantId,
          detail: {
            enabled: settings.enabled,
            slotMinutes: settings.slotMinutes,
            durationMinutes: settings.durationMinutes,
            holdMinutes: settings.holdMinutes,
            depositCents: settings.depositCents,
          },
        }),
      }),
  );

  api.get(
    '/merchant/bookings',
    {
      config: host,
      schema: {
        tags: ['bookings'],
        summary: 'As reservas de um dia, por horário',
        security,
        querystring: merchantBookingsQuerySchema,
        response: { 200: merchantBookingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listMerchantBookings({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        date: request.query.date,
      }),
  );

  api.post(
    '/merchant/bookings',
    {
      config: host,
      schema: {
        tags: ['bookings'],
        summary: 'Anotar uma reserva feita por telefone (mesma regra de horários livres)',
        security,
        body: createMerchantBookingBodySchema,
        response: { 201: merchantBookingSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const booking = await createMerchantBooking({
        db: ctx.database.db,
        clock: ctx.clock,
        actor: request.merchant,
        ...request.body,
      });
      return reply.status(201).send(booking);
    },
  );

  api.post(
    '/merchant/bookings/:id/arrive',
    {
      config: host,
      schema: {
        tags: ['bookings'],
        summary: 'O grupo da reserva chegou: senta na mesa (a reservada, ou a informada) como um check-in',
        security,
        params: bookingParamsSchema,
        querystring: arriveBookingQuerySchema,
        response: { 200: merchantBookingSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      arriveBooking({
        db: ctx.database.db,
        clock: ctx.clock,
        actor: request.merchant,
        id: request.params.id,
        table: request.query.table,
        force: request.query.force,
      }),
  );

  api.post(
    '/merchant/bookings/:id/deposit/confirm',
    {
      config: host,
      schema: {
        tags: ['bookings'],
        summary: 'O sinal da reserva foi pago: a reserva passa a confirmada',
        security,
        params: bookingParamsSchema,
        response: { 200: merchantBookingSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const id = await confirmBookingDeposit({
        db: ctx.database.db,
        clock: ctx.clock,
        actor: request.merchant,
        id: request.params.id,
      });
      return getMerchantBooking({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        id,
      });
    },
  );

  for (const [path, to, summary] of [
    ['no-show', 'NO_SHOW', 'O grupo da reserva não veio'],
    ['cancel', 'CANCELED', 'Cancelar a reserva'],
  ] as const) {
    api.post(
      `/merchant/bookings/:id/${path}`,
      {
        config: host,
        schema: {
          tags: ['bookings'],
          summary,
          security,
          params: bookingParamsSchema,
          response: { 200: merchantBookingSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) =>
        moveMerchantBooking({
          db: ctx.database.db,
          clock: ctx.clock,
          actor: request.merchant,
          id: request.params.id,
          to,
        }),
    );
  }
}
