import { z } from 'zod';
import { errorCodes } from '../errors';

/** The body of every error answer: a pt-BR message a person can read, and the machine code. */
export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
