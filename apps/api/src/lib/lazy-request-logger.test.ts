import Fastify, { LogController } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';

function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/quiet', async (request) => {
    request.log.debug('detalhe');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.info({ extra: 1 }, 'aconteceu');
    request.log.child({ part: 'x' }).warn('filho');
    return { ok: true };
  });
  return { app, lines };
}

describe('lazyRequestLogger', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('makes no child for a request that writes nothing at the level', async () => {
    const { app, lines } = appWithLog('info');
    close = () => app.close();
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.msg === 'detalhe')).toEqual([]);
  });

  it("writes a request's lines with its id, its children's too", async () => {
    const { app, lines } = appWithLog('info');
    close = () => app.close();
    await app.inject({ url: '/loud', headers: { 'request-id': 'x' } });
    const written = lines.filter((line) => line.msg === 'aconteceu' || line.msg === 'filho');
    expect(written).toHaveLength(2);
    const [info, warn] = written;
    expect(info).toMatchObject({ level: 30, extra: 1, reqId: expect.any(String) });
    expect(warn).toMatchObject({ level: 40, part: 'x', reqId: info?.reqId });
  });

  it('writes the quiet lines when the level lets them through', async () => {
    const { app, lines } = appWithLog('debug');
    close = () => app.close();
    await app.inject('/quiet');
    expect(lines.filter((line) => line.msg === 'detalhe')).toEqual([
      expect.objectContaining({ level: 20, reqId: expect.any(String) }),
    ]);
  });
});
