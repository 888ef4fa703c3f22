import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 as S3 reads it (docs/photos.md#storage): the canonical request, the string to sign
// and the Authorization header. Checked against AWS's published test suite and S3's own examples
// (test/aws-sigv4-vectors.ts, in aws-sigv4.test.ts).

/** The hex SHA-256 of a body, as `x-amz-content-sha256` carries it. */
export function sha256Hex(body: Uint8Array | string): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * A path segment, or a query parameter's name or value, encoded as SigV4 asks (RFC 3986: only
 * `A-Z a-z 0-9 - _ . ~` stay as they are; every other UTF-8 byte is `%XX`, upper-case).
 */
export function encodeSigV4Segment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The key that signs one day's requests of one region and service. */
function sigV4SigningKey(secret: string, date: string, region: string, service: string): Buffer {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** What one signature covers. */
export interface SigV4Request {
  method: string;
  /**
   * The path exactly as sent, each segment already encoded with `encodeSigV4Segment`. S3 takes it as it is:
   * no `.`/`..` or `//` normalization, no second encoding.
   */
  path: string;
  /** The query's parameters, not encoded (name, value; `?lifecycle` is `['lifecycle', '']`). */
  query?: ReadonlyArray<readonly [string, string]>;
  /**
   * Header names (any case) and values; all of them are signed, and `host` must be among them. A header sent
   * several times gives its values in the order sent.
   */
  headers: Record<string, string | readonly string[]>;
  /** `x-amz-content-sha256`'s value: the body's hex SHA-256 (S3 also takes `UNSIGNED-PAYLOAD`). */
  payloadHash: string;
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string;
}

/**
 * The headers as signed: names in lower case, sorted; each value trimmed with its inner runs of spaces made
 * one, and the values of a header given several times joined by commas in their order.
 */
function canonicalHeaders(headers: SigV4Request['headers']): [string, string][] {
  const byName = new Map<string, string[]>();
  for (const [name, value] of Object.entries(headers)) {
    const values = (typeof value === 'string' ? [value] : value).map((v) => v.trim().replace(/\s+/g, ' '));
    const key = name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), ...values]);
  }
  return [...byName.entries()]
    .map(([name, values]): [string, string] => [name, values.join(',')])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The query as signed: each name and value encoded, sorted by name and then by value (byte order). */
function canonicalQuery(query: SigV4Request['query'] = []): string {
  return query
    .map(([name, value]) => [encodeSigV4Segment(name), encodeSigV4Segment(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) =>
      nameA !== nameB ? (nameA < nameB ? -1 : 1) : valueA < valueB ? -1 : valueA > valueB ? 1 : 0,
    )
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The names of the signed headers, as the Authorization header lists them. */
function sigV4SignedHeaders(request: SigV4Request): string {
  return canonicalHeaders(request.headers)
    .map(([name]) => name)
    .join(';');
}

/** The canonical request: method, path, query, headers, the signed headers' names and the payload hash. */
export function sigV4CanonicalRequest(request: SigV4Request): string {
  const headers = canonicalHeaders(request.headers);
  return [
    request.method,
    request.path,
    canonicalQuery(request.query),
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    headers.map(([name]) => name).join(';'),
    request.payloadHash,
  ].join('\n');
}

/** The string a request's signature is the HMAC of. `scope`: `<date>/<region>/<service>/aws4_request`. */
export function sigV4StringToSign(canonicalRequest: string, amzDate: string, scope: string): string {
  return ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
}

/**
 * The `Authorization` header of a request to an S3-compatible service (AWS Signature V4, docs/photos.md#storage):
 * every header given is signed.
 */
export function signSigV4(
  request: SigV4Request,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string; service: string },
): string {
  const date = request.amzDate.slice(0, 8);
  const scope = `${date}/${credentials.region}/${credentials.service}/aws4_request`;
  const key = sigV4SigningKey(credentials.secretAccessKey, date, credentials.region, credentials.service);
  const stringToSign = sigV4StringToSign(sigV4CanonicalRequest(request), request.amzDate, scope);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${sigV4SignedHeaders(request)}, Signature=${signature}`;
}

/** `2026-11-27T23:50:00.123Z` → `20261127T235000Z`. */
export function toAmzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
