import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What the security tests read of an answer (a subset of light-my-request's response). */
export interface SentAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): unknown;
}

/** Live streams never end, so app.inject would wait forever on a granted one. */
export const isStreamUrl = (url: string): boolean => url.startsWith('/api/live/');

const baseUrls = new WeakMap<FastifyInstance, Promise<string>>();

/** The app's address, listening on a free port the first time it is asked for. */
function baseUrlOf(app: FastifyInstance): Promise<string> {
  let url = baseUrls.get(app);
  if (!url) {
    url = app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    baseUrls.set(app, url);
  }
  return url;
}

/**
 * Sends a request to a live stream route over a real socket. A granted stream (2xx, text/event-stream)
 * counts as answered once its headers arrive, and is closed; any other answer is read whole.
 */
export async function sendToStream(
  app: FastifyInstance,
  request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    cookies: Record<string, string>;
    payload?: string;
  },
): Promise<SentAnswer> {
  const cookie = Object.entries(request.cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const headers = { ...request.headers, ...(cookie ? { cookie } : {}) };
  const base = await baseUrlOf(app);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${request.url}`,
      { method: request.method, headers, agent: false },
      (res) => {
        const answer = (body: string): SentAnswer => ({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: () => JSON.parse(body),
        });
        const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
        if ((res.statusCode ?? 0) < 300 && isStream) {
          req.destroy();
          resolve(answer(''));
          return;
        }
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve(answer(body)));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.payload);
  });
}
