import { describe, expect, it } from 'vitest';
import { readVectorRequest, type SigV4Vector, s3Examples, sigV4TestSuite } from '#test/aws-sigv4-vectors';
import {
  encodeSigV4Segment,
  type SigV4Request,
  sha256Hex,
  signSigV4,
  sigV4CanonicalRequest,
  sigV4StringToSign,
} from './aws-sigv4';

// The signer against published values, not against itself (test/aws-sigv4-vectors.ts: AWS's SigV4 test
// suite and S3's worked examples). Each case's request is read as the files write it, signed, and its
// canonical request, string to sign and Authorization header compared with the published ones: a header
// value not trimmed (get-header-value-trim), a query not sorted (get-vanilla-query-order-*), a repeated
// header not joined in order (get-header-key-duplicate, get-header-value-order), a path byte not encoded
// (get-utf8, S3 PUT Object's `$`) each changes the answer.

/** A published request as the signer takes it: path segments encoded, the query split, the body hashed. */
function toSigV4Request(text: string): SigV4Request {
  const { method, target, headers, body } = readVectorRequest(text);
  const byName: Record<string, string[]> = {};
  for (const [name, value] of headers) byName[name] = [...(byName[name] ?? []), value];
  const queryAt = target.includes('?') ? target.indexOf('?') : target.length;
  const rawQuery = target.slice(queryAt + 1);
  const amzDate = headers.find(([name]) => name.toLowerCase() === 'x-amz-date')?.[1] ?? '';
  return {
    method,
    path: target.slice(0, queryAt).split('/').map(encodeSigV4Segment).join('/'),
    query: rawQuery
      ? rawQuery.split('&').map((pair): [string, string] => {
          const equals = pair.indexOf('=');
          return equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
        })
      : [],
    headers: byName,
    payloadHash: sha256Hex(body),
    amzDate: amzDate.trim(),
  };
}

const checkVector = (vector: SigV4Vector) => {
  const request = toSigV4Request(vector.request);
  const canonicalRequest = sigV4CanonicalRequest(request);
  expect(canonicalRequest).toBe(vector.canonicalRequest);
  const scope = vector.stringToSign.split('\n')[2] as string;
  expect(sigV4StringToSign(canonicalRequest, request.amzDate, scope)).toBe(vector.stringToSign);
  const authorization = signSigV4(request, vector.credentials);
  // S3's page prints the header without a space after its commas; S3 reads both.
  expect(vector.authorization.includes(', ') ? authorization : authorization.replaceAll(', ', ',')).toBe(
    vector.authorization,
  );
};

describe('AWS Signature V4 (src/lib/aws-sigv4.ts)', () => {
  it('holds the published vectors it is checked against', () => {
    expect(sigV4TestSuite.map((vector) => vector.name)).toEqual(
      expect.arrayContaining([
        'get-vanilla',
        'get-vanilla-query-order-key-case',
        'get-header-value-trim',
        'get-header-key-duplicate',
        'get-utf8',
        'post-x-www-form-urlencoded',
        'post-sts-header-before',
      ]),
    );
    expect(sigV4TestSuite).toHaveLength(20);
    expect(s3Examples).toHaveLength(4);
  });

  it.each(sigV4TestSuite.map((vector) => [vector.name, vector] as const))(
    "matches AWS's SigV4 test suite: %s",
    (_, vector) => checkVector(vector),
  );

  it.each(s3Examples.map((vector) => [vector.name, vector] as const))(
    "matches S3's worked example: %s",
    (_, vector) => checkVector(vector),
  );

  it('encodes path segments and query parts as RFC 3986 asks, UTF-8 bytes upper-case', () => {
    expect(encodeSigV4Segment("abc def+ção!'()*~._-.webp")).toBe(
      'abc%20def%2B%C3%A7%C3%A3o%21%27%28%29%2A~._-.webp',
    );
  });
});
