import { type ErrorCode, errorMessages } from '@suavez/shared/errors';

/** A failure a service reports; the error handler turns it into an HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? errorMessages[code]);
    this.name = 'AppError';
  }
}

/** HTTP status for each error code (the only place that knows). */
export const httpStatusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_BODY: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  CATALOG_FORBIDDEN: 406,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  INVALID_TRANSITION: 409,
  CONFLICT: 409,
  PHONE_IN_QUEUE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  LINK_GONE: 410,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};
