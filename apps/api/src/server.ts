import type { IncomingMessage } from 'node:http';
import { buildApp } from './app';
import { startServerProcesses } from './cluster';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/demo.seed';
import { openPrettyLogStream } from './lib/pretty-log-stream';
import { waitUntilQuiet } from './lib/wait-until-quiet';
import { beginDrain } from './modules/health/drain';

/** A stopping server closes after this long without a new request (at most `maxMs` after the signal). */
const SHUTDOWN_DRAIN = { quietMs: 100, maxMs: 5000 };

const isLiveStreamRequest = (request: IncomingMessage) => request.url?.startsWith('/api/live/') ?? false;

/** Starts one server process: config, database, migrations, demo data, listen, graceful close. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const logStream = await openPrettyLogStream({ nodeEnv: config.nodeEnv, isTty: process.stdout.isTTY });
  const app = await buildApp(config, { database, ...(logStream ? { logStream } : {}) });
  app.addHook('onClose', async () => database.close());
  if (config.demoData) {
    const demo = await seedDemoData(database.db);
    if (demo.created) app.log.info('Restaurante de demonstração criado: Cantina da Praça');
    // A database that already held other merchants has no demo restaurant to point at.
    if (demo.merchantId) {
      app.log.info(
        `Demo: entre em ${config.publicUrl}/login/merchant com ${demo.email} / ${demo.password}; ` +
          `fila: ${config.publicUrl}/queue/join?merchant=${demo.merchantId}; cardápio: ${config.publicUrl}/c/${demo.shortId}`,
      );
    }
  }
  const { lifecycle } = app.ctx;
  // While stopping, every answer closes its connection, so no client reuses a socket about to go away.
  // A callback hook: every answer passes here, and an async one would cost each a promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.isDraining) void reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = (signal: string) => {
    // From here `/ready` answers 503 (a load balancer stops sending work) and live streams are ended, so
    // they neither hold the drain open nor delay close().
    if (!beginDrain(app, signal)) return;
    // Closing at once would reset requests already sent but not yet read (in the listen backlog, or
    // unread on a kept-alive connection, which close() takes for idle): serve until quiet, then close.
    waitUntilQuiet(app.server, { ...SHUTDOWN_DRAIN, ignore: isLiveStreamRequest })
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'falha ao encerrar');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `servidor ouvindo em ${address}`,
  });
  app.log.info(`SuaVez pronto em ${config.publicUrl} (banco: ${database.kind})`);
}

startServerProcesses(main).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
