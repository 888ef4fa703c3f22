import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_API_TAG } from './public-api.routes';

type Operation = { tags?: string[] };
type OpenApiDocument = {
  openapi: string;
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/**
 * The public API's own OpenAPI document, `GET /v1/openapi.json` (docs/integrations.md#public-api-v1): the
 * app's document (generated from the same zod contracts) cut down to the operations tagged v1, with the
 * API key's bearer scheme only, so a restaurant's developer sees nothing of the app's private calls.
 */
export function registerPublicApiOpenApiRoutes(app: FastifyInstance): void {
  let document: { openapi: string } | undefined;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/openapi.json',
    {
      schema: {
        tags: ['integrations'],
        summary: 'O documento OpenAPI da API pública v1 (só as rotas /v1, com a chave de API)',
        response: { 200: z.looseObject({ openapi: z.string() }).describe('Documento OpenAPI 3') },
      },
    },
    async () => {
      document ??= toV1Document(app.swagger() as unknown as OpenApiDocument, app.ctx.config.publicUrl);
      return document;
    },
  );
}

function toV1Document(full: OpenApiDocument, publicUrl: string): { openapi: string; [key: string]: unknown } {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, operations] of Object.entries(full.paths ?? {})) {
    const v1 = Object.entries(operations).filter(([, operation]) => operation.tags?.includes(PUBLIC_API_TAG));
    if (v1.length > 0) paths[path] = Object.fromEntries(v1);
  }
  return {
    openapi: full.openapi,
    info: {
      title: 'SuaVez API pública v1',
      description:
        'A fila, os pedidos, o cardápio e as reservas de um restaurante, com uma chave de API ' +
        '(Authorization: Bearer sv_…) criada pelo dono em Integrações. 600 requisições por minuto por chave. ' +
        'A v1 só muda acrescentando; uma mudança incompatível será a /v2.',
      version: '1.0.0',
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      ...(full.components?.schemas ? { schemas: full.components.schemas } : {}),
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'sv_…' } },
    },
    security: [{ apiKey: [] }],
  };
}
