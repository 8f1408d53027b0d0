// /api/accounts: the money accounts with their balances; add, edit, reconcile, close and reopen. The user is always the
// token's, never a userId sent.
import { moneyAccountsEndpoints } from '@moneta/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  moneyAccountInputSchema,
  moneyAccountListSchema,
  moneyAccountSchema,
  reconcileInputSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  type MoneyAccount,
  type MoneyAccountList,
  type Reconciliation,
} from '@moneta/shared/contract';
import { authOf, signedInScope } from '../auth/guard';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import { idParamsSchema, pathId } from '../http/ids';
import { route } from '../http/route';
import type { ZodTypeProvider } from '../http/schemas';
import { todayIn } from '../http/timeZone';
import {
  createMoneyAccount,
  findMoneyAccount,
  listMoneyAccounts,
  readReconciliation,
  reconcileAccount,
  setAccountClosed,
  updateMoneyAccount,
} from '../moneyAccounts/repository';

export function moneyAccountRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name an account; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.accountNotFound);
  const found = (account: MoneyAccount | undefined): MoneyAccount => {
    if (!account) throw notFound(MESSAGES.accountNotFound);
    return account;
  };

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const account = answers(moneyAccountSchema);

    route(
      app,
      moneyAccountsEndpoints.list,
      { schema: { response: answers(moneyAccountListSchema) } },
      async (request) => ok<MoneyAccountList>(await listMoneyAccounts(db, authOf(request).userId)),
    );

    route(
      app,
      moneyAccountsEndpoints.create,
      { schema: { body: moneyAccountInputSchema, response: answers(moneyAccountSchema, 201) } },
      async (request, reply) => {
        const { account: created, replayed } = await createMoneyAccount(
          db,
          authOf(request).userId,
          request.body,
          idempotencyKeyOf(request),
        );
        if (replayed) markReplayed(reply);
        return reply.status(201).send(ok<MoneyAccount>(created, MESSAGES.moneyAccountAdded));
      },
    );

    route(
      app,
      moneyAccountsEndpoints.get,
      { schema: { params: idParamsSchema, response: account } },
      async (request) =>
        ok<MoneyAccount>(found(await findMoneyAccount(db, authOf(request).userId, idOf(request.params.id)))),
    );

    route(
      app,
      moneyAccountsEndpoints.update,
      { schema: { params: idParamsSchema, body: moneyAccountInputSchema, response: account } },
      async (request) => {
        const updated = await updateMoneyAccount(
          db,
          authOf(request).userId,
          idOf(request.params.id),
          request.body,
        );
        return ok<MoneyAccount>(found(updated), MESSAGES.moneyAccountUpdated);
      },
    );

    route(
      app,
      moneyAccountsEndpoints.reconcile,
      { schema: { params: idParamsSchema, body: reconcileInputSchema, response: account } },
      async (request) => {
        const reconciled = await reconcileAccount(
          db,
          authOf(request).userId,
          idOf(request.params.id),
          request.body,
        );
        return ok<MoneyAccount>(found(reconciled), MESSAGES.moneyAccountReconciled);
      },
    );

    route(
      app,
      moneyAccountsEndpoints.reconciliation,
      {
        schema: {
          params: idParamsSchema,
          querystring: reconciliationQuerySchema,
          response: answers(reconciliationSchema),
        },
      },
      async (request) => {
        const read = await readReconciliation(
          db,
          authOf(request).userId,
          idOf(request.params.id),
          request.query.date ?? todayIn(request),
        );
        if (!read) throw notFound(MESSAGES.accountNotFound);
        return ok<Reconciliation>(read);
      },
    );

    for (const [call, closed, message] of [
      [moneyAccountsEndpoints.close, true, MESSAGES.moneyAccountClosed],
      [moneyAccountsEndpoints.reopen, false, MESSAGES.moneyAccountReopened],
    ] as const) {
      route(app, call, { schema: { params: idParamsSchema, response: account } }, async (request) => {
        const changed = await setAccountClosed(db, authOf(request).userId, idOf(request.params.id), closed);
        return ok<MoneyAccount>(found(changed), message);
      });
    }
  };
}
