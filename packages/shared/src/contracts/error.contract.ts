import { z } from 'zod';
import { errorCodes } from '../errors';

/**
 * The body of every error answer: a message a person can read (pt-BR, or es / en when the call's
 * `Accept-Language` asks for it: docs/languages.md#errors), and the machine code, the same in every language.
 */
export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
