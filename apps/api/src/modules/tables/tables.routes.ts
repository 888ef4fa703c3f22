import {
  createTableBodySchema,
  importTablesBodySchema,
  restaurantTableListSchema,
  restaurantTableSchema,
  tableParamsSchema,
  updateTableBodySchema,
} from '@suavez/shared/contracts/tables.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { audited, auditOf } from '#api/modules/audit/audit';
import { changeTable, createTable, importTables, listTables, removeTable } from './manage-tables.service';

/**
 * The restaurant's tables (rules §13 'Tables', docs/tables.md): the owner, host and waiters read them with
 * their state; only the owner creates, imports, changes and removes them.
 */
export function registerTablesRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];
  const owner = { merchant: { allow: 'settings' } } as const;

  api.get(
    '/merchant/tables',
    {
      config: { merchant: { allow: 'floor' } },
      schema: {
        tags: ['tables'],
        summary: 'Mesas: cada mesa com lugares, área e estado (livre ou ocupada), por área e nome',
        security,
        response: { 200: restaurantTableListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      listTables({ db: ctx.database.db, merchantId: request.merchant.merchantId, now: ctx.clock.now() }),
  );

  api.post(
    '/merchant/tables',
    {
      config: owner,
      schema: {
        tags: ['tables'],
        summary: 'Criar uma mesa (nome único no estabelecimento, 1 a 30 lugares)',
        security,
        body: createTableBodySchema,
        response: { 201: restaurantTableSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const table = await audited({
        ...auditOf(request),
        run: (tx) => createTable({ db: tx, merchantId: request.merchant.merchantId, ...request.body }),
        describe: (made) => ({
          action: 'table.create',
          targetKind: 'table',
          targetId: made.id,
          detail: { table: made.label, seats: made.seats },
        }),
      });
      return reply.status(201).send(table);
    },
  );

  api.post(
    '/merchant/tables/import',
    {
      config: owner,
      schema: {
        tags: ['tables'],
        summary: "Importar mesas de uma vez ('Mesa 1..20, 4 lugares'): todas ou nenhuma",
        security,
        body: importTablesBodySchema,
        response: { 201: restaurantTableListSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const tables = await audited({
        ...auditOf(request),
        run: (tx) =>
          importTables({ db: tx, merchantId: request.merchant.merchantId, text: request.body.text }),
        describe: (made) => ({ action: 'table.import', targetKind: 'table', detail: { count: made.length } }),
      });
      return reply.status(201).send(tables);
    },
  );

  api.patch(
    '/merchant/tables/:id',
    {
      config: owner,
      schema: {
        tags: ['tables'],
        summary: 'Alterar uma mesa (nome, lugares, mínimo de pessoas, área)',
        security,
        params: tableParamsSchema,
        body: updateTableBodySchema,
        response: { 200: restaurantTableSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          changeTable({
            db: tx,
            merchantId: request.merchant.merchantId,
            id: request.params.id,
            fields: request.body,
          }),
        describe: (changed) => ({
          action: 'table.update',
          targetKind: 'table',
          targetId: changed.id,
          detail: { table: changed.label, seats: changed.seats },
        }),
      }),
  );

  api.delete(
    '/merchant/tables/:id',
    {
      config: owner,
      schema: {
        tags: ['tables'],
        summary: 'Remover uma mesa (não pode haver clientes sentados nela)',
        security,
        params: tableParamsSchema,
        response: { 204: z.null().describe('Mesa removida'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await audited({
        ...auditOf(request),
        run: (tx) => removeTable({ db: tx, merchantId: request.merchant.merchantId, id: request.params.id }),
        describe: (removed) => ({
          action: 'table.delete',
          targetKind: 'table',
          targetId: removed.id,
          detail: { table: removed.label },
        }),
      });
      return reply.status(204).send(null);
    },
  );
}
