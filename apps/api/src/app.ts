import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { deriveSecret } from './lib/derive-secret';
import { lazyRequestLogger } from './lib/lazy-request-logger';
import { MerchantTokens } from './modules/account/merchant-tokens';
import type { NotificationSenders } from './modules/notification/notification-senders';
import { openPhotoStore } from './modules/photo/open-photo-store';
import type { PhotoStore } from './modules/photo/photo-store';
import { RateLimitCounters } from './modules/rate-limit/rate-limit-counters';
import { apiRoutes, rootRoutes } from './modules/routes';
import { createWhatsAppMessageHandler } from './modules/whatsapp/whatsapp-conversation.service';
import type { WhatsAppMessageHandler } from './modules/whatsapp/whatsapp-message-handler';
import { registerAuthGuards } from './plugins/auth.plugin';
import { registerCanonicalHost } from './plugins/canonical-host.plugin';
import { registerCompression } from './plugins/compression.plugin';
import { registerCrossSiteRefusal } from './plugins/csrf.plugin';
import { registerDeadlineSweeper } from './plugins/deadline-sweeper.plugin';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.plugin';
import { registerLive } from './plugins/live.plugin';
import { registerLoadShedding } from './plugins/load-shedding.plugin';
import { redactedLogPaths, serializeRequestForLog } from './plugins/log-redaction';
import { registerMetrics } from './plugins/metrics.plugin';
import { registerNotificationWorker } from './plugins/notification-worker.plugin';
import { registerOpenApi } from './plugins/openapi.plugin';
import { registerProxySettingCheck, trustProxyHops } from './plugins/proxy-trust';
import { registerRateLimits } from './plugins/rate-limit.plugin';
import { registerRequestLog } from './plugins/request-log.plugin';
import { registerRetentionJob } from './plugins/retention-job.plugin';
import { registerSecurityHeaders } from './plugins/security-headers.plugin';
import { registerSpa } from './plugins/spa.plugin';
import { registerWebhookWorker } from './plugins/webhook-worker.plugin';
import { registerWhatsAppInboxWorker } from './plugins/whatsapp-inbox-worker.plugin';

// Validation messages in Portuguese for every zod schema the server checks.
z.config(z.locales.pt());

/** What the modules share: one object, built once per app. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  clock: Clock;
  tokens: MerchantTokens;
  /** Shared attempt counters (per phone, per e-mail, SMS). */
  limits: RateLimitCounters;
  /** Set by the server on SIGTERM (modules/health/drain.ts): `/ready` answers 503, no new work comes here. */
  lifecycle: { isDraining: boolean };
  /** Where uploaded photos are kept (docs/photos.md#storage). */
  photos: PhotoStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Options besides the environment: the database (already migrated) and, in tests, a clock. */
export interface BuildAppOptions {
  database: Database;
  clock?: Clock;
  /** Sees every route as it is registered: the security tests read the whole route table from it. */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: { write(line: string): void };
  /** How often live streams get a heartbeat (20 s by default); tests shorten it. */
  liveHeartbeatMs?: number;
  /**
   * Tests that write straight to the database (fixtures, services called directly) are, to the answer
   * cache, another process: with this, every GET first waits until this process has heard what was
   * committed before it (`syncLive`), so such a test reads its own writes. Never set in production.
   */
  syncLiveBeforeReads?: boolean;
  /** The outbox worker's senders by channel (default: every channel this server is configured for). */
  notificationSenders?: NotificationSenders;
  /**
   * The WhatsApp conversation the inbox worker hands each message to (docs/whatsapp.md#inbox-worker); by
   * default the real one (modules/whatsapp/whatsapp-conversation.service.ts). Tests may pass their own.
   */
  whatsAppMessageHandler?: WhatsAppMessageHandler;
}

/** Builds the whole server: plugins in a fixed order, then modules, one error handler. */
export async function buildApp(config: AppConfig, options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: redactedLogPaths,
      serializers: { req: serializeRequestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request instead of Fastify's two (plugins/request-log.plugin.ts); failures are logged
    // by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // A hop count, never `true`: trusting every hop lets a client choose its own IP for the limits. None
    // unless set: trusting a proxy that is not there does the same (docs/security.md, "Rate limits").
    trustProxy: trustProxyHops(config.trustProxyHops ?? 0),
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clock = options.clock ?? systemClock;
  app.decorate('ctx', {
    config,
    database: options.database,
    clock,
    tokens: new MerchantTokens(config.jwtSecret, clock, options.database.db),
    limits: new RateLimitCounters(options.database.db, clock, config.jwtSecret),
    lifecycle: { isDraining: false },
    photos: openPhotoStore(config),
  });
  // The security headers and the request id first, so every answer carries them (an overload refusal too).
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        // The service worker and the web app manifest (docs/notifications.md#web-push) come from this origin.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    // The consumer's cross-origin pages (share link QR) do not embed us; keep the defaults otherwise.
    crossOriginEmbedderPolicy: false,
  });
  // Then load shedding: a request refused for overload costs next to nothing.
  registerLoadShedding(app, {
    maxInFlight: config.maxInFlight ?? 0,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs ?? 0,
    retryAfterSeconds: 2,
  });
  registerCompression(app);
  registerRequestLog(app);
  registerProxySettingCheck(app, config.trustProxyHops ?? 0);

  registerErrorHandler(app);
  registerAuthGuards(app);
  // The cookie signature gets a key of its own, derived from the one secret the operator manages.
  await app.register(cookie, { secret: deriveSecret(config.jwtSecret, 'consumer-session') });
  await registerRateLimits(app, {
    counters: app.ctx.limits,
    cleanupIntervalMs: config.rateLimits.cleanupIntervalMs,
  });
  await registerOpenApi(app);
  await registerLive(app, {
    heartbeatMs: options.liveHeartbeatMs,
    answerCache: config.answerCache,
    syncBeforeReads: options.syncLiveBeforeReads,
  });
  registerMetrics(app, Boolean(config.metricsToken));

  registerCanonicalHost(app, config.canonicalHost);
  registerCrossSiteRefusal(app, config.canonicalHost);
  for (const register of rootRoutes) register(app);
  await app.register(
    async (api) => {
      for (const register of apiRoutes) register(api);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDistDir);
  registerDeadlineSweeper(app, config.deadlineSweepMs);
  registerNotificationWorker(app, config.notificationWorkerMs, options.notificationSenders);
  registerWhatsAppInboxWorker(
    app,
    config.notificationWorkerMs,
    options.whatsAppMessageHandler ?? createWhatsAppMessageHandler({ publicUrl: config.publicUrl }),
  );
  registerWebhookWorker(app, config.notificationWorkerMs);
  registerRetentionJob(app, config.retentionCheckMs);
  return app;
}
