import { request } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readVectorRequest, type SigV4Vector, s3Examples } from '#test/aws-sigv4-vectors';
import { type FakeS3, startFakeS3 } from '#test/fake-s3';
import { createMerchantFixture } from '#test/fixtures';
import { makePhoto, multipartBody } from '#test/photo-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';
import { S3PhotoStore } from './s3-photo-store';

// The S3 store against a fake S3-compatible service over real HTTP that checks each request's AWS
// Signature V4 with a verifier of its own (test/fake-s3.ts): the round trip, a wrong key refused, and the
// app storing uploads there. That verifier is first checked against S3's published examples
// (test/aws-sigv4-vectors.ts), with no code of our signer involved.

const s3 = useFixture<FakeS3>(() => startFakeS3(), { teardown: (fake) => fake.close() });

describe('S3PhotoStore', () => {
  it('puts, gets and deletes an object with signed requests; a missing key reads as none', async () => {
    const store = new S3PhotoStore(s3.settings);
    const key = 'c0ffee00-0000-4000-8000-000000000001/abc def+ção.webp';
    const body = Buffer.from('RIFF....WEBPVP8 fake bytes');
    await store.put(key, body, 'image/webp');
    expect(s3.objects.get(key)).toEqual({
      body,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await store.get(key)).toEqual({ body, contentType: 'image/webp' });
    await store.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    expect(s3.refusals).toEqual([]);
    expect(store.publicUrlOf(key)).toBeUndefined();
  });

  it('is refused by the service when signed with another secret or a clock far off', async () => {
    const before = s3.refusals.length;
    const forger = new S3PhotoStore({ ...s3.settings, secretAccessKey: 'not-the-secret' });
    await expect(forger.put('x/y.webp', Buffer.from('a'), 'image/webp')).rejects.toThrow(
      /S3 PUT x\/y.webp: 403/,
    );
    const late = new S3PhotoStore(s3.settings, () => new Date(Date.now() - 60 * 60 * 1000));
    await expect(late.get('x/y.webp')).rejects.toThrow(/403/);
    expect(s3.refusals.slice(before).map((r) => r.reason)).toEqual([
      'SignatureDoesNotMatch',
      'request time too skewed',
    ]);
    expect(s3.objects.has('x/y.webp')).toBe(false);
  });

  it('answers the public address when S3_PUBLIC_URL is set', () => {
    const store = new S3PhotoStore({ ...s3.settings, publicUrl: 'https://fotos.suavez.app' });
    expect(store.publicUrlOf('m/h.webp')).toBe('https://fotos.suavez.app/m/h.webp');
  });
});

describe('uploads stored in a bucket', () => {
  const t = useTestApp(() => ({ config: { photos: s3.settings } }));

  it('stores the WebP in the bucket and serves it through /api/photos with the long cache', async () => {
    const refusedBefore = s3.refusals.length;
    const m = await createMerchantFixture(t.app);
    const { payload, headers } = multipartBody({ bytes: await makePhoto('jpeg', undefined, { seed: 3 }) });
    const res = await callAs(t, m, 'POST', '/merchant/photos?kind=cover', payload, { headers });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    const key = url.slice('/api/photos/'.length);
    expect(key.startsWith(`${m.merchantId}/`)).toBe(true);
    expect((await sharp(s3.objects.get(key)?.body).metadata()).format).toBe('webp');

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(s3.objects.get(key)?.body as Buffer)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{8}\.webp$/, '00000000.webp') }))
        .statusCode,
    ).toBe(404);
    expect(s3.refusals.length).toBe(refusedBefore);
  });
});

describe("the fake S3's verifier against S3's published examples", () => {
  const published = useFixture<FakeS3>(
    () =>
      startFakeS3({
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        now: () => new Date('2013-05-24T00:05:00Z'),
      }),
    { teardown: (fake) => fake.close() },
  );

  /** Sends the example's request as the page writes it, with `authorization`; answers the status. */
  const send = (vector: SigV4Vector, authorization: string) =>
    new Promise<number>((resolve, reject) => {
      const { method, target, headers, body } = readVectorRequest(vector.request);
      const { hostname, port } = new URL(published.origin);
      const sent = request(
        {
          hostname,
          port,
          method,
          path: target,
          headers: [...headers.flat(), 'Authorization', authorization],
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });

  it.each(s3Examples.map((vector) => [vector.name, vector] as const))(
    'accepts %s signed as published, and refuses it with one digit of the signature changed',
    async (_, vector) => {
      const before = published.refusals.length;
      // Accepted: past the signature, the fake has no bucket `examplebucket` (404, not 403).
      expect(await send(vector, vector.authorization)).toBe(404);
      expect(published.refusals.slice(before)).toEqual([]);
      const forged = vector.authorization.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
      expect(await send(vector, forged)).toBe(403);
      expect(published.refusals.slice(before).map((refusal) => refusal.reason)).toEqual([
        'SignatureDoesNotMatch',
      ]);
    },
  );
});
