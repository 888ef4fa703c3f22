import { describe, expect, it } from 'vitest';
import { openPrettyLogStream } from './pretty-log-stream';

describe('openPrettyLogStream', () => {
  it('keeps JSON lines in production and whenever the output is not a terminal', async () => {
    expect(await openPrettyLogStream({ nodeEnv: 'production', isTty: true })).toBeUndefined();
    expect(await openPrettyLogStream({ nodeEnv: 'development', isTty: false })).toBeUndefined();
  });

  it('gives pino-pretty at a terminal outside production (a devDependency, installed here)', async () => {
    const stream = await openPrettyLogStream({ nodeEnv: 'development', isTty: true });
    expect(stream).toBeDefined();
    expect(typeof stream?.write).toBe('function');
  });
});
