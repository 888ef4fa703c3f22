import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type EmailSettings, emailEnvShape, readEmailSettings } from './config-email';
import { type PhotoSettings, photosEnvShape, readPhotoSettings } from './config-photos';
import { type PushSettings, pushEnvShape, readPushSettings } from './config-push';
import { readWhatsAppSettings, type WhatsAppSettings, whatsAppEnvShape } from './config-whatsapp';

/** Everything the server reads from the environment (README.md#configuration). */
export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  smsProvider: 'outbox' | 'http';
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** The WhatsApp account that may carry the call's text instead of an SMS; unset: SMS only. */
  whatsApp?: WhatsAppSettings | undefined;
  featureSmsVerification: boolean;
  /**
   * The secret a Pix provider signs its paid-charge notifications with (HMAC-SHA256, docs/pix.md#webhook);
   * unset: `POST /pix/webhook` answers 404 and only the restaurant confirms payments.
   */
  pixWebhookSecret?: string | undefined;
  demoData: boolean;
  logLevel: string;
  /** Built SPA to serve; unset serves no pages (API-only tests). */
  webDistDir: string | undefined;
  /** Public origin used in printed links (join link in the start log). */
  publicUrl: string;
  /** Host every page is served on ('www.suavez.app'); its bare (or www) alias redirects there. */
  canonicalHost?: string | undefined;
  /** How often passed queue deadlines are applied in the background; 0 turns it off. */
  deadlineSweepMs: number;
  /** How often the notification outbox is sent (docs/notifications.md#worker); 0 turns the worker off. */
  notificationWorkerMs: number;
  /** How often a process asks whether the daily retention run is due (docs/security.md); 0 turns it off. */
  retentionCheckMs: number;
  /**
   * How many proxies stand in front of the server: the client address is read that many hops back in
   * `X-Forwarded-For` (0: the socket's address; never "trust all", which lets a client pick its own IP).
   * Unset: 0 everywhere, production included: a server reached without a proxy that trusted one would let
   * a client pick its address past every per-address limit (docs/security.md, "Rate limits").
   */
  trustProxyHops?: number;
  /** Attempt limits of the calls a script would hammer (docs/security.md); tests set small numbers. */
  rateLimits: RateLimitSettings;
  /**
   * Whether the consumers' polls are answered from the per-process answer cache (docs/architecture.md,
   * "Answer cache"); off only to measure without it or to rule it out.
   */
  answerCache?: boolean;
  /**
   * Whether `/api/live/…` opens streams (default). Off, each answers 503 and the pages keep up by polling
   * alone (docs/architecture.md, "Live updates"): for a proxy that cannot hold a stream open, and for the
   * journeys that prove every polling cadence still works.
   */
  liveUpdates?: boolean;
  /** Caps and lifetime of the live streams (docs/security.md, "Live streams"); tests set small numbers. */
  liveStreams: LiveStreamSettings;
  /** Web Push (docs/notifications.md#web-push). */
  push: PushSettings;
  /** Where uploaded photos are stored (docs/photos.md#storage); unset: DATA_DIR/photos. */
  photos?: PhotoSettings;
  /** Where the account e-mails go (docs/email.md#providers); unset: the outbox. */
  email?: EmailSettings;
  /** The bearer token `GET /metrics` asks for; unset: no metrics are kept and the path answers 404. */
  metricsToken?: string | undefined;
  /**
   * How many server processes `server.ts` starts on one port (node:cluster, `cluster.ts`); on PGlite always
   * one, as the embedded database is one process per data folder. Unset: 1.
   */
  webConcurrency?: number;
  /**
   * API requests one process works on at once before it answers 503 with `Retry-After`
   * (plugins/load-shedding.plugin.ts); 0: no limit. Unset: 64 on PGlite, 512 on PostgreSQL.
   */
  maxInFlight?: number;
  /**
   * Mean event-loop delay (ms) past which the process answers 503 with `Retry-After` (the same load shedding);
   * 0: off. Unset: 200 with PGlite in production (its queries run on the server's thread), else off.
   */
  maxEventLoopDelayMs?: number;
}

/**
 * Open live streams allowed per server process (streams live in one process's memory, so the caps are
 * per process), and when an idle one is closed.
 */
export interface LiveStreamSettings {
  /** Streams one consumer session (its consumer) may hold. */
  perConsumer: number;
  /** Streams one merchant token (its `jti`, or the token itself) may hold. */
  perMerchantToken: number;
  /** Streams from one client address, whoever holds them: sized so only a flood reaches it. */
  perAddress: number;
  /** A stream that carried no event for this long is ended (the browser reconnects by itself); 0: never. */
  idleCloseMs: number;
}

