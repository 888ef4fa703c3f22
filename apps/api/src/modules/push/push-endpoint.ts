import { createECDH } from 'node:crypto';
import { isAllowedPushHost } from '#api/lib/vapid-keys';

/** Where the server may post a push message (docs/notifications.md#web-push). */
export interface PushEndpointPolicy {
  isProduction: boolean;
  /** `PUSH_ENDPOINT_HOSTS`: the push services' hosts. */
  endpointHosts: readonly string[];
}

/** 400 messages of a subscription the server refuses. */
export const pushEndpointMessages = {
  invalid: 'Endereço de notificação inválido.',
  notHttps: 'O endereço de notificação deve usar https.',
  unknownService: 'Este serviço de notificação não é aceito.',
  invalidKey: 'Chave de notificação inválida.',
} as const;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why the server would not post to `endpoint`, or null when it may. The server never posts to an address a
 * diner chose: only `https:` on the default port to a push service's host (PUSH_ENDPOINT_HOSTS). Outside
 * production, `http:` or `https:` on the loopback too, where the tests' fake push service listens. Checked when
 * a browser subscribes and again before each send (the list may have changed since).
 */
export function findPushEndpointProblem(endpoint: string, policy: PushEndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return pushEndpointMessages.invalid;
  }
  if (url.username || url.password || url.hash) return pushEndpointMessages.invalid;
  const isLoopback = loopbackHosts.has(url.hostname);
  if (isLoopback && !policy.isProduction) {
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : pushEndpointMessages.notHttps;
  }
  if (url.protocol !== 'https:') return pushEndpointMessages.notHttps;
  if (url.port !== '' || !isAllowedPushHost(url.hostname, policy.endpointHosts)) {
    return pushEndpointMessages.unknownService;
  }
  return null;
}

/** Whether `p256dh` (base64url) is a point on P-256 that a payload can be encrypted for. */
export function isPushKeyValid(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    // Computing a secret with the point fails when it is not on the curve.
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}
