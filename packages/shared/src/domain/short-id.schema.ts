import { z } from 'zod';
import { normalizeShortId, SHORT_ID_PATTERN } from './short-id';

/** A short id from a query or a form: normalised, then checked. */
export const shortIdSchema = z
  .string()
  .transform(normalizeShortId)
  .pipe(z.string().regex(SHORT_ID_PATTERN, 'O código curto tem de 5 a 8 letras ou números.'));
