import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake endpoint received. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  /** The body parsed as JSON; the raw text when it is not JSON. */
  body: unknown;
  /** The body as it came (a signature is over these exact bytes). */
  rawBody: string;
}

/** What a fake answers: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** A real HTTP server on 127.0.0.1 that stands in for an outside service in tests. */
export interface FakeHttpEndpoint {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * Starts a fake outside service on a free loopback port (real HTTP, as the app's own client sends it):
 * every request is recorded and answered by `answer`.
 */
export async function startFakeHttpEndpoint(
  answer: (request: ReceivedRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeHttpEndpoint> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Not JSON: the raw text stays, and the fake's checks refuse it.
      }
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
        rawBody: text,
      };
      received.push(entry);
      const reply = await answer(entry);
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