/** At most `max` attempts per `windowMs` (fixed windows aligned on the epoch). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Calls are limited first per person or device (phone, consumer, e-mail, number), in database counters
 * every process shares. Per address there is a short burst limit in memory, per process (cheap: a flood
 * is cut before it reaches the database), and a shared ceiling (`…PerIpCeiling`) that holds across
 * processes; both sized so that a restaurant's Wi-Fi or a carrier's CGNAT address, which put hundreds of
 * people behind one address, never reach them (docs/security.md, "Rate limits", has the numbers and why).
 * Reads are never limited per address.
 */
export interface RateLimitSettings {
  /** Login attempts per address, in memory (argon2 costs CPU). */
  loginPerIp: RateLimit;
  /** Failed logins per address, shared (a successful login gives its attempt back). */
  loginPerIpCeiling: RateLimit;
  /** Failed logins per e-mail (a successful login gives its attempt back). */
  loginPerEmail: RateLimit;
  consumerPerIp: RateLimit;
  /** `POST /consumer` per address, shared: what one script may create in a day. */
  consumerPerIpCeiling: RateLimit;
  consumerPerPhone: RateLimit;
  /** `verify-code` and `resend-code`, each per address. */
  codePerIp: RateLimit;
  verifyPerConsumer: RateLimit;
  resendPerConsumer: RateLimit;
  contactPerIp: RateLimit;
  /** `POST /contact` per address, shared. */
  contactPerIpCeiling: RateLimit;
  /** Text messages sent to one phone, whatever the path (sign-up or resend). */
  smsPerPhone: RateLimit;
  /** Text messages sent on requests from one address, whatever the phone. */
  smsPerIp: RateLimit;
  /** Text messages sent in all, whatever the phone and the address: the bill's ceiling against a botnet. */
  smsPerDay: RateLimit;
  /** Call texts (SMS or WhatsApp) one restaurant sends (docs/notifications.md#text-messages). */
  textPerMerchantDay: RateLimit;
  /** WhatsApp messages one phone may write before the rest are kept unanswered (docs/whatsapp.md#limits). */
  whatsAppInboundPerPhone: RateLimit;
  /** `PUT`/`DELETE /push/subscription` per address, in memory (docs/notifications.md#web-push). */
  pushPerIp: RateLimit;
  /** `PUT`/`DELETE /push/subscription` per consumer, shared. */
  pushPerConsumer: RateLimit;
  /** `POST /merchant/photos` per restaurant, shared (docs/photos.md#limits). */
  photoUploadsPerMerchant: RateLimit;
  /** `POST /merchant/signup` per address, in memory (argon2 costs CPU). */
  signupPerIp: RateLimit;
  /** Restaurants created from one address, shared: what one script may create in a day. */
  signupPerIpCeiling: RateLimit;
  /** The confirmation and new-password links (`/merchant/email/…`, `/merchant/password/…`) per address, in memory. */
  accountLinkPerIp: RateLimit;
  /** Account e-mails sent to one address (sign-up, resend, forgotten password), shared. */
  accountEmailPerAddress: RateLimit;
  /** Account e-mails asked for from one client address, shared. */
  accountEmailPerIpCeiling: RateLimit;
  /** Requests of the public API v1 per API key, shared (docs/integrations.md#public-api-v1). */
  apiKeyRequests: RateLimit;
  /** How often expired counters are deleted; 0 turns the background cleanup off. */
  cleanupIntervalMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Production limits (docs/security.md explains each number). */
export const defaultRateLimits: RateLimitSettings = {
  loginPerIp: { max: 60, windowMs: MINUTE },
  loginPerIpCeiling: { max: 100, windowMs: HOUR },
  loginPerEmail: { max: 10, windowMs: 15 * MINUTE },
  consumerPerIp: { max: 500, windowMs: 10 * MINUTE },
  consumerPerIpCeiling: { max: 2000, windowMs: DAY },
  consumerPerPhone: { max: 10, windowMs: 10 * MINUTE },
  codePerIp: { max: 500, windowMs: 10 * MINUTE },
  verifyPerConsumer: { max: 10, windowMs: 10 * MINUTE },
  resendPerConsumer: { max: 10, windowMs: 10 * MINUTE },
  contactPerIp: { max: 30, windowMs: 10 * MINUTE },
  contactPerIpCeiling: { max: 200, windowMs: DAY },
  smsPerPhone: { max: 5, windowMs: HOUR },
  smsPerIp: { max: 1000, windowMs: DAY },
  smsPerDay: { max: 5000, windowMs: DAY },
  textPerMerchantDay: { max: 300, windowMs: DAY },
  whatsAppInboundPerPhone: { max: 20, windowMs: 10 * MINUTE },
  pushPerIp: { max: 500, windowMs: 10 * MINUTE },
  pushPerConsumer: { max: 30, windowMs: HOUR },
  photoUploadsPerMerchant: { max: 60, windowMs: HOUR },
  signupPerIp: { max: 20, windowMs: 10 * MINUTE },
  signupPerIpCeiling: { max: 50, windowMs: DAY },
  accountLinkPerIp: { max: 30, windowMs: 10 * MINUTE },
  accountEmailPerAddress: { max: 5, windowMs: HOUR },
  accountEmailPerIpCeiling: { max: 200, windowMs: DAY },
  apiKeyRequests: { max: 600, windowMs: MINUTE },
  cleanupIntervalMs: 10 * MINUTE,
};

/** Production live-stream caps (docs/security.md, "Live streams", explains each number). */
export const defaultLiveStreamSettings: LiveStreamSettings = {
  perConsumer: 4,
  perMerchantToken: 10,
  perAddress: 500,
  idleCloseMs: 20 * MINUTE,
};

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const webConcurrencyMessage = 'WEB_CONCURRENCY deve ser um número inteiro de 1 a 64';
const maxInFlightMessage = 'MAX_IN_FLIGHT deve ser um número inteiro de 0 (sem limite) a 100000';
/** Requests in progress per process before load shedding: PGlite is one embedded database per process. */
export const defaultMaxInFlight = { pglite: 64, postgres: 512 } as const;

/** MAX_EVENT_LOOP_DELAY_MS unset: PGlite in production sheds past this mean delay (README.md#operations). */
export const defaultPgliteMaxEventLoopDelayMs = 200;

const maxEventLoopDelayMessage =
  'MAX_EVENT_LOOP_DELAY_MS deve ser um número inteiro de 0 (desligado) a 60000';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.string().default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET deve ter ao menos 32 caracteres').optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  FEATURE_SMS_VERIFICATION: booleanFlag.default(false),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  CANONICAL_HOST: z
    .string()
    .regex(/^$|^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'CANONICAL_HOST deve ser um nome de host, como www.suavez.app')
    .optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).optional(),
  SMS_LIMIT_PER_PHONE_HOUR: z.coerce.number().int().min(1).optional(),
  SMS_LIMIT_PER_IP_DAY: z.coerce.number().int().min(1).optional(),
  SMS_LIMIT_PER_DAY: z.coerce.number().int().min(1).optional(),
  SMS_LIMIT_PER_MERCHANT_DAY: z.coerce.number().int().min(0).optional(),
  WHATSAPP_INBOUND_PER_PHONE: z.coerce.number().int().min(1).optional(),
  API_KEY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  ...whatsAppEnvShape,
  PIX_WEBHOOK_SECRET: z
    .string()
    .regex(/^$|^.{16,}$/, 'PIX_WEBHOOK_SECRET deve ter ao menos 16 caracteres')
    .optional(),
  ANSWER_CACHE: booleanFlag.default(true),
  LIVE_UPDATES: booleanFlag.default(true),
  LIVE_STREAMS_PER_CONSUMER: z.coerce.number().int().min(1).optional(),
  LIVE_STREAMS_PER_TOKEN: z.coerce.number().int().min(1).optional(),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  LIVE_STREAM_IDLE_MINUTES: z.coerce.number().min(0).optional(),
  ...pushEnvShape,
  ...photosEnvShape,
  ...emailEnvShape,
  METRICS_TOKEN: z
    .string()
    .regex(/^$|^.{16,}$/, 'METRICS_TOKEN deve ter ao menos 16 caracteres')
    .optional(),
  WEB_CONCURRENCY: z.coerce
    .number({ error: webConcurrencyMessage })
    .int({ error: webConcurrencyMessage })
    .min(1, { error: webConcurrencyMessage })
    .max(64, { error: webConcurrencyMessage })
    .default(1),
  MAX_IN_FLIGHT: z.coerce
    .number({ error: maxInFlightMessage })
    .int({ error: maxInFlightMessage })
    .min(0, { error: maxInFlightMessage })
    .max(100_000, { error: maxInFlightMessage })
    .optional(),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: maxEventLoopDelayMessage })
    .int({ error: maxEventLoopDelayMessage })
    .min(0, { error: maxEventLoopDelayMessage })
    .max(60_000, { error: maxEventLoopDelayMessage })
    .optional(),
});

