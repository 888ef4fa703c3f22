import { z } from 'zod';
import { apiKeyScopes } from '../domain/integrations';
import { refuseUnsafeText } from '../domain/safe-text.schema';

// Messages end without a period: the server's validation answer appends one.

/** One scope as the API speaks it (docs/integrations.md#keys). */
export const apiKeyScopeSchema = z.enum(apiKeyScopes, { error: 'Permissão desconhecida' });

/** `POST /merchant/api-keys`: a name the owner recognizes and at least one scope, each once. */
export const apiKeyCreateBodySchema = z.object({
  name: refuseUnsafeText(
    z
      .string({ error: 'Informe o nome da chave' })
      .trim()
      .min(1, { error: 'Informe o nome da chave' })
      .max(60, { error: 'O nome da chave pode ter até 60 caracteres' }),
    'O nome da chave',
  ),
  scopes: z
    .array(apiKeyScopeSchema, { error: 'Escolha as permissões da chave' })
    .min(1, { error: 'Escolha ao menos uma permissão' })
    .max(apiKeyScopes.length, { error: 'Permissões repetidas' })
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'Permissões repetidas' }),
});
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBodySchema>;

/** The answer of `POST /merchant/api-keys`: the only time the key itself is shown. */
export const apiKeyCreatedSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** `sv_` + base64url of 32 random bytes; only its SHA-256 is kept. */
  key: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** One key of `GET /merchant/api-keys` (never the key; revoked keys are left out). */
export const apiKeySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The key's first 10 characters (`sv_` and 7 more), so the owner knows which one it is. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** `GET /merchant/api-keys`: the restaurant's keys not revoked, newest first. */
export const apiKeyListSchema = z.array(apiKeySummarySchema);

/** `DELETE /merchant/api-keys/{id}`. */
export const apiKeyParamsSchema = z.object({ id: z.uuid({ error: 'Chave inválida' }) });
