import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3PhotoSettings } from '#api/config-photos';
import { sha256Hex, sigV4SigningKey, sigV4StringToSign } from '#api/lib/aws-sigv4';

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
  objects: Map<string, FakeS3Object>;
  refusals: FakeS3Refusal[];
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'AKIAFAKES3TEST';
const SECRET = 'fake-s3-secret-key-0123456789';
const REGION = 'sa-east-1';
const BUCKET = 'fotos';

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * Why a request's AWS Signature V4 does not hold, or undefined when it does: the credential must be ours,
 * `host`, `x-amz-date` and `x-amz-content-sha256` signed, the body's hash the one declared, the date within
 * 15 minutes, and the signature the one recomputed from what arrived (method, raw path, signed headers).
 */
function checkSignature(request: IncomingMessage, body: Buffer): string | undefined {
  const match = AUTH.exec(request.headers.authorization ?? '');
  if (!match) return 'no AWS4-HMAC-SHA256 authorization';
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== ACCESS_KEY_ID) return 'unknown access key';
  if (region !== REGION) return 'wrong region';
  const names = (signedHeaders as string).split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return `${required} not signed`;
  }
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256Hex(body)) return 'body does not match x-amz-content-sha256';
  const amzDate = String(request.headers['x-amz-date']);
  if (amzDate.slice(0, 8) !== date) return 'x-amz-date is not the credential date';
  const sent = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!(Math.abs(Date.now() - sent) < 15 * 60 * 1000)) return 'request time too skewed';
  const headers = Object.fromEntries(names.map((name) => [name, String(request.headers[name] ?? '')]));
  const stringToSign = sigV4StringToSign(
    {
      method: request.method ?? '',
      path: (request.url ?? '').split('?')[0] ?? '',
      headers,
      payloadHash,
      amzDate,
    },
    `${date}/${region}/s3/aws4_request`,
  );
  const expected = createHmac('sha256', sigV4SigningKey(SECRET, date as string, REGION, 's3'))
    .update(stringToSign)
    .digest();
  const given = Buffer.from(signature as string, 'hex');
  return timingSafeEqual(expected, given) ? undefined : 'SignatureDoesNotMatch';
}

/** Starts the fake on a free loopback port. */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const refusals: FakeS3Refusal[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const reason = checkSignature(request, body);
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
        response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
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
      region: REGION,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
    },
    objects,
    refusals,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
