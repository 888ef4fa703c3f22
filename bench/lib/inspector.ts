import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';

/** A DevTools-protocol session with a process started with `--inspect=127.0.0.1:<port>`. */
export interface Inspector {
  call(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): void;
}

/**
 * Connects to a process's inspector over a minimal WebSocket (Node 20 has no client): text frames only,
 * which is all the protocol uses. The streams bench asks it for a full GC and `process.memoryUsage()`, so
 * memory is compared after a collection, not with whatever garbage happened to be around.
 */
export async function openInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const target = targets[0];
  if (!target) throw new Error('o inspetor não listou nenhum alvo');
  const url = new URL(target.webSocketDebuggerUrl);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-version': '13',
      },
    });
    req.on('upgrade', (_res, upgraded: Socket, head: Buffer) => {
      if (head.length > 0) upgraded.unshift(head);
      resolve(upgraded);
    });
    req.on('error', reject);
    req.end();
  });
  const pending = new Map<number, (message: Record<string, unknown>) => void>();
  let buffer = Buffer.alloc(0);
  let message = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (buffer.length < 2) return;
      const first = buffer[0] as number;
      const short = (buffer[1] as number) & 0x7f;
      let offset = 2;
      let length = short;
      if (short === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (short === 127) {
        if (buffer.length < 10) return;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffer.length < offset + length) return;
      message = Buffer.concat([message, buffer.subarray(offset, offset + length)]);
      buffer = buffer.subarray(offset + length);
      if ((first & 0x80) === 0) continue;
      const text = message.toString('utf8');
      message = Buffer.alloc(0);
      if ((first & 0x0f) > 2) continue;
      const parsed = JSON.parse(text) as { id?: number } & Record<string, unknown>;
      if (parsed.id !== undefined) pending.get(parsed.id)?.(parsed);
    }
  });
  const send = (text: string) => {
    const payload = Buffer.from(text);
    const mask = randomBytes(4);
    const header =
      payload.length < 126
        ? Buffer.from([0x81, 0x80 | payload.length])
        : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 255]);
    const masked = Buffer.from(payload.map((byte, index) => byte ^ (mask[index % 4] as number)));
    socket.write(Buffer.concat([header, mask, masked]));
  };
  let nextId = 1;
  return {
    call: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId;
        nextId += 1;
        pending.set(id, (answer) => {
          pending.delete(id);
          if (answer.error) reject(new Error(`${method}: ${JSON.stringify(answer.error)}`));
          else resolve((answer.result ?? {}) as Record<string, unknown>);
        });
        send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.destroy(),
  };
}

/** The process's memory after a full collection (bytes), as `process.memoryUsage()` reports it. */
export async function memoryAfterGc(inspector: Inspector): Promise<NodeJS.MemoryUsage> {
  await inspector.call('HeapProfiler.collectGarbage');
  await inspector.call('HeapProfiler.collectGarbage');
  const answer = await inspector.call('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  });
  const result = answer.result as { value?: string } | undefined;
  return JSON.parse(result?.value ?? '{}') as NodeJS.MemoryUsage;
}