/** Thrown when the environment cannot start a server; the message says what to fix. */
export class ConfigError extends Error {}

/** Reads and checks the environment. Outside production a JWT secret is generated once into DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida: ${details.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET é obrigatório em produção (NODE_ENV=production).');
  }
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    throw new ConfigError('SMS_PROVIDER=http exige SMS_HTTP_URL.');
  }
  let whatsApp: WhatsAppSettings | undefined;
  try {
    whatsApp = readWhatsAppSettings(e, isProduction);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let push: PushSettings;
  try {
    push = readPushSettings(e, isProduction, dataDir);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let photos: PhotoSettings;
  let email: EmailSettings;
  try {
    photos = readPhotoSettings(e, isProduction, dataDir);
    email = readEmailSettings(e, isProduction);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    smsProvider: e.SMS_PROVIDER,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    whatsApp,
    featureSmsVerification: e.FEATURE_SMS_VERIFICATION,
    pixWebhookSecret: e.PIX_WEBHOOK_SECRET ? e.PIX_WEBHOOK_SECRET : undefined,
    demoData: e.DEMO_DATA ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR === '' ? undefined : resolve(e.WEB_DIST_DIR ?? 'apps/web/dist'),
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    canonicalHost: e.CANONICAL_HOST ? e.CANONICAL_HOST.toLowerCase() : undefined,
    deadlineSweepMs: 5000,
    notificationWorkerMs: 1000,
    retentionCheckMs: HOUR,
    trustProxyHops: e.TRUST_PROXY ?? 0,
    answerCache: e.ANSWER_CACHE,
    liveUpdates: e.LIVE_UPDATES,
    push,
    photos,
    email,
    metricsToken: e.METRICS_TOKEN || undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    maxInFlight:
      e.MAX_IN_FLIGHT ?? (e.DATABASE_URL ? defaultMaxInFlight.postgres : defaultMaxInFlight.pglite),
    maxEventLoopDelayMs:
      e.MAX_EVENT_LOOP_DELAY_MS ?? (isProduction && !e.DATABASE_URL ? defaultPgliteMaxEventLoopDelayMs : 0),
    liveStreams: {
      perConsumer: e.LIVE_STREAMS_PER_CONSUMER ?? defaultLiveStreamSettings.perConsumer,
      perMerchantToken: e.LIVE_STREAMS_PER_TOKEN ?? defaultLiveStreamSettings.perMerchantToken,
      perAddress: e.LIVE_STREAMS_PER_ADDRESS ?? defaultLiveStreamSettings.perAddress,
      idleCloseMs:
        e.LIVE_STREAM_IDLE_MINUTES === undefined
          ? defaultLiveStreamSettings.idleCloseMs
          : e.LIVE_STREAM_IDLE_MINUTES * MINUTE,
    },
    rateLimits: {
      ...defaultRateLimits,
      smsPerPhone: { ...defaultRateLimits.smsPerPhone, max: e.SMS_LIMIT_PER_PHONE_HOUR ?? 5 },
      smsPerIp: {
        ...defaultRateLimits.smsPerIp,
        max: e.SMS_LIMIT_PER_IP_DAY ?? defaultRateLimits.smsPerIp.max,
      },
      smsPerDay: {
        ...defaultRateLimits.smsPerDay,
        max: e.SMS_LIMIT_PER_DAY ?? defaultRateLimits.smsPerDay.max,
      },
      textPerMerchantDay: {
        ...defaultRateLimits.textPerMerchantDay,
        max: e.SMS_LIMIT_PER_MERCHANT_DAY ?? defaultRateLimits.textPerMerchantDay.max,
      },
      whatsAppInboundPerPhone: {
        ...defaultRateLimits.whatsAppInboundPerPhone,
        max: e.WHATSAPP_INBOUND_PER_PHONE ?? defaultRateLimits.whatsAppInboundPerPhone.max,
      },
      apiKeyRequests: {
        ...defaultRateLimits.apiKeyRequests,
        max: e.API_KEY_LIMIT_PER_MINUTE ?? defaultRateLimits.apiKeyRequests.max,
      },
    },
  };
}

function readOrCreateDevSecret(dataDir: string): string {
  const path = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600 });
    return secret;
  }
}
