import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  appendVary,
  chooseEncoding,
  compressSmallAnswer,
  MIN_COMPRESSED_BYTES,
} from '#api/plugins/compression.plugin';
import type { AnswerTag, CachedAnswer } from './answer-cache';

/** What a cached route reads on a miss: the answer, what it was read from, and when it ends by itself. */
export interface LoadedAnswer {
  answer: unknown;
  tags: readonly AnswerTag[];
  /** A deadline in the answer: past it the same read answers differently. */
  notAfter?: Date | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers `key` from this process's answer cache, or runs `load` (after the route's own access checks,
 * which the caller has already made: the key must hold every input the answer depends on), serializes
 * it with the route's response schema exactly as Fastify would, keeps it, and sends it. Errors thrown by
 * `load` are never kept. A hit is sent compressed from the kept form, compressed once.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<LoadedAnswer>,
): Promise<FastifyReply> {
  const cache = request.server.answerCache;
  const hit = cache.get(key);
  if (hit) return sendHit(request, reply, hit);
  const asOf = cache.begin();
  const loaded = await load();
  const body = reply.serialize(loaded.answer) as string;
  cache.store(key, body, loaded.tags, asOf, loaded.notAfter);
  return reply.type(JSON_TYPE).send(body);
}

function sendHit(request: FastifyRequest, reply: FastifyReply, hit: CachedAnswer): FastifyReply {
  void reply.type(JSON_TYPE);
  if (hit.byteLength < MIN_COMPRESSED_BYTES) return reply.send(hit.body);
  void reply.header('vary', appendVary(reply.getHeader('vary')));
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(hit.body);
  let compressed = hit.encoded.get(encoding);
  if (!compressed) {
    compressed = compressSmallAnswer(Buffer.from(hit.body), encoding);
    // A big answer: the compression hook does it off-thread each time (none of the polls is this big).
    if (!compressed) return reply.send(hit.body);
    hit.encoded.set(encoding, compressed);
  }
  return reply.header('content-encoding', encoding).send(compressed);
}
