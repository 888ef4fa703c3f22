import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line (the SMS code travels in the verify-code query). */
const secretQueryParameters = new Set(['code', 'token', 'access_token', 'password', 'senha']);

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrlSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator < 0 ? pair : pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent; it cannot name a secret parameter anyway.
      }
      return separator >= 0 && secretQueryParameters.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * What the logger writes for a request (Fastify's default, with secrets out of the URL). Headers are not
 * logged at all; `redactedLogPaths` covers them anywhere a log line carries them.
 */
export function serializeRequestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/**
 * pino paths censored wherever they appear: credentials in headers, passwords and tokens in objects.
 * (Not `code`: the error handler logs the error code under that name.)
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers["x-access-token"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  'accessToken',
  '*.accessToken',
];
