/** Where the logger writes: pino's JSON lines by default (production, files, pipes, log collectors). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Readable log lines for a person at a terminal: pino-pretty when standard output is a TTY outside
 * production. Production, and any output that is not a terminal, gets pino's JSON lines (undefined here).
 * pino-pretty is a devDependency: a production install has none, and then the lines stay JSON.
 */
export async function openPrettyLogStream(options: {
  nodeEnv: string;
  isTty: boolean;
}): Promise<LogStream | undefined> {
  if (options.nodeEnv === 'production' || !options.isTty) return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    // Synchronous, so the last lines before `process.exit` are not lost.
    return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}
