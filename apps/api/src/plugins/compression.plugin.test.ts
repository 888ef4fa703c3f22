import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, registerCompression } from './compression.plugin';

const menu = {
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Prato ${i}`, price: 1990 + i })),
};

async function buildServer() {
  const app = Fastify();
  registerCompression(app);
  app.get('/menu', async () => menu);
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
