// /api/transaction: the list, one transaction, recurring rules, bulk delete and bulk marking as cleared.
// The CSV routes live in transaction-files.ts, the dashboard's figures in analytics.ts.
import { transactionsEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  bulkClearResultSchema,
  bulkClearSchema,
  bulkDeleteResultSchema,
  bulkDeleteSchema,
  deletedRecordSchema,
  recurringInputSchema,
  recurringResultSchema,
  recurringRuleSchema,
  tagListSchema,
  transactionInputSchema,
  transactionListQuerySchema,
  transactionListSchema,
  transactionSchema,
  type BulkClearResult,
  type BulkDeleteResult,
  type RecurringResult,
  type TagList,
  type Transaction,
  type TransactionList,
  MESSAGES,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { authOf, signedInScope } from '../auth/guard';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import { idParamsSchema, isRecordId, pathId } from '../http/ids';
import type { ZodTypeProvider } from '../http/schemas';
import { madeFrom, tagged } from '../http/versions';
import { recentQuerySchema } from '../transactions/queryParams';
import { setRecurring, stopRecurring } from '../transactions/recurring';
import { listTransactions, recentTransactions } from '../transactions/pages';
import { tagList } from '../transactions/tags';
import {
  createTransaction,
  deleteTransaction,
  deleteTransactions,
  findTransaction,
  setTransactionsCleared,
  unlockTransaction,
  updateTransaction,
} from '../transactions/repository';

export function transactionRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name a transaction; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.transactionNotFound);

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    route(
      app,
      transactionsEndpoints.list,
      { schema: { querystring: transactionListQuerySchema, response: answers(transactionListSchema) } },
      async (request) => {
        return ok<TransactionList>(await listTransactions(db, authOf(request).userId, request.query));
      },
    );

    route(
      app,
      transactionsEndpoints.tags,
      { schema: { response: answers(tagListSchema) } },
      async (request) => ok<TagList>(await tagList(db, authOf(request).userId)),
    );

    route(
      app,
      transactionsEndpoints.create,
      { schema: { body: transactionInputSchema, response: answers(transactionSchema, 201) } },
      async (request, reply) => {
        const key = idempotencyKeyOf(request);
        const { transaction, replayed } = await createTransaction(
          db,
          authOf(request).userId,
          request.body,
          key,
        );
        if (replayed) markReplayed(reply);
        return reply.status(201).send(ok<Transaction>(transaction, MESSAGES.transactionCreated));
      },
    );

    route(
      app,
      transactionsEndpoints.recent,
      { schema: { querystring: recentQuerySchema, response: answers(z.array(transactionSchema)) } },
      async (request) => {
        return ok<Transaction[]>(await recentTransactions(db, authOf(request).userId, request.query.limit));
      },
    );

    route(
      app,
      transactionsEndpoints.bulkDelete,
      { schema: { body: bulkDeleteSchema, response: answers(bulkDeleteResultSchema) } },
      async (request) => {
        const deletedCount = await deleteTransactions(
          db,
          authOf(request).userId,
          request.body.transactionIds.filter(isRecordId),
        );
        return ok<BulkDeleteResult>({ deletedCount }, MESSAGES.transactionsDeleted);
      },
    );

    route(
      app,
      transactionsEndpoints.bulkClear,
      { schema: { body: bulkClearSchema, response: answers(bulkClearResultSchema) } },
      async (request) => {
        const { transactionIds, cleared } = request.body;
        const updatedCount = await setTransactionsCleared(
          db,
          authOf(request).userId,
          transactionIds.filter(isRecordId),
          cleared,
        );
        return ok<BulkClearResult>(
          { updatedCount },
          cleared ? MESSAGES.transactionsCleared : MESSAGES.transactionsUncleared,
        );
      },
    );

    route(
      app,
      transactionsEndpoints.get,
      { schema: { params: idParamsSchema, response: answers(transactionSchema) } },
      async (request, reply) => {
        const found = await findTransaction(db, authOf(request).userId, idOf(request.params.id));
        if (!found) throw notFound(MESSAGES.transactionNotFound);
        return ok<Transaction>(tagged(reply, found));
      },
    );

    route(
      app,
      transactionsEndpoints.update,
      {
        schema: {
          params: idParamsSchema,
          body: transactionInputSchema,
          response: answers(transactionSchema),
        },
      },
      async (request, reply) => {
        const id = idOf(request.params.id);
        const userId = authOf(request).userId;
        const updated = await updateTransaction(db, userId, id, request.body, madeFrom(request));
        if (!updated) throw notFound(MESSAGES.transactionNotFound);
        return ok<Transaction>(tagged(reply, updated), MESSAGES.transactionUpdated);
      },
    );

    route(
      app,
      transactionsEndpoints.remove,
      { schema: { params: idParamsSchema, response: answers(deletedRecordSchema) } },
      async (request) => {
        const id = idOf(request.params.id);
        if (!(await deleteTransaction(db, authOf(request).userId, id)))
          throw notFound(MESSAGES.transactionNotFound);
        return ok({ _id: id }, MESSAGES.transactionDeleted);
      },
    );

    route(
      app,
      transactionsEndpoints.setRecurring,
      {
        schema: {
          params: idParamsSchema,
          body: recurringInputSchema,
          response: answers(recurringResultSchema, 201),
        },
      },
      async (request, reply) => {
        const id = idOf(request.params.id);
        const result = await setRecurring(db, authOf(request).userId, id, request.body);
        return reply.status(201).send(ok<RecurringResult>(result, MESSAGES.recurringSet));
      },
    );

    route(
      app,
      transactionsEndpoints.stopRecurring,
      { schema: { params: idParamsSchema, response: answers(recurringRuleSchema) } },
      async (request) => {
        const id = idOf(request.params.id);
        const rule = await stopRecurring(db, authOf(request).userId, id);
        return ok(rule, MESSAGES.recurringStopped);
      },
    );

    route(
      app,
      transactionsEndpoints.unlock,
      { schema: { params: idParamsSchema, response: answers(transactionSchema) } },
      async (request) => {
        const unlocked = await unlockTransaction(db, authOf(request).userId, idOf(request.params.id));
        if (!unlocked) throw notFound(MESSAGES.transactionNotFound);
        return ok<Transaction>(unlocked, MESSAGES.transactionUnlocked);
      },
    );
  };
}
