import { request as httpRequest, type IncomingMessage } from 'node:http';

/** One parsed Server-Sent Events frame (a comment line alone gives `comment`). */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/**
 * An open event stream read over a real socket (app.inject cannot read an answer that never ends).
 * Non-2xx answers are read whole into `body`.
 */
export interface SseConnection {
  status: number;
  headers: IncomingMessage['headers'];
  frames: SseFrame[];
  /** The whole body of an answer that ended (errors), or what was read so far. */
  body: string;
  /** Resolves when the server ends (or the socket closes). */
  ended: Promise<void>;
  /** The first frame (already read or still to come) matching `predicate`; rejects after `timeoutMs`. */
  waitFor(predicate: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** The `event: change` frames read so far, their data parsed. */
  changes(): { id: string | undefined; kind: string; queueEntryId: string; orderId: string | null }[];
  close(): void;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

/** Opens `url` (GET) with `headers` and `cookies`; resolves once the answer's headers arrived. */
export function openSse(
  url: string,
  options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
): Promise<SseConnection> {
  const cookie = Object.entries(options.cookies ?? {})
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const headers = { accept: 'text/event-stream', ...options.headers, ...(cookie ? { cookie } : {}) };
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers, agent: false }, (res) => {
      const frames: SseFrame[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
        res.on('error', () => done());
      });
      const connection: SseConnection = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        get body() {
          return body;
        },
        ended,
        waitFor(predicate, timeoutMs = 5000) {
          return new Promise((found, fail) => {
            const check = () => {
              const frame = frames.find(predicate);
              if (!frame) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(frame);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching frame within ${timeoutMs} ms; read: ${JSON.stringify(frames)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        changes: () =>
          frames
            .filter((frame) => frame.event === 'change')
            .map((frame) => ({ id: frame.id, ...JSON.parse(frame.data ?? '{}') })),
        close: () => {
          req.destroy();
        },
      };
      resolve(connection);
    });
    req.on('error', reject);
    req.end();
  });
}
