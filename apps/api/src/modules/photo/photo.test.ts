import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import { makePhoto, multipartBody } from '#test/photo-test-helpers';
import { callAs, useTestApp } from '#test/test-app';
import { sniffPhotoFormat } from './process-photo';

const t = useTestApp({
  config: {
    rateLimits: { ...defaultRateLimits, photoUploadsPerMerchant: { max: 3, windowMs: 60 * 60 * 1000 } },
  },
});

const merchant = () => createMerchantFixture(t.app);

function upload(
  who: MerchantFixture | null,
  query: string,
  file: Parameters<typeof multipartBody>[0],
  fields?: Record<string, string>,
) {
  const { payload, headers } = multipartBody(file, fields);
  return callAs(t, who, 'POST', `/merchant/photos?${query}`, payload, { headers });
}

const getPhoto = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A valid PNG that claims `width`×`height` pixels but holds one: a decompression bomb's header. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePhoto('png', { width: 1, height: 1 }));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('POST /merchant/photos (docs/photos.md)', () => {
  it('stores an item photo as WebP under the merchant, served with a year of cache; twice is one file', async () => {
    const m = await merchant();
    const jpeg = await makePhoto('jpeg', { width: 2000, height: 1000 });
    const res = await upload(m, `kind=item&id=${m.merchantId}`, { bytes: jpeg });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^/api/photos/${m.merchantId}/[0-9a-f]{64}\\.webp$`));

    const served = await getPhoto(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(sniffPhotoFormat(served.rawPayload)).toBe('webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 600]);

    const again = await upload(m, 'kind=item', { bytes: jpeg, filename: 'outra.jpg' });
    expect(again.json()).toEqual({ url });
    const notModified = await getPhoto(url, { 'if-none-match': String(served.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('sizes each kind: cover inside 1600×900, icon cropped to 512×512, never enlarging cover or item', async () => {
    const m = await merchant();
    const sizeOf = async (kind: string, width: number, height: number) => {
      const res = await upload(m, `kind=${kind}`, { bytes: await makePhoto('png', { width, height }) });
      expect(res.statusCode, res.body).toBe(200);
      const meta = await sharp((await getPhoto(res.json().url)).rawPayload).metadata();
      return [meta.width, meta.height];
    };
    expect(await sizeOf('cover', 3200, 900)).toEqual([1600, 450]);
    expect(await sizeOf('icon', 300, 200)).toEqual([512, 512]);
    expect(await sizeOf('item', 120, 80)).toEqual([120, 80]);
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata (EXIF, GPS)', async () => {
    const m = await merchant();
    const jpeg = await makePhoto('jpeg', { width: 64, height: 48 }, { exifOrientation: 6, gps: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(m, 'kind=item', { bytes: jpeg, contentType: 'image/jpeg' });
    const photo = (await getPhoto(res.json().url)).rawPayload;
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo.includes(Buffer.from('Camera de Teste'))).toBe(false);
  });

  it('accepts WebP, and judges by content: a PNG sent as image/jpeg is stored', async () => {
    const m = await merchant();
    const webp = await upload(m, 'kind=icon', { bytes: await makePhoto('webp'), contentType: 'image/webp' });
    expect(webp.statusCode, webp.body).toBe(200);
    const png = await upload(m, 'kind=item', { bytes: await makePhoto('png'), contentType: 'image/jpeg' });
    expect(png.statusCode, png.body).toBe(200);
  });

  it('refuses what is not a photo with a pt-BR 4xx, never a 500', async () => {
    // A fresh restaurant per call: refused uploads count against the per-restaurant limit too.
    const refused = async (
      file: Parameters<typeof multipartBody>[0],
      status: number,
      message: RegExp,
      query = 'kind=item',
    ) => {
      const res = await upload(await merchant(), query, file);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    const text = Buffer.from('não sou uma foto, sou um texto qualquer');
    await refused({ bytes: text, contentType: 'image/jpeg' }, 415, /JPEG, PNG ou WebP/);
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;');
    await refused({ bytes: gif, contentType: 'image/png', filename: 'a.png' }, 415, /JPEG, PNG ou WebP/);
    // JPEG's first bytes, sent as PNG, over something that is no JPEG.
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await refused({ bytes: fakeJpeg, contentType: 'image/png' }, 400, /Não foi possível ler esta foto/);
    await refused({ bytes: Buffer.alloc(0) }, 400, /vazio/);
    await refused(undefined, 400, /Escolha uma foto/);
    const huge = Buffer.concat([await makePhoto('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    await refused({ bytes: huge }, 413, /no máximo 5 MB/);
    await refused({ bytes: await pngClaiming(20_000, 20_000) }, 413, /megapixels/);
    await refused({ bytes: await makePhoto('png') }, 400, /Tipo de foto inválido/, 'kind=banner');

    const json = await callAs(t, await merchant(), 'POST', '/merchant/photos?kind=item', {
      url: 'https://x.test/a.jpg',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);
  });

  it("refuses another merchant's id (403) and a call without a token (401)", async () => {
    const a = await merchant();
    const b = await merchant();
    const bytes = await makePhoto('png');
    expect((await upload(a, `kind=item&id=${b.merchantId}`, { bytes })).statusCode).toBe(403);
    expect((await upload(null, 'kind=item', { bytes })).statusCode).toBe(401);
  });

  it('limits uploads per restaurant (429 in Portuguese), not across restaurants', async () => {
    const a = await merchant();
    for (let seed = 0; seed < 3; seed += 1) {
      const bytes = await makePhoto('png', undefined, { seed });
      expect((await upload(a, 'kind=item', { bytes })).statusCode).toBe(200);
    }
    const over = await upload(a, 'kind=item', { bytes: await makePhoto('png') });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Muitas fotos/);
    expect((await upload(await merchant(), 'kind=item', { bytes: await makePhoto('png') })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /photos/:merchantId/:file', () => {
  it('answers 404 for a file that is not there, even under another merchant, and never leaves the folder', async () => {
    const a = await merchant();
    const b = await merchant();
    const { url } = (
      await upload(a, 'kind=item', { bytes: await makePhoto('png', undefined, { seed: 9 }) })
    ).json();
    expect((await getPhoto(url.replace(a.merchantId, b.merchantId))).statusCode).toBe(404);
    expect((await getPhoto(`/api/photos/${a.merchantId}/${'0'.repeat(64)}.webp`)).statusCode).toBe(404);
    for (const path of [
      `/api/photos/${a.merchantId}/..%2F..%2Fjwt-secret`,
      `/api/photos/..%2F${a.merchantId}/${'0'.repeat(64)}.webp`,
      `/api/photos/${a.merchantId}/${'0'.repeat(64)}.png`,
      '/api/photos/../../etc/passwd',
    ]) {
      const res = await getPhoto(path);
      expect([400, 404], path).toContain(res.statusCode);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });
});
