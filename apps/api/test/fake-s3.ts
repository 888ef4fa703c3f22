import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3PhotoSettings } from '#api/config-photos';

// An S3-compatible service for the tests, over real HTTP: one bucket, path-style URLs. It checks each
// request's AWS Signature V4 as S3 does, with a reading of the algorithm of its own, written from S3's
// documentation and made from what arrives on the wire: it imports nothing of the signer under test
// (src/lib/aws-sigv4.ts), and its reading is checked against S3's published examples
// (s3-photo-store.test.ts). So a request is accepted only when two implementations agree, each of which
// agrees with AWS's published values (docs/photos.md#storage).

/** One object the fake bucket holds. */
export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
}

/** A request the fake refused, and why. */
export interface FakeS3Refusal {
  method: string;
  url: string;
  reason: string;
}

/** An S3-compatible service for the tests, over real HTTP: one bucket, path-style URLs. */
export interface FakeS3 {
  /** Settings that point the app at this fake, with the keys it accepts. */
  settings: S3PhotoSettings;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  objects: Map<string, FakeS3Object>;
  refusals: FakeS3Refusal[];
  close(): Promise<void>;
}

/** Whose signatures the fake accepts, and its clock; by default its own keys in sa-east-1, and now. */
export interface FakeS3Options {
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  now?: () => Date;
}

const BUCKET = 'fotos';

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const hexSha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmacSha256 = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** S3's `UriEncode`: each UTF-8 byte but `A-Z a-z 0-9 - . _ ~` written `%XX`, in upper case. */
function uriEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * The canonical request S3 makes of what arrived: the path's segments decoded and encoded again, the query's
 * pairs the same and sorted, each signed header's values (from the raw header lines, in their order)
 * trimmed, their inner white space made one space and joined by commas.
 */
function canonicalRequestOf(request: IncomingMessage, signedNames: string[], payloadHash: string): string {
  const url = request.url ?? '';
  const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
  const [rawPath, rawQuery] = [url.slice(0, queryAt), url.slice(queryAt + 1)];
  const path = rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const query = rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return `${uriEncode(decodeURIComponent(name))}=${uriEncode(decodeURIComponent(value))}`;
    })
    .sort((a, b) => {
      const [nameA = '', valueA = ''] = a.split('=');
      const [nameB = '', valueB = ''] = b.split('=');
      if (nameA !== nameB) return nameA < nameB ? -1 : 1;
      return valueA < valueB ? -1 : valueA > valueB ? 1 : 0;
    })
    .join('&');
  const lines = signedNames.map((name) => {
    const values: string[] = [];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      if (request.rawHeaders[i]?.toLowerCase() === name) values.push(request.rawHeaders[i + 1] ?? '');
    }
    if (values.length === 0) throw new Error(`${name} signed but not sent`);
    return `${name}:${values.map((value) => value.trim().replace(/\s+/g, ' ')).join(',')}\n`;
  });
  return [request.method, path, query, lines.join(''), signedNames.join(';'), payloadHash].join('\n');
}

/**
 * Why a request's AWS Signature V4 does not hold, or undefined when it does: the credential must be ours,
 * `host`, `x-amz-date` and `x-amz-content-sha256` signed, the body's hash the one declared (or
 * `UNSIGNED-PAYLOAD`), the date within 15 minutes, and the signature the one recomputed from what arrived.
 */
function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  keys: Required<FakeS3Options>,
): string | undefined {
  const match = AUTH.exec(request.headers.authorization ?? '');
  if (!match) return 'no AWS4-HMAC-SHA256 authorization';
  const [, keyId = '', date = '', region = '', signedHeaders = '', signature = ''] = match;
  if (keyId !== keys.accessKeyId) return 'unknown access key';
  if (region !== keys.region) return 'wrong region';
  const names = signedHeaders.split(';');
  if (names.join(';') !== [...names].sort().join(';')) return 'SignedHeaders not sorted';
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return `${required} not signed`;
  }
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== hexSha256(body)) {
    return 'body does not match x-amz-content-sha256';
  }
  const amzDate = String(request.headers['x-amz-date']);
  if (amzDate.slice(0, 8) !== date) return 'x-amz-date is not the credential date';
  const sent = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(Math.abs(keys.now().getTime() - sent) < 15 * 60 * 1000)) return 'request time too skewed';
  let canonicalRequest: string;
  try {
    canonicalRequest = canonicalRequestOf(request, names, payloadHash);
  } catch (error) {
    return (error as Error).message;
  }
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${hexSha256(canonicalRequest)}`;
  const signingKey = [date, region, 's3', 'aws4_request'].reduce<string | Buffer>(
    (key, part) => hmacSha256(key, part),
    `AWS4${keys.secretAccessKey}`,
  );
  const expected = hmacSha256(signingKey, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? undefined : 'SignatureDoesNotMatch';
}

/** Starts the fake on a free loopback port. */
export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const keys: Required<FakeS3Options> = {
    accessKeyId: options.accessKeyId ?? 'AKIAFAKES3TEST',
    secretAccessKey: options.secretAccessKey ?? 'fake-s3-secret-key-0123456789',
    region: options.region ?? 'sa-east-1',
    now: options.now ?? (() => new Date()),
  };
  const objects = new Map<string, FakeS3Object>();
  const refusals: FakeS3Refusal[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const reason = checkSignature(request, body, keys);
      const url = request.url ?? '';
      if (reason) {
        refusals.push({ method: request.method ?? '', url, reason });
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${reason}</Message></Error>`);
        return;
      }
      const prefix = `/${BUCKET}/`;
      if (!url.startsWith(prefix)) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = decodeURIComponent(url.slice(prefix.length));
      if (request.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
          cacheControl: request.headers['cache-control'],
        });
        response.writeHead(200, { etag: `"${hexSha256(body).slice(0, 32)}"` });
        response.end();
        return;
      }
      const object = objects.get(key);
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      }
      if (request.method === 'GET' && object) {
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        response.end(object.body);
        return;
      }
      response.writeHead(request.method === 'GET' ? 404 : 405, { 'content-type': 'application/xml' });
      response.end('<Error><Code>NoSuchKey</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    settings: {
      kind: 's3',
      endpoint: origin,
      bucket: BUCKET,
      region: keys.region,
      accessKeyId: keys.accessKeyId,
      secretAccessKey: keys.secretAccessKey,
    },
    origin,
    objects,
    refusals,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
