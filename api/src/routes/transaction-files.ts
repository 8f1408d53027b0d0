// /api/transaction: CSV export of the list's filters, and the import of a CSV file or a bank statement with
// preview, history and undo.
import { transactionsEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import { MESSAGES } from '@moneta/shared/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  bulkDeleteResultSchema,
  importPreviewSchema,
  importRecordSchema,
  importResultSchema,
  type ImportPreview,
  type ImportRecord,
  type ImportResult,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { authOf, signedInScope } from '../auth/guard';
import { categoryBook } from '../categories/book';
import type { AppContext } from '../context';
import { answers, answersFile, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import type { ZodTypeProvider } from '../http/schemas';
import { analyseFile, toPreview } from '../transactions/csv/analysis';
import { markDuplicates } from '../transactions/csv/duplicates';
import { csvExport, exportFileName, exportQuerySchema } from '../transactions/csv/export';
import { assertCategoryFilter, withSearchOperators } from '../transactions/searchOperators';
import { listImports, saveImport, undoImport } from '../transactions/csv/imports';
import { accountForWrite } from '../moneyAccounts/repository';
import { MULTIPART_LIMITS, readUpload } from '../transactions/csv/upload';

const importIdSchema = z.uuid();
const importParamsSchema = z.object({ importId: z.string() });

export function transactionFileRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    route(
      app,
      transactionsEndpoints.exportCsv,
      {
        schema: {
          querystring: exportQuerySchema,
          response: answersFile('text/csv', 'The filtered transactions as a CSV file.'),
        },
      },
      async (request, reply) => {
        const { format: _csv, ...asked } = request.query;
        const userId = authOf(request).userId;
        await assertCategoryFilter(db, userId, asked);
        const filters = await withSearchOperators(db, userId, asked);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
          .header('Cache-Control', 'no-store')
          .send(csvExport(db, userId, filters));
      },
    );

    route(
      app,
      transactionsEndpoints.previewImport,
      { schema: { response: answers(importPreviewSchema) } },
      async (request) => {
        const upload = await readUpload(request);
        const { userId } = authOf(request);
        const accountId = await accountForWrite(db, userId, upload.accountId);
        const analysis = await analyseFile(upload.content, upload.mapping, await categoryBook(db, userId));
        await markDuplicates(db, userId, accountId, analysis.rows);
        return ok<ImportPreview>(toPreview(analysis));
      },
    );

    route(
      app,
      transactionsEndpoints.importCsv,
      { schema: { response: answers(importResultSchema, 201) } },
      async (request, reply) => {
        const upload = await readUpload(request);
        const { userId } = authOf(request);
        const analysis = await analyseFile(upload.content, upload.mapping, await categoryBook(db, userId));
        const result = await saveImport(db, userId, upload.fileName, analysis.rows, upload.accountId);
        return reply.status(201).send(ok<ImportResult>(result, MESSAGES.importDone));
      },
    );

    route(
      app,
      transactionsEndpoints.imports,
      { schema: { response: answers(z.array(importRecordSchema)) } },
      async (request) => {
        return ok<ImportRecord[]>(await listImports(db, authOf(request).userId));
      },
    );

    route(
      app,
      transactionsEndpoints.undoImport,
      { schema: { params: importParamsSchema, response: answers(bulkDeleteResultSchema) } },
      async (request) => {
        const { importId } = request.params;
        const deletedCount = importIdSchema.safeParse(importId).success
          ? await undoImport(db, authOf(request).userId, importId)
          : undefined;
        if (deletedCount === undefined) throw notFound(MESSAGES.importNotFound);
        return ok({ deletedCount }, MESSAGES.importUndone);
      },
    );
  };
}
