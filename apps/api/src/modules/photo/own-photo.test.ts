import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '#test/fake-s3';
import { useFixture } from '#test/test-app';
import { checkOwnPhoto, NOT_OWN_PHOTO_MESSAGE, PHOTO_GONE_MESSAGE } from './own-photo';
import { S3PhotoStore } from './s3-photo-store';

// docs/photos.md#cover-and-icon with a bucket that has a public address: the cover may be the bucket's
// address of the restaurant's own photo (what the upload answered) or the API's path of it, nothing else.

const s3 = useFixture<FakeS3>(() => startFakeS3(), { teardown: (fake) => fake.close() });
const CDN = 'https://fotos.cdn.example';

describe('checkOwnPhoto with a public bucket', () => {
  it("accepts the store's addresses of a kept photo of the restaurant, and refuses the rest", async () => {
    const store = new S3PhotoStore({ ...s3.settings, publicUrl: CDN });
    const merchantId = randomUUID();
    const key = `${merchantId}/${'b'.repeat(64)}.webp`;
    await store.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    const check = (url: string, of = merchantId) => checkOwnPhoto({ store, merchantId: of, url });

    await expect(check(`${CDN}/${key}`)).resolves.toBeUndefined();
    await expect(check(`/api/photos/${key}`)).resolves.toBeUndefined();
    await expect(check(`${CDN}/${merchantId}/${'c'.repeat(64)}.webp`)).rejects.toThrow(PHOTO_GONE_MESSAGE);
    for (const foreign of [
      `https://outro.cdn.example/${key}`,
      `${CDN}/pasta/${key}`,
      `${CDN}/${key}#x`,
      `${s3.settings.endpoint}/${s3.settings.bucket}/${key}`,
    ]) {
      await expect(check(foreign), foreign).rejects.toThrow(NOT_OWN_PHOTO_MESSAGE);
    }
    await expect(check(`${CDN}/${key}`, randomUUID())).rejects.toThrow(NOT_OWN_PHOTO_MESSAGE);
  });
});
