import type { ErrorCode } from '@suavez/shared/errors';
import { errorMessages } from '@suavez/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, httpStatusByCode } from '#api/lib/app-error';
import { errorLanguage, localizeErrorMessage } from '#api/lib/localize-error';
import { isQuietRoute } from '#api/lib/quiet-requests';

/** Fastify's own error codes that a client causes, and the code we answer with. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** PostgreSQL constraint violations that reach the handler un-translated are the client's fault. */
const pgCodes: Record<string, ErrorCode> = {
  '23505': 'CONFLICT',
  '23514': 'VALIDATION_FAILED',
  '23503': 'NOT_FOUND',
  '22P02': 'VALIDATION_FAILED',
  // A NUL (0x00) in a text or JSON value: PostgreSQL cannot store it, and no field of ours needs one.
  '22021': 'VALIDATION_FAILED',
  '22P05': 'VALIDATION_FAILED',
};

function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const where = error.validationContext ?? 'body';
    const label = field ? `${where}.${field}` : where;
    const detail = (first?.message ?? 'valor inválido').replace(/[.\s]+$/, '');
    return `Dados inválidos em ${label}: ${detail}.`;
  }
  return errorMessages.VALIDATION_FAILED;
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode or a path parameter over its length limit never
 * reaches a route nor the error handler, so it is answered here in the same `{code, message}` shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code: ErrorCode = (error.statusCode ?? 500) < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
  const message = localizeErrorMessage(errorMessages[code], code, errorLanguage(request));
  void reply.status(httpStatusByCode[code]).send({ code, message });
}

/**
 * One error handler: codes to statuses, `{code, message}` bodies in the call's language (pt-BR unless its
 * `Accept-Language` asks for es or en: lib/localize-error.ts), never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let code: ErrorCode;
    let message: string;
    if (error instanceof AppError) {
      code = error.code;
      message = error.message;
    } else if (error.validation) {
      code = 'VALIDATION_FAILED';
      message = describeValidation(error);
    } else if (error.code && fastifyCodes[error.code]) {
      code = fastifyCodes[error.code] as ErrorCode;
      message = errorMessages[code];
    } else if (error.statusCode === 429) {
      code = 'RATE_LIMITED';
      message = errorMessages.RATE_LIMITED;
    } else {
      const pgCode = pgErrorCode(error);
      if (pgCode && pgCodes[pgCode]) {
        code = pgCodes[pgCode] as ErrorCode;
        message = errorMessages[code];
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        code = 'VALIDATION_FAILED';
        message = errorMessages.VALIDATION_FAILED;
      } else {
        code = 'INTERNAL';
        message = errorMessages.INTERNAL;
      }
    }
    const status = httpStatusByCode[code];
    if (status >= 500) request.log.error({ err: error }, 'requisição falhou');
    else if (isQuietRoute(request.method, request.routeOptions.url)) {
      request.log.debug({ code, status, detail: error.message }, 'requisição recusada');
    } else request.log.info({ code, status, detail: error.message }, 'requisição recusada');
    void reply
      .status(status)
      .send({ code, message: localizeErrorMessage(message, code, errorLanguage(request)) });
  });
}
