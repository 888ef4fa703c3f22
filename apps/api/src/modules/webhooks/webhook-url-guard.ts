import { type LookupAddress, lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '#api/lib/app-error';
import { isLoopbackAddress, isPublicAddress } from '#api/lib/network-address';

/** The 400 of a URL a webhook may not use (said when saved; the delivery's error says it when sent). */
export const WEBHOOK_URL_REFUSED_MESSAGE =
  'Este endereço não pode receber webhooks: use https:// e um servidor público na internet.';

/** Whether a webhook may go to `address`: public ones always; loopback only outside production (tests). */
export function isAllowedWebhookAddress(address: string, isProduction: boolean): boolean {
  return isPublicAddress(address) || (!isProduction && isLoopbackAddress(address));
}

/** Resolves a host name to all its addresses (a literal IP resolves to itself). */
export type ResolveHost = (host: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (host) =>
  isIP(host) ? [host] : (await lookupAll(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Checks a webhook URL when it is saved (docs/integrations.md#ssrf-guard): in production `https:` only and
 * every address its host resolves to public; outside production `http://127.0.0.1` and localhost too. The
 * send checks again at connect time ({@link guardedLookup}), so a name that changes its answer later
 * (DNS rebinding) still cannot reach an inside address.
 */
export async function checkWebhookUrl(options: {
  url: string;
  isProduction: boolean;
  resolve?: ResolveHost;
}): Promise<void> {
  const url = new URL(options.url);
  const isHttps = url.protocol === 'https:';
  if (!isHttps && (options.isProduction || url.protocol !== 'http:')) throw refusal();
  if (url.username || url.password) throw refusal();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveWithDns)(host);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Não encontramos este endereço: confira o nome do servidor.');
  }
  if (addresses.length === 0 || !addresses.every((a) => isAllowedWebhookAddress(a, options.isProduction)))
    throw refusal();
}

const refusal = () => new AppError('VALIDATION_FAILED', WEBHOOK_URL_REFUSED_MESSAGE);

/** The error a connection refused by the guard fails with (the delivery records it for the owner). */
export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(WEBHOOK_URL_REFUSED_MESSAGE);
    this.name = 'RefusedAddressError';
  }
}

/**
 * The DNS lookup a webhook's connection uses: it resolves, refuses any answer with an address the webhook
 * may not reach, and hands the socket the checked address, so nothing is resolved between check and connect.
 */
export function guardedLookup(isProduction: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const list = found as unknown as LookupAddress[];
      const bad = list.find((a) => !isAllowedWebhookAddress(a.address, isProduction));
      const first = list[0];
      if (bad || !first) return callback(new RefusedAddressError(bad?.address ?? hostname), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, l: LookupAddress[]) => void)(null, list);
      return callback(null, first.address, first.family);
    });
  };
}
