import { flagResponseSchema } from '@suavez/shared/contracts/flag.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** `GET /flag`: the value of one feature flag from configuration; unknown flags are off. */
export function registerFlagRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/flag',
    {
      schema: {
        tags: ['flags'],
        headers: z.object({ 'x-feature-flag': z.string().max(100).optional() }),
        response: { 200: flagResponseSchema },
      },
    },
    async (request) => {
      const flags: Record<string, boolean> = {
        SMS_VERIFICATION_ACCOUNT: app.ctx.config.featureSmsVerification,
      };
      return { value: flags[request.headers['x-feature-flag'] ?? ''] ?? false };
    },
  );
}
