import { createBrowserKeys } from '#test/web-push-crypto';
import { type MatrixRow, open, row } from './access-matrix-rows';

// A browser subscription on the loopback (accepted outside production, where the matrix runs).
const subscription = {
  endpoint: 'http://127.0.0.1:9/push/access-matrix',
  expirationTime: null,
  keys: createBrowserKeys().json,
};

/**
 * Web Push (docs/notifications.md#web-push): the server's key is public; any consumer with a session keeps
 * or forgets its own browser's subscription (the body names no one else's row: a DELETE of an endpoint the
 * caller does not hold changes nothing); a merchant's token is no consumer session.
 */
export const pushRows: MatrixRow[] = [
  row('GET /api/push/key', open(200), () => ({ url: '/api/push/key' })),
  row('PUT /api/push/subscription', [401, 401, 204, 204, 204, 401], () => ({
    url: '/api/push/subscription',
    payload: subscription,
  })),
  row('DELETE /api/push/subscription', [401, 401, 204, 204, 204, 401], () => ({
    url: '/api/push/subscription',
    payload: { endpoint: subscription.endpoint },
  })),
  // The diner's language (rules.md §16) is the session's own consumer's: the body names no one else.
  row('PUT /api/consumer/language', [401, 401, 204, 204, 204, 401], () => ({
    url: '/api/consumer/language',
    payload: { lang: 'es' },
  })),
];
