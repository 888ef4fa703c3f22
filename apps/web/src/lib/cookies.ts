/**
 * The values kept in cookies (docs/screens.md#stored-values): the merchant session
 * (`access_token`, `merchant_id`, `email`), the consumer's id (`user`), the promo flag (`qrbc`) and the
 * diner's language (`lang`, rules.md §16).
 */
export type CookieName = 'access_token' | 'merchant_id' | 'email' | 'user' | 'qrbc' | 'lang';

export interface SetCookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
}

/** A merchant's stored login: the bearer token, its merchant id and the e-mail shown in the navbar. */
export interface MerchantSession {
  token: string;
  merchantId: string;
  email: string;
}

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Reads one cookie out of a `document.cookie`-like string; the first match wins, as in browsers. */
export function parseCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    return safeDecode(part.slice(separator + 1).trim());
  }
  return null;
}

/** Builds the string assigned to `document.cookie` to store one value (SameSite=Lax, Secure on https). */
export function serializeCookie(
  name: string,
  value: string,
  options: SetCookieOptions & { secure: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Decodes the claims of a JWT (base64url payload) without verifying it; null when malformed. */
export function decodeTokenClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const base64 = (parts[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a login token can still be used (docs/access.md#merchant-sessions): three dot-separated parts and
 * an `exp` claim (seconds since the epoch) later than `nowMs`.
 */
export function isTokenUnexpired(token: string, nowMs: number): boolean {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > nowMs;
}

/** Reads a stored value from the browser's cookies; null outside a browser or when absent. */
export function getCookie(name: CookieName): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie, name);
}

/** Stores a value in a cookie (Path=/ by default, SameSite=Lax, Secure when served over https). */
export function setCookie(name: CookieName, value: string, options: SetCookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox; the values must be readable synchronously on first render.
  document.cookie = serializeCookie(name, value, { ...options, secure: location.protocol === 'https:' });
}

/** Removes a stored value. */
export function deleteCookie(name: CookieName, path = '/'): void {
  setCookie(name, '', { maxAgeSeconds: 0, path });
}

/**
 * The merchant's session when the token is present and not expired, else null (the caller sends the
 * merchant to /login/merchant). The merchant id falls back to the token's `merchant` claim.
 */
export function readMerchantSession(nowMs: number = Date.now()): MerchantSession | null {
  const token = getCookie('access_token');
  if (!token || !isTokenUnexpired(token, nowMs)) return null;
  const claim = decodeTokenClaims(token)?.merchant;
  const merchantId = getCookie('merchant_id') ?? (typeof claim === 'string' ? claim : null);
  if (!merchantId) return null;
  return { token, merchantId, email: getCookie('email') ?? '' };
}

/** Stores a merchant's login; the cookies live as long as the token does. */
export function saveMerchantSession(session: MerchantSession, nowMs: number = Date.now()): void {
  const exp = decodeTokenClaims(session.token)?.exp;
  const options: SetCookieOptions =
    typeof exp === 'number' ? { maxAgeSeconds: Math.max(0, exp - Math.floor(nowMs / 1000)) } : {};
  setCookie('access_token', session.token, options);
  setCookie('merchant_id', session.merchantId, options);
  setCookie('email', session.email, options);
}

/** Logout (docs/access.md#merchant-sessions): clears token, merchant id and e-mail. */
export function clearMerchantSession(): void {
  deleteCookie('access_token');
  deleteCookie('merchant_id');
  deleteCookie('email');
}

/** The QR business-card bypass: `qrbc=true` for one day (docs/screens.md#stored-values). */
export function setPromoCookie(): void {
  setCookie('qrbc', 'true', { maxAgeSeconds: ONE_DAY_SECONDS });
}

/** Whether the promo flag is on (landing page promo modal, x-qrbc header). */
export function hasPromoCookie(): boolean {
  return getCookie('qrbc') === 'true';
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
