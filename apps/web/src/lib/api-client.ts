import { type ErrorCode, errorCodes } from '@suavez/shared/errors';
import { currentLanguage, t } from '@/lib/i18n/i18n';
import { getCookie } from './cookies';

/** Where the API lives: one setting, the same origin under /api unless a deployment moves it. */
export const apiBase: string = import.meta.env.VITE_API_BASE ?? '/api';

/** Shown when the server cannot be reached or answers something that is not our JSON. */
/** When the server could not be reached or answered nonsense, in the page's language. */
export function communicationErrorMessage(): string {
  return t('common.communicationError');
}

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

/** The longest `Retry-After` the client honours, so a wrong header cannot stop the polls for long. */
const maxServerBusyMs = 60_000;

/** Until when (epoch ms) the server asked for quiet with a 503 and `Retry-After` (its load shedding). */
let serverBusyUntil = 0;

/** `Retry-After` in milliseconds (seconds, or an HTTP date), capped at a minute; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), maxServerBusyMs);
}

/** Forgets a `Retry-After` the server sent (tests). */
export function resetServerBusy(): void {
  serverBusyUntil = 0;
}

/** Resolves once the server's `Retry-After` has passed (at once when it sent none), or on abort. */
function waitWhileServerBusy(signal: AbortSignal | undefined): Promise<void> {
  const wait = serverBusyUntil - Date.now();
  if (wait <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, wait);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Calls the API: JSON in and out, the merchant's bearer token from the `access_token` cookie when
 * present, the consumer's session cookie (same origin). Resolves with the parsed (and, with `schema`,
 * validated) answer, `undefined` for an empty one; rejects with ApiError for any failure except an abort.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  // The diner's language (rules.md §16): error messages and the menu's texts come back in it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = getCookie('access_token');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);
  // After a 503 with Retry-After (the server shedding load), reads wait it out instead of adding to the
  // crowd: the polls of every screen slow down together. What a person asked for (a POST…) is sent.
  const method = options.method ?? 'GET';
  if (method === 'GET') await waitWhileServerBusy(options.signal);

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    // Let react-query (or the caller) see its own cancellations as such.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', communicationErrorMessage(), { cause: error });
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

  if (response.status === 503) {
    // A little jitter, so the phones that were refused together do not come back together.
    const wait = retryAfterMs(response.headers.get('retry-after'));
    if (wait !== null) serverBusyUntil = Math.max(serverBusyUntil, Date.now() + wait + Math.random() * 1000);
  }
  if (!response.ok) throw toApiError(response.status, isJson ? data : undefined);
  if (!isJson) throw new ApiError(response.status, 'INVALID_RESPONSE', communicationErrorMessage());
  if (!options.schema || text === '') return data as T;
  try {
    return options.schema.parse(data);
  } catch (error) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', communicationErrorMessage(), { cause: error });
  }
}

/** Turns an error answer into an ApiError, keeping the server's pt-BR message when it sent one. */
export function toApiError(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) {
    return new ApiError(status, 'UNKNOWN', communicationErrorMessage());
  }
  const { code, message } = body as { code?: unknown; message?: unknown };
  const knownCode =
    typeof code === 'string' && (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : null;
  // Our server always says what went wrong; anything else (a proxy's page) is a communication error.
  const text = typeof message === 'string' && message.trim() !== '' ? message : communicationErrorMessage();
  return new ApiError(status, knownCode ?? 'UNKNOWN', text);
}
