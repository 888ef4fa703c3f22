import { healthResponseSchema } from '@suavez/shared/contracts/health.contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** `GET /health`: answers once the database answers. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { hide: true, response: { 200: healthResponseSchema } } }, async () => {
      await app.ctx.database.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    });
}
