import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, registerCompression } from './compression.plugin';

const menu = {
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Prato ${i}`, price: 1990 + i })),
};

// Over 16 KB: compressed off the event loop, at a higher quality (a whole menu, fetched once).
const bigMenu = {
  items: Array.from({ length: 600 }, (_, i) => ({ id: i, name: `Prato da casa ${i}`, price: 1990 + i })),
};

async function buildServer() {
  const app = Fastify();
  registerCompression(app);
  app.get('/menu', async () => menu);
  app.get('/big', async () => bigMenu);
  app.get('/small', async () => ({ ok: true }));
  app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
  await app.ready();
  return app;
}

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('registerCompression', () => {
  it('sends a large JSON answer in brotli or gzip, as the client accepts, and varies on it', async () => {
    const app = await buildServer();
    const br = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(menu).length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(menu);

    const gz = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(menu);

    expect(JSON.stringify(bigMenu).length).toBeGreaterThan(16 * 1024);
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const big = await app.inject({ url: '/big', headers: { 'accept-encoding': accept } });
      expect(big.headers['content-encoding']).toBe(accept);
      expect(big.rawPayload.length).toBeLessThan(JSON.stringify(bigMenu).length / 4);
      expect(JSON.parse(decode(big.rawPayload).toString())).toEqual(bigMenu);
    }
    await app.close();
  });

  it('leaves small answers, other types and clients without an encoding as they are', async () => {
    const app = await buildServer();
    const plain = await app.inject({ url: '/menu' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.json()).toEqual(menu);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const image = await app.inject({ url: '/image', headers: { 'accept-encoding': 'br' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    await app.close();
  });
});
