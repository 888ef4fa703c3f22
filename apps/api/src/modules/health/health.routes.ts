import { healthResponseSchema } from '@suavez/shared/contracts/health.contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

/** `GET /health`: 200 once the database answers; 503 while the process drains on its way out. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { hide: true, response: { 200: healthResponseSchema } } }, async () => {
      if (app.ctx.lifecycle.isDraining) {
        throw new AppError('UNAVAILABLE', 'Servidor encerrando: tente outro ou aguarde um instante.');
      }
      await app.ctx.database.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    });
}
