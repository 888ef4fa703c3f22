import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The application server's VAPID identity (RFC 8292): a P-256 key pair, base64url, and a contact. */
export interface VapidKeys {
  /** The uncompressed public point (65 bytes), what browsers get as `applicationServerKey`. */
  publicKey: string;
  /** The private scalar (32 bytes). */
  privateKey: string;
  /** `mailto:` or `https:`: whom a push service contacts about our traffic. */
  subject: string;
}

/** The subject used outside production when VAPID_SUBJECT is unset. */
export const DEV_VAPID_SUBJECT = 'mailto:contato@suavez.app';

/**
 * The push services' hosts browsers subscribe to (docs/notifications.md#web-push): Chrome (and every
 * Chromium but Edge) on Firebase Cloud Messaging, Firefox on Mozilla's autopush, Safari on Apple's web push
 * service, Edge on the Windows Push Notification Services. `*.` matches any subdomain.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** A new key pair, as `web-push generate-vapid-keys` makes it. */
export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar comes back without its leading zero bytes: pad it to its 32 bytes.
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * What is wrong with a key pair (pt-BR, for the start error), or null: both base64url without padding, a
 * 65-byte uncompressed public point and a 32-byte private scalar, and the public key the private one's.
 */
export function findVapidKeyProblem(publicKey: string, privateKey: string): string | null {
  if (!base64url.test(publicKey) || !base64url.test(privateKey)) {
    return 'as chaves VAPID devem estar em base64url, sem "="';
  }
  const publicBytes = Buffer.from(publicKey, 'base64url');
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (publicBytes.length !== 65 || publicBytes[0] !== 4) {
    return 'VAPID_PUBLIC_KEY deve ser o ponto P-256 não comprimido (65 bytes)';
  }
  if (privateBytes.length !== 32) return 'VAPID_PRIVATE_KEY deve ter 32 bytes';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateBytes);
    if (!ecdh.getPublicKey().equals(publicBytes)) {
      return 'VAPID_PUBLIC_KEY não corresponde a VAPID_PRIVATE_KEY';
    }
  } catch {
    return 'VAPID_PRIVATE_KEY não é uma chave P-256 válida';
  }
  return null;
}

/** Whether a VAPID subject is a `mailto:` address or an `https:` URL, as push services require. */
export function isVapidSubject(subject: string): boolean {
  try {
    const url = new URL(subject);
    return (url.protocol === 'mailto:' && url.pathname.includes('@')) || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The development key pair, generated once into `dataDir/vapid-keys.json` like the JWT secret, so the
 * browsers' subscriptions survive a restart (a new key would orphan every one of them).
 */
export function readOrCreateDevVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const path = join(dataDir, 'vapid-keys.json');
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (
      typeof stored.publicKey === 'string' &&
      typeof stored.privateKey === 'string' &&
      findVapidKeyProblem(stored.publicKey, stored.privateKey) === null
    ) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  } catch {
    // Missing or unreadable: make a new pair below.
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeyPair();
  writeFileSync(path, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * `PUSH_ENDPOINT_HOSTS` as a list: comma-separated host names, lower case; `*.example.com` matches any
 * subdomain of example.com (not example.com itself). Answers null when an entry is not a host name.
 */
export function parsePushEndpointHosts(value: string): string[] | null {
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const isHost = (host: string) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host);
  return hosts.length > 0 && hosts.every(isHost) ? hosts : null;
}

/** Whether `hostname` is one of `hosts` (exactly, or under a `*.` entry). */
export function isAllowedPushHost(hostname: string, hosts: readonly string[]): boolean {
  const name = hostname.toLowerCase();
  return hosts.some((host) => (host.startsWith('*.') ? name.endsWith(host.slice(1)) : name === host));
}
