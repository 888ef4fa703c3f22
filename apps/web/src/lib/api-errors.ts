import { ApiError } from './api-client';
import { dismissNotification, notify } from './notify';

export interface ToastApiErrorOptions {
  /**
   * Show the server's own message instead of the fallback when it refused the request (a 4xx: joining the
   * queue and verifying the code show the server's text: docs/screens.md#texts). A server failure (5xx) or
   * no answer shows the screen's own message: 'Erro interno.' would tell the diner less.
   */
  preferServerMessage?: boolean;
}

/**
 * The one place a failed call becomes an error toast. Shows the message the specification names for
 * the screen (`fallbackMessage`); the same message is shown once at a time, so a failing poll does not
 * pile toasts up. Cancellations show nothing. Redirects (401 on merchant calls, 406 on catalog calls)
 * stay with the caller.
 */
export function toastApiError(
  error: unknown,
  fallbackMessage: string,
  options: ToastApiErrorOptions = {},
): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const message =
    options.preferServerMessage &&
    error instanceof ApiError &&
    error.code !== 'NETWORK_ERROR' &&
    error.status < 500
      ? error.message
      : fallbackMessage;
  notify('error', message, { toastId: apiErrorToastId(message) });
}

function apiErrorToastId(message: string): string {
  return `api-error:${message}`;
}

/** Closes the error toast `toastApiError` showed with `message` (e.g. a failed login once one succeeds). */
export function dismissApiErrorToast(message: string): void {
  dismissNotification(apiErrorToastId(message));
}
