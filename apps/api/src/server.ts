import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/demo.seed';

/** Starts one server process: config, database, migrations, demo data, listen, graceful close. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const app = await buildApp(config, { database });
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
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando: terminando as requisições em andamento');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'falha ao encerrar');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`SuaVez pronto em ${config.publicUrl} (banco: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
