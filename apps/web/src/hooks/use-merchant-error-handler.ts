import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { notifySessionLost, useMerchantLogout } from './use-merchant-logout';

/** What differs between the merchant screens when a call fails. */
export interface MerchantErrorOptions {
  /**
   * What a 401 toasts before the logout: 'Sessão perdida' (the default), or the failed call's own message
   * (the catalog screens, as the specification's catalog client does).
   */
  sessionLostToast?: 'session-lost' | 'call-message';
  /**
   * Back to /merchant after a 406 (another merchant's catalog) and after a load that got no answer: the
   * catalog screens have nothing to show then (docs/access.md#status-codes).
   */
  isLeavingOnRefusal?: boolean;
}

/** The failed call: a load (a query) or an action. */
export interface FailedCallOptions {
  isLoad?: boolean;
}

/** The parts of a query's state its error toast needs. */
export interface FailedQueryState {
  error: unknown;
  errorUpdatedAt: number;
  isError: boolean;
}

/** What a failed merchant call leads to: the toast it shows, and where the screen goes. */
export interface MerchantErrorOutcome {
  toast: 'session-lost' | 'call-message';
  next: 'login' | 'home' | 'stay';
}

/**
 * A 401 (expired or revoked token) ends the session: to /login/merchant. Anything else toasts the call's
 * message and stays, except, with `isLeavingOnRefusal`, a 406 or a load that got no answer: to /merchant.
 */
export function decideMerchantError(
  error: unknown,
  options: MerchantErrorOptions = {},
  call: FailedCallOptions = {},
): MerchantErrorOutcome {
  if (isApiError(error, 401)) return { toast: options.sessionLostToast ?? 'session-lost', next: 'login' };
  const isRefused = isApiError(error, 406) || (call.isLoad === true && isApiError(error, 0));
  return { toast: 'call-message', next: options.isLeavingOnRefusal && isRefused ? 'home' : 'stay' };
}

/**
 * Turns a failed merchant call into what the merchant sees (`decideMerchantError`); the call's message
 * is toasted once at a time (lib/api-errors.ts).
 */
export function useMerchantErrorHandler(
  options: MerchantErrorOptions = {},
): (error: unknown, message: string, call?: FailedCallOptions) => void {
  const [, navigate] = useLocation();
  const logout = useMerchantLogout();
  const { sessionLostToast, isLeavingOnRefusal } = options;
  return useCallback(
    (error, message, call) => {
      const outcome = decideMerchantError(error, { sessionLostToast, isLeavingOnRefusal }, call);
      if (outcome.toast === 'session-lost') notifySessionLost();
      else toastApiError(error, message);
      if (outcome.next === 'login') logout();
      else if (outcome.next === 'home') navigate('/merchant');
    },
    [logout, navigate, sessionLostToast, isLeavingOnRefusal],
  );
}

/** Reports a failed load as `useMerchantErrorHandler` does, once per failure. */
export function useMerchantQueryError(
  query: FailedQueryState,
  message: string,
  options: MerchantErrorOptions = {},
): void {
  const handleError = useMerchantErrorHandler(options);
  const { error, errorUpdatedAt, isError } = query;
  useEffect(() => {
    if (isError && errorUpdatedAt > 0) handleError(error, message, { isLoad: true });
  }, [isError, error, errorUpdatedAt, handleError, message]);
}
