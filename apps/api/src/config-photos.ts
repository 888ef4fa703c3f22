import { join, resolve } from 'node:path';
import { z } from 'zod';

/** An S3-compatible bucket the photos go to (docs/photos.md#storage). */
export interface S3PhotoSettings {
  kind: 's3';
  /** The service's address without a trailing slash (`https://s3.sa-east-1.amazonaws.com`, a MinIO URL). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  /** Signs each request (AWS Signature V4); never logged. */
  secretAccessKey: string;
  /** Where browsers read the bucket's objects (a CDN, a public bucket URL); unset: through `/api/photos/…`. */
  publicUrl?: string | undefined;
}

/** A folder on this server's disk (PHOTOS_DIR, else DATA_DIR/photos), or one several servers share. */
export interface DiskPhotoSettings {
  kind: 'disk';
  dir: string;
}

/** Where uploaded photos are stored (docs/photos.md#storage). */
export type PhotoSettings = DiskPhotoSettings | S3PhotoSettings;

/** The variables that configure photo storage, as the environment schema reads them; empty is unset. */
export const photosEnvShape = {
  /** The photo folder when it is not DATA_DIR/photos: one volume several servers mount (compose.yaml). */
  PHOTOS_DIR: z.string().optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT deve ser uma URL http(s)' })
    .or(z.literal(''))
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])?$/, 'S3_BUCKET deve ser um nome de bucket válido')
    .optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL deve ser uma URL http(s)' })
    .or(z.literal(''))
    .optional(),
};

type PhotosEnv = { [K in keyof typeof photosEnvShape]?: string | undefined };

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Where photos go: the bucket the environment names (endpoint, bucket and both keys together or not at all),
 * or the folder PHOTOS_DIR names, else DATA_DIR/photos; a folder and a bucket together are refused. In
 * production the public URL must be https (the pages' CSP allows images from https
 * and this origin only). Throws a message that says what to fix.
 */
export function readPhotoSettings(env: PhotosEnv, isProduction: boolean, dataDir: string): PhotoSettings {
  const parts = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  const given = parts.filter((part) => part !== undefined && part !== '').length;
  if (given === 0) {
    if (env.S3_PUBLIC_URL) throw new Error('S3_PUBLIC_URL exige S3_ENDPOINT, S3_BUCKET e as chaves.');
    return { kind: 'disk', dir: env.PHOTOS_DIR ? resolve(env.PHOTOS_DIR) : join(dataDir, 'photos') };
  }
  if (env.PHOTOS_DIR) {
    throw new Error('Use PHOTOS_DIR (uma pasta) ou um bucket (S3_ENDPOINT…), não os dois.');
  }
  if (given < parts.length) {
    throw new Error(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser informados juntos.',
    );
  }
  const publicUrl = env.S3_PUBLIC_URL ? withoutTrailingSlash(env.S3_PUBLIC_URL) : undefined;
  if (isProduction && publicUrl && !publicUrl.startsWith('https://')) {
    throw new Error('S3_PUBLIC_URL deve usar https em produção.');
  }
  return {
    kind: 's3',
    endpoint: withoutTrailingSlash(env.S3_ENDPOINT as string),
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    publicUrl,
  };
}
