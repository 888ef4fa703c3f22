import type { MerchantErrorOptions } from '@/hooks/use-merchant-error-handler';

/**
 * How the catalog screens report a failed call (docs/access.md#status-codes): a 401 toasts the
 * call's own message before the logout, and a 406 (another merchant's catalog) or a load that got no
 * answer goes back to /merchant.
 */
export const catalogErrorOptions: MerchantErrorOptions = {
  sessionLostToast: 'call-message',
  isLeavingOnRefusal: true,
};
