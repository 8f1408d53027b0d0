// /api/transaction: the list, one transaction, recurring rules and bulk delete (SPEC section 7 "Transactions";
// issue 3). The CSV routes live in transaction-files.ts, the dashboard's figures in analytics.ts.
import type { FastifyInstance } from 'fastify';
import {
  bulkDeleteSchema,
  recurringInputSchema,
  transactionInputSchema,
  transactionListQuerySchema,
  type BulkDeleteResult,
  type RecurringResult,
  type Transaction,
  type TransactionList,
  MESSAGES,
} from '@moneta/shared/contract';
import { authOf, requireAuth } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import { isRecordId, pathId } from '../http/ids';
import { parseBody } from '../http/validate';
import { parseRecentLimit } from '../transactions/queryParams';
import { setRecurring, stopRecurring } from '../transactions/recurring';
import { listTransactions, recentTransactions } from '../transactions/pages';
import {
  createTransaction,
  deleteTransaction,
  deleteTransactions,
  findTransaction,
  updateTransaction,
} from '../transactions/repository';

type WithId = { Params: { id: string } };

export function transactionRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name a transaction; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.transactionNotFound);

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireAuth(config, db));

    app.get('/', async (request) => {
      const query = parseBody(transactionListQuerySchema, request.query);
      return ok<TransactionList>(await listTransactions(db, authOf(request).userId, query));
    });

    app.post('/', async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const input = parseBody(transactionInputSchema, request.body);
      const { transaction, replayed } = await createTransaction(db, authOf(request).userId, input, key);
      if (replayed) markReplayed(reply);
      return reply.status(201).send(ok<Transaction>(transaction, MESSAGES.transactionCreated));
    });

    app.get('/recent', async (request) => {
      const limit = parseRecentLimit(request.query);
      return ok<Transaction[]>(await recentTransactions(db, authOf(request).userId, limit));
    });

    app.post('/bulk-delete', async (request) => {
      const { transactionIds } = parseBody(bulkDeleteSchema, request.body);
      const deletedCount = await deleteTransactions(
        db,
        authOf(request).userId,
        transactionIds.filter(isRecordId),
      );
      return ok<BulkDeleteResult>({ deletedCount }, MESSAGES.transactionsDeleted);
    });

    app.get<WithId>('/:id', async (request) => {
      const found = await findTransaction(db, authOf(request).userId, idOf(request.params.id));
      if (!found) throw notFound(MESSAGES.transactionNotFound);
      return ok<Transaction>(found);
    });

    app.put<WithId>('/:id', async (request) => {
      const id = idOf(request.params.id);
      const input = parseBody(transactionInputSchema, request.body);
      const updated = await updateTransaction(db, authOf(request).userId, id, input);
      if (!updated) throw notFound(MESSAGES.transactionNotFound);
      return ok<Transaction>(updated, MESSAGES.transactionUpdated);
    });

    app.delete<WithId>('/:id', async (request) => {
      const id = idOf(request.params.id);
      if (!(await deleteTransaction(db, authOf(request).userId, id)))
        throw notFound(MESSAGES.transactionNotFound);
      return ok({ _id: id }, MESSAGES.transactionDeleted);
    });

    app.post<WithId>('/:id/recurring', async (request, reply) => {
      const id = idOf(request.params.id);
      const input = parseBody(recurringInputSchema, request.body);
      const result = await setRecurring(db, authOf(request).userId, id, input);
      return reply.status(201).send(ok<RecurringResult>(result, MESSAGES.recurringSet));
    });

    app.delete<WithId>('/:id/recurring', async (request) => {
      const id = idOf(request.params.id);
      const rule = await stopRecurring(db, authOf(request).userId, id);
      return ok(rule, MESSAGES.recurringStopped);
    });
  };
}
