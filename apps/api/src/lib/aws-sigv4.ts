import { createHash, createHmac } from 'node:crypto';

/** The hex SHA-256 of a body, as `x-amz-content-sha256` carries it. */
export function sha256Hex(body: Uint8Array | string): string {
  return createHash('sha256').update(body).digest('hex');
}

/** A path segment encoded as SigV4 asks (RFC 3986: only `A-Z a-z 0-9 - _ . ~` stay as they are). */
export function encodeSigV4Segment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The key that signs one day's requests of one region and service. */
export function sigV4SigningKey(secret: string, date: string, region: string, service: string): Buffer {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** What one signature covers. */
export interface SigV4Request {
  method: string;
  /** The path exactly as sent (already encoded). */
  path: string;
  /** Lower-case header names and their values; all of them are signed. `host` must be among them. */
  headers: Record<string, string>;
  /** `x-amz-content-sha256`'s value. */
  payloadHash: string;
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string;
}

/** The string a request's signature is the HMAC of (AWS Signature V4, no query string). */
export function sigV4StringToSign(request: SigV4Request, scope: string): string {
  const names = Object.keys(request.headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${String(request.headers[name]).trim()}\n`).join('');
  const canonicalRequest = [
    request.method,
    request.path,
    '',
    canonicalHeaders,
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  return ['AWS4-HMAC-SHA256', request.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
}

/**
 * The `Authorization` header of a request to an S3-compatible service (AWS Signature V4, docs/photos.md#s3):
 * every header given is signed.
 */
export function signSigV4(
  request: SigV4Request,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string; service: string },
): string {
  const date = request.amzDate.slice(0, 8);
  const scope = `${date}/${credentials.region}/${credentials.service}/aws4_request`;
  const key = sigV4SigningKey(credentials.secretAccessKey, date, credentials.region, credentials.service);
  const signature = createHmac('sha256', key).update(sigV4StringToSign(request, scope)).digest('hex');
  const signed = Object.keys(request.headers).sort().join(';');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signed}, Signature=${signature}`;
}

/** `2026-11-27T23:50:00.123Z` → `20261127T235000Z`. */
export function toAmzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
