import { AppError } from '#api/lib/app-error';

/** A 429 that knows when the client may try again (sent as `Retry-After`), and which limit it hit. */
export class RateLimitError extends AppError {
  constructor(
    message: string | undefined,
    readonly retryAfterSeconds: number,
    /** A shared counter's scope ('sms-day') and count after this attempt (max + 1 on the first refusal). */
    readonly over?: { scope: string; count: number },
  ) {
    super('RATE_LIMITED', message);
  }
}
