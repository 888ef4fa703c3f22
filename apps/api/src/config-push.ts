import { z } from 'zod';
import {
  DEFAULT_PUSH_ENDPOINT_HOSTS,
  DEV_VAPID_SUBJECT,
  findVapidKeyProblem,
  isVapidSubject,
  parsePushEndpointHosts,
  readOrCreateDevVapidKeys,
  type VapidKeys,
} from './lib/vapid-keys';

/** The VAPID identity and where subscriptions may point (docs/notifications.md#web-push). */
export interface PushSettings {
  vapid: VapidKeys;
  /** Push services' hosts an endpoint may name (`*.` entries match subdomains). */
  endpointHosts: readonly string[];
}

/** The variables that configure Web Push, as the environment schema reads them. */
export const pushEnvShape = {
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
};

type PushEnv = { [K in keyof typeof pushEnvShape]?: string | undefined };

/**
 * The VAPID keys from the environment; outside production, when both keys are unset, a pair generated once
 * into DATA_DIR (like the JWT secret). Production refuses to start without them: a key made up at start
 * would orphan every browser's subscription at the next deploy. Throws a message that says what to fix.
 */
export function readPushSettings(env: PushEnv, isProduction: boolean, dataDir: string): PushSettings {
  const hasKeys = Boolean(env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY);
  if (isProduction && (!hasKeys || !env.VAPID_SUBJECT)) {
    throw new Error(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT são obrigatórias em produção (NODE_ENV=production); ' +
        'gere o par com: npx web-push generate-vapid-keys',
    );
  }
  const keys = hasKeys
    ? { publicKey: env.VAPID_PUBLIC_KEY ?? '', privateKey: env.VAPID_PRIVATE_KEY ?? '' }
    : readOrCreateDevVapidKeys(dataDir);
  const problem = findVapidKeyProblem(keys.publicKey, keys.privateKey);
  if (problem) throw new Error(`Chaves VAPID inválidas: ${problem}.`);
  const subject = env.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT;
  if (!isVapidSubject(subject)) {
    throw new Error('VAPID_SUBJECT deve ser um endereço mailto: ou uma URL https:.');
  }
  const endpointHosts =
    env.PUSH_ENDPOINT_HOSTS === undefined
      ? DEFAULT_PUSH_ENDPOINT_HOSTS
      : parsePushEndpointHosts(env.PUSH_ENDPOINT_HOSTS);
  if (!endpointHosts) {
    throw new Error(
      'PUSH_ENDPOINT_HOSTS deve ser uma lista de hosts separados por vírgula, como ' +
        'fcm.googleapis.com,*.notify.windows.com.',
    );
  }
  return { vapid: { ...keys, subject }, endpointHosts };
}
