import { z } from 'zod';

const ratingSchema = z
  .number({ error: 'Dê uma nota de 1 a 5' })
  .int({ error: 'Dê uma nota de 1 a 5' })
  .min(1, { error: 'Dê uma nota de 1 a 5' })
  .max(5, { error: 'Dê uma nota de 1 a 5' });

/** `GET /feedback/available?queueId`: 204 when the entry reached check-in and was not rated yet, else 404. */
export const feedbackAvailableQuerySchema = z.object({ queueId: z.uuid({ error: 'Fila inválida' }) });

/**
 * `POST /feedback/v1/check-in`: three ratings 1..5, once per entry. First: the wait; second: the welcome
 * on arrival; third: the visit overall (the questions are the web's).
 */
export const sendFeedbackBodySchema = z.object({
  queueId: z.uuid({ error: 'Fila inválida' }),
  firstRating: ratingSchema,
  secondRating: ratingSchema,
  thirdRating: ratingSchema,
});
export type SendFeedbackBody = z.infer<typeof sendFeedbackBodySchema>;
