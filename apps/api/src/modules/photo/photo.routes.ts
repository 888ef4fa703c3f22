import multipart from '@fastify/multipart';
import {
  MAX_PHOTO_BYTES,
  photoParamsSchema,
  uploadedPhotoSchema,
  uploadPhotoQuerySchema,
} from '@suavez/shared/contracts/photo.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/lib/app-error';
import { errorResponses } from '#api/lib/error-responses';
import { recordAudit } from '#api/modules/audit/audit';
import { PHOTO_CACHE_CONTROL } from './s3-photo-store';
import { uploadPhoto } from './upload-photo.service';

/** The 429 of the per-restaurant upload limit. */
export const PHOTO_RATE_LIMITED_MESSAGE =
  'Muitas fotos enviadas na última hora. Aguarde alguns minutos e tente novamente.';

const TOO_LARGE_MESSAGE = 'A foto pode ter no máximo 5 MB.';

/** The one file of a multipart request, read whole (at most 5 MB); pt-BR 4xx for every other shape. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envie a foto como multipart/form-data.');
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer;
  try {
    file = await request.file();
    if (!file) throw new AppError('VALIDATION_FAILED', 'Escolha uma foto para enviar.');
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
    }
    throw new AppError('VALIDATION_FAILED', 'Não foi possível ler o envio. Escolha a foto de novo.');
  }
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'O arquivo da foto está vazio.');
  return bytes;
}

/**
 * Photos (docs/photos.md): the restaurant uploads one (`POST /merchant/photos?kind=cover|icon|item`,
 * multipart, one file) and gets back its address; anyone reads it (`GET /photos/:merchantId/:file`) with a
 * year-long cache, as its name is the hash of its bytes. Multipart is parsed in this scope only.
 */
export function registerPhotoRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const limits = ctx.config.rateLimits;
  // After the guard: the merchant is the session's.
  const perMerchant = async (request: FastifyRequest) => {
    await ctx.limits.consume([
      {
        scope: 'photo-merchant',
        subject: request.merchant.merchantId,
        limit: limits.photoUploadsPerMerchant,
        message: PHOTO_RATE_LIMITED_MESSAGE,
      },
    ]);
  };

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/merchant/photos',
      {
        config: { merchant: { allow: 'settings', merchantIdIn: 'query.id' } },
        preHandler: perMerchant,
        schema: {
          tags: ['merchant'],
          summary:
            'Enviar uma foto (capa, ícone ou item; JPEG, PNG ou WebP até 5 MB, campo de arquivo único): ' +
            'volta o endereço da foto em WebP',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          querystring: uploadPhotoQuerySchema,
          response: { 200: uploadedPhotoSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
        },
      },
      async (request) => {
        const photo = await uploadPhoto({
          store: ctx.photos,
          merchantId: request.merchant.merchantId,
          kind: request.query.kind,
          file: await readUploadedFile(request),
        });
        // The upload writes no row (the photo store is outside the database): the audit row follows it, and
        // the screen's later save of the address is recorded on its own (docs/audit.md).
        await recordAudit(ctx.database.db, request.merchant, ctx.clock.now(), {
          action: 'menu.photo',
          targetKind: 'photo',
          detail: { kind: request.query.kind },
        });
        return photo;
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/photos/:merchantId/:file',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Uma foto enviada por um restaurante (image/webp, guardada em cache por um ano)',
        params: photoParamsSchema,
        response: {
          200: z.unknown().describe('A foto, image/webp'),
          304: z.null().describe('A foto não mudou (If-None-Match)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { merchantId, file } = request.params;
      const etag = `"${file.slice(0, -'.webp'.length)}"`;
      const photo = await ctx.photos.get(`${merchantId}/${file}`);
      if (!photo) throw new AppError('NOT_FOUND', 'Foto não encontrada.');
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).header('cache-control', PHOTO_CACHE_CONTROL).header('etag', etag).send();
      }
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .header('etag', etag)
        .send(photo.body);
    },
  );
}
