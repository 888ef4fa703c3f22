import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';

// The browser's side of Web Push, written from the RFCs for the fake push service (fake-push-service.ts):
// a subscription's keys and the decryption of an `aes128gcm` message (RFC 8291, RFC 8188), and the check of
// the application server's VAPID token (RFC 8292). Independent of `web-push`, so a test proves the server's
// messages are what a browser can read, not only what the library round-trips.

/** A browser subscription's secrets: its P-256 key pair and 16-byte auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** What `PushSubscription.toJSON().keys` carries, base64url. */
  json: { p256dh: string; auth: string };
}

/** A new key pair and auth secret, as a browser makes them when subscribing. */
export function createBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/**
 * Decrypts an `aes128gcm` push message body (RFC 8188 header: salt, record size, the sender's key id) with
 * the subscription's keys (RFC 8291 §3.4), one record, its padding delimiter checked. Throws when anything
 * does not match: a message the browser could not read.
 */
export function decryptPushMessage(body: Buffer, keys: BrowserKeys): Buffer {
  if (body.length < 21 + 65 + 17) throw new Error('message too short');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  if (keyIdLength !== 65) throw new Error(`key id of ${keyIdLength} bytes, expected the 65-byte sender key`);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const sharedSecret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(keys.auth, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  // The last record ends with the delimiter 0x02 before its zero padding.
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** The claims of a VAPID token that verified. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks an `Authorization: vapid t=…, k=…` header (RFC 8292): the key is `expectedKey`, the token an ES256
 * JWT signed with it, for `audience` (the push service's origin), not expired nor more than 24 h ahead,
 * with a `mailto:` or `https:` subject. Answers the claims, or throws saying what is wrong.
 */
export function verifyVapidAuthorization(
  header: string | undefined,
  expectedKey: string,
  audience: string,
  nowMs: number,
): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid authorization: ${header}`);
  const [, token = '', key = ''] = match;
  if (key !== expectedKey) throw new Error('k is not the application server key');
  const [encodedHeader = '', encodedClaims = '', signature = ''] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg ${jwtHeader.alg}`);
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isValid = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('bad signature');
  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()) as VapidClaims;
  if (claims.aud !== audience) throw new Error(`aud ${claims.aud}, expected ${audience}`);
  const nowSeconds = nowMs / 1000;
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600))
    throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub}`);
  return claims;
}
