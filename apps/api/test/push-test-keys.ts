import type { PushSettings } from '#api/config-push';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, generateVapidKeyPair } from '#api/lib/vapid-keys';

/** One VAPID key pair per test process: what a production environment must name. */
const keys = generateVapidKeyPair();

/** The VAPID variables a production `loadConfig` needs (docs/notifications.md#web-push). */
export const testVapidEnv = {
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: 'mailto:testes@suavez.app',
} as const;

/** The push settings of the test configuration: the pair above and the default push services' hosts. */
export const testPushSettings: PushSettings = {
  vapid: { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: testVapidEnv.VAPID_SUBJECT },
  endpointHosts: DEFAULT_PUSH_ENDPOINT_HOSTS,
};
