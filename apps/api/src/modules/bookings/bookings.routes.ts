import {
  bookingAvailabilityQuerySchema,
  bookingAvailabilitySchema,
  bookingConsumerQuerySchema,
  bookingListSchema,
  bookingParamsSchema,
  bookingSchema,
  createBookingBodySchema,
} from '@suavez/shared/contracts/bookings.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { getBookingAvailability } from './booking-availability.service';
import { cancelConsumerBooking, getConsumerBooking, listConsumerBookings } from './consumer-bookings.service';
import { createConsumerBooking } from './create-consumer-booking.service';

/**
 * The diner's bookings (rules §13 'Availability', 'Booking'; docs/bookings.md): anyone reads the free times;
 * booking, the own list, one booking and cancelling need the consumer session (as `POST /queue`), and
 * another diner's booking answers 403.
 */
export function registerBookingsRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    '/bookings/availability',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Horários livres para reservar numa data, para um grupo (hora local do restaurante)',
        querystring: bookingAvailabilityQuerySchema,
        response: { 200: bookingAvailabilitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getBookingAvailability({ db: ctx.database.db, clock: ctx.clock, ...request.query }),
  );

  api.post(
    '/bookings',
    {
      config: { consumer: {} },
      schema: {
        tags: ['bookings'],
        summary: 'Reservar uma mesa: o servidor escolhe a menor mesa livre que cabe o grupo',
        body: createBookingBodySchema,
        response: { 201: bookingSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await createConsumerBooking({
        db: ctx.database.db,
        clock: ctx.clock,
        consumerId: request.consumerId,
        ...request.body,
      });
      return reply.status(201).send(booking);
    },
  );

  api.get(
    '/bookings',
    {
      config: { consumer: { consumerIdIn: 'query.consumerId' } },
      schema: {
        tags: ['bookings'],
        summary: 'As reservas do cliente, da mais nova para a mais antiga',
        querystring: bookingConsumerQuerySchema,
        response: { 200: bookingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listConsumerBookings({ db: ctx.database.db, clock: ctx.clock, consumerId: request.consumerId }),
  );

  api.get(
    '/bookings/:id',
    {
      config: { consumer: {} },
      schema: {
        tags: ['bookings'],
        summary: 'Uma reserva do cliente',
        params: bookingParamsSchema,
        response: { 200: bookingSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      getConsumerBooking({
        db: ctx.database.db,
        clock: ctx.clock,
        consumerId: request.consumerId,
        id: request.params.id,
      }),
  );

  api.post(
    '/bookings/:id/cancel',
    {
      config: { consumer: {} },
      schema: {
        tags: ['bookings'],
        summary: 'Cancelar a própria reserva antes do horário',
        params: bookingParamsSchema,
        response: { 200: bookingSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      cancelConsumerBooking({
        db: ctx.database.db,
        clock: ctx.clock,
        consumerId: request.consumerId,
        id: request.params.id,
      }),
  );
}
