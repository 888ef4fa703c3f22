import { type ServerProcess, startServerProcess } from '../../../../scripts/lib/server-process.mjs';

/**
 * Starts the API server (its source, or the compiled `server.js` that `npm start` runs) as the reliability
 * tests want it: on PGlite in `dataDir`, or on `databaseUrl`, without demo data or web build; resolves once
 * `/health` answers 200.
 */
export function startTestServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  timeoutMs: number;
  /** More variables for this server (e.g. the SMS provider a notification test points at its fake). */
  env?: NodeJS.ProcessEnv;
  /** The file node runs: the TypeScript source by default, or a compiled `server.js`. */
  entry?: string;
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    JWT_SECRET: options.jwtSecret,
    DEMO_DATA: 'false',
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const { port, timeoutMs, entry } = options;
  return startServerProcess({ port, env, timeoutMs, entry });
}
