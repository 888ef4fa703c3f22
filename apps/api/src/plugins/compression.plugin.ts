import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers shorter than this go as they are: compressing them saves less than a packet. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Answers up to this size (the polls: a queue, an order, a hall) are compressed on the request's own turn
 * of the event loop at brotli quality 1: a handoff to the thread pool costs more than the work, and quality
 * 1 with a window the size of the answer takes ~20 µs for 3 KB where the defaults (quality 4, 4 MB window)
 * took ~120 µs, for 10 % more bytes. Bigger answers (a whole menu, fetched once) get quality 4 off-thread.
 */
const SMALL_ANSWER_BYTES = 16 * 1024;

function brotliParams(size: number): Record<number, number> {
  return {
    [constants.BROTLI_PARAM_QUALITY]: size <= SMALL_ANSWER_BYTES ? 1 : 4,
    // The window never needs to be larger than the answer; a smaller one is cheaper to set up.
    [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(10, Math.ceil(Math.log2(size)))),
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/**
 * Compresses a poll-sized answer (up to 16 KB) on the spot, as the hook does; undefined for a bigger one,
 * which the hook compresses off-thread. Used by the answer cache to keep the compressed form.
 */
export function compressSmallAnswer(body: Buffer, encoding: 'br' | 'gzip'): Buffer | undefined {
  if (body.length > SMALL_ANSWER_BYTES) return undefined;
  return encoding === 'br'
    ? brotliCompressSync(body, { params: brotliParams(body.length) })
    : gzipSync(body, { level: 6 });
}

async function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const small = compressSmallAnswer(body, encoding);
  if (small) return small;
  return encoding === 'br'
    ? brotli(body, { params: brotliParams(body.length) })
    : gzipAsync(body, { level: 6 });
}

/** The encoding to answer with, from an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const header = acceptEncoding ?? '';
  const known = chosenEncodings.get(header);
  if (known !== undefined) return known;
  const chosen = parseEncoding(header);
  // Browsers send a handful of distinct headers: every poll would parse the same few again. Bounded, so
  // made-up headers cannot grow it.
  if (header.length > 256) return chosen;
  if (chosenEncodings.size >= 256) chosenEncodings.clear();
  chosenEncodings.set(header, chosen);
  return chosen;
}

const chosenEncodings = new Map<string, 'br' | 'gzip' | null>();

function parseEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Compresses the API's JSON and text answers (the menu of a restaurant is several KB) for a phone on
 * mobile data. Files of the web build are not touched here: they are compressed at build time and sent
 * as streams (spa.plugin.ts). Brotli is tuned for the polls (`brotliParams`): most of the gain at a
 * fraction of the CPU of the library's defaults.
 */
export function registerCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: most answers pass through untouched (already encoded, small, not
  // text), and an async hook costs every one of them a promise and a turn of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    // An event stream must reach the browser frame by frame (modules/live writes its streams by hand,
    // past this hook; this keeps any other one from being buffered into a compressed answer).
    if (type.startsWith('text/event-stream')) return done(null, payload);
    if (!/^(application\/(json|problem\+json)|text\/)/.test(type)) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_COMPRESSED_BYTES) return done(null, payload);
    void reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    compress(body, encoding).then(
      (compressed) => {
        void reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}

/** A Vary header value with Accept-Encoding added once. */
export function appendVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.some((value) => value.toLowerCase() === 'accept-encoding' || value === '*')
    ? values.join(', ')
    : [...values, 'Accept-Encoding'].join(', ');
}
