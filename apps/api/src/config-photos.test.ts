import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { readPhotoSettings } from './config-photos';

describe('loadConfig: photos (docs/photos.md#storage)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-config-photos-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const bucket = {
    S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com/',
    S3_BUCKET: 'suavez-fotos',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'segredo',
  };

  it('keeps photos in DATA_DIR/photos unless a bucket is configured; 60 uploads per restaurant an hour', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.photos).toEqual({ kind: 'disk', dir: join(dataDir, 'photos') });
    expect(config.rateLimits.photoUploadsPerMerchant).toEqual({ max: 60, windowMs: 60 * 60 * 1000 });
    expect(loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: '', S3_BUCKET: '' }).photos?.kind).toBe('disk');
  });

  it('keeps photos in PHOTOS_DIR when given (a folder several servers share), and refuses it with a bucket', () => {
    const shared = join(dataDir, '..', 'fotos-compartilhadas');
    expect(loadConfig({ DATA_DIR: dataDir, PHOTOS_DIR: shared }).photos).toEqual({
      kind: 'disk',
      dir: shared,
    });
    expect(loadConfig({ DATA_DIR: dataDir, PHOTOS_DIR: '' }).photos).toEqual({
      kind: 'disk',
      dir: join(dataDir, 'photos'),
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, PHOTOS_DIR: shared, ...bucket })).toThrow(
      /PHOTOS_DIR \(uma pasta\) ou um bucket/,
    );
  });

  it('reads the bucket, in us-east-1 unless S3_REGION says otherwise, with an optional public URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...bucket }).photos).toEqual({
      kind: 's3',
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      bucket: 'suavez-fotos',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'segredo',
      publicUrl: undefined,
    });
    const withUrl = loadConfig({
      DATA_DIR: dataDir,
      ...bucket,
      S3_REGION: 'sa-east-1',
      S3_PUBLIC_URL: 'https://fotos.suavez.app/',
    }).photos;
    expect(withUrl).toMatchObject({ region: 'sa-east-1', publicUrl: 'https://fotos.suavez.app' });
  });

  it('refuses half a bucket, a bad endpoint or bucket name, and an http public URL in production', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...half } = bucket;
    expect(() => loadConfig({ DATA_DIR: dataDir, ...half })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...half })).toThrow(/devem ser informados juntos/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...bucket, S3_BUCKET: 'Fotos_Ruins' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_PUBLIC_URL: 'https://x.test' })).toThrow(/S3_PUBLIC_URL/);
    // Production needs more than this (a JWT secret, VAPID keys): its photo rule is read on its own.
    const env = { ...bucket, S3_PUBLIC_URL: 'http://fotos.test' };
    expect(() => readPhotoSettings(env, true, dataDir)).toThrow(/https em produção/);
    expect(readPhotoSettings(env, false, dataDir)).toMatchObject({ publicUrl: 'http://fotos.test' });
  });
});
