import { z } from 'zod';
import { INVALID_PHONE_MESSAGE, isValidPhoneDigits } from './phone';

/** Zod schema of a stored phone: digits only, a valid mobile with DDD. */
export const phoneDigitsSchema = z.string().refine(isValidPhoneDigits, { error: INVALID_PHONE_MESSAGE });
