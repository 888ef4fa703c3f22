import type { S3PhotoSettings } from '#api/config-photos';
import { encodeSigV4Segment, sha256Hex, signSigV4, toAmzDate } from '#api/lib/aws-sigv4';
import type { PhotoStore, StoredPhoto } from './photo-store';

/** A photo is immutable once written: browsers and CDNs may keep it a year (docs/photos.md#serving). */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), path-style
 * (`<endpoint>/<bucket>/<key>`), each request signed with AWS Signature V4. No SDK: three calls.
 */
export class S3PhotoStore implements PhotoStore {
  constructor(
    private readonly settings: S3PhotoSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, {
      'content-type': contentType,
      'cache-control': PHOTO_CACHE_CONTROL,
    });
    await this.expectOk(response, 'PUT', key);
  }

  async get(key: string): Promise<StoredPhoto | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    await this.expectOk(response, 'GET', key, true);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'image/webp',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (response.status === 404) return void (await response.body?.cancel());
    await this.expectOk(response, 'DELETE', key);
  }

  publicUrlOf(key: string): string | undefined {
    return this.settings.publicUrl ? `${this.settings.publicUrl}/${key}` : undefined;
  }

  private send(method: string, key: string, body?: Buffer, extra: Record<string, string> = {}) {
    const endpoint = new URL(this.settings.endpoint);
    const basePath = endpoint.pathname.replace(/\/+$/, '');
    const path = [basePath, this.settings.bucket, ...key.split('/')]
      .map((segment, index) => (index === 0 ? segment : encodeSigV4Segment(segment)))
      .join('/');
    const payloadHash = sha256Hex(body ?? '');
    const amzDate = toAmzDate(this.now());
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...extra,
    };
    const authorization = signSigV4(
      { method, path, headers, payloadHash, amzDate },
      { ...this.settings, service: 's3' },
    );
    const { host: _host, ...sent } = headers;
    return fetch(`${endpoint.origin}${path}`, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  }

  private async expectOk(response: Response, method: string, key: string, keepBody = false) {
    if (response.ok) {
      if (!keepBody) await response.body?.cancel();
      return;
    }
    const detail = (await response.text()).slice(0, 300);
    throw new Error(`S3 ${method} ${key}: ${response.status} ${detail}`);
  }
}
