import { type ErrorCode, errorMessages } from '@suavez/shared/errors';
import { getCookie } from './cookies';

/** Where the API lives: one setting, the same origin under /api unless a deployment moves it. */
export const apiBase: string = import.meta.env.VITE_API_BASE ?? '/api';

/** Shown when the server cannot be reached or answers something that is not our JSON. */
export const communicationErrorMessage = 'Erro de comunicação com o servidor.';

/**
 * A server error code (see `@suavez/shared/errors`), or one the client makes up: `NETWORK_ERROR` (no
 * answer), `INVALID_RESPONSE` (an answer that is not the expected JSON) or `UNKNOWN` (an error body
 * without a known code).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN';

/** A failed call: the HTTP status (0 when there was no answer) and the server's `{code, message}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Whether `error` is an ApiError, optionally with one of the given statuses. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Anything with zod's `parse`; keeps zod itself out of this module. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Query parameters; null and undefined are left out, arrays become comma lists
   * (docs/queue.md#reading-the-queue).
   */
  query?: Record<string, QueryValue>;
  /** Sent as JSON; omit it for the calls whose body is empty. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Validates (and types) the answer; a mismatch throws ApiError `INVALID_RESPONSE`. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

/** Joins the API base, the path and the query string. */
export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const queryString = search.toString();
  const base = apiBase.endsWith('/') ? apiBase.slice(0, -1) : apiBase;
  return `${base}${path.startsWith('/') ? path : `/${path}`}${queryString ? `?${queryString}` : ''}`;
}

/**
 * Calls the API: JSON in and out, the merchant's bearer token from the `access_token` cookie when
 * present, the consumer's session cookie (same origin). Resolves with the parsed (and, with `schema`,
 * validated) answer, `undefined` for an empty one; rejects with ApiError for any failure except an abort.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getCookie('access_token');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    // Let react-query (or the caller) see its own cancellations as such.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', communicationErrorMessage, { cause: error });
  }

  const text = await response.text();
  let data: unknown;
  let isJson = true;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      isJson = false;
    }
  }

  if (!response.ok) throw toApiError(response.status, isJson ? data : undefined);
  if (!isJson) throw new ApiError(response.status, 'INVALID_RESPONSE', communicationErrorMessage);
  if (!options.schema || text === '') return data as T;
  try {
    return options.schema.parse(data);
  } catch (error) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', communicationErrorMessage, { cause: error });
  }
}

/** Turns an error answer into an ApiError, keeping the server's pt-BR message when it sent one. */
export function toApiError(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) {
    return new ApiError(status, 'UNKNOWN', communicationErrorMessage);
  }
  const { code, message } = body as { code?: unknown; message?: unknown };
  const knownCode =
    typeof code === 'string' && Object.hasOwn(errorMessages, code) ? (code as ErrorCode) : null;
  const text =
    typeof message === 'string' && message.trim() !== ''
      ? message
      : knownCode
        ? errorMessages[knownCode]
        : communicationErrorMessage;
  return new ApiError(status, knownCode ?? 'UNKNOWN', text);
}
