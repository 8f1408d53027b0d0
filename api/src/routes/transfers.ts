// /api/transfers: money moved between two of the person's accounts, as one transfer with two rows. The user is
// always the token's, never a userId sent.
import { transfersEndpoints } from '@moneta/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import {
  deletedRecordSchema,
  MESSAGES,
  transferInputSchema,
  transferSchema,
  type Transfer,
} from '@moneta/shared/contract';
import { authOf, signedInScope } from '../auth/guard';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import { idParamsSchema, pathId } from '../http/ids';
import { route } from '../http/route';
import type { ZodTypeProvider } from '../http/schemas';
import { createTransfer, deleteTransfer, findTransfer, updateTransfer } from '../transfers/repository';

export function transferRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name a transfer; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.transferNotFound);
  const found = (transfer: Transfer | undefined): Transfer => {
    if (!transfer) throw notFound(MESSAGES.transferNotFound);
    return transfer;
  };

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    route(
      app,
      transfersEndpoints.create,
      { schema: { body: transferInputSchema, response: answers(transferSchema, 201) } },
      async (request, reply) => {
        const { transfer, replayed } = await createTransfer(
          db,
          authOf(request).userId,
          request.body,
          idempotencyKeyOf(request),
        );
        if (replayed) markReplayed(reply);
        return reply.status(201).send(ok<Transfer>(transfer, MESSAGES.transferCreated));
      },
    );

    route(
      app,
      transfersEndpoints.get,
      { schema: { params: idParamsSchema, response: answers(transferSchema) } },
      async (request) =>
        ok<Transfer>(found(await findTransfer(db, authOf(request).userId, idOf(request.params.id)))),
    );

    route(
      app,
      transfersEndpoints.update,
      { schema: { params: idParamsSchema, body: transferInputSchema, response: answers(transferSchema) } },
      async (request) => {
        const id = idOf(request.params.id);
        const updated = await updateTransfer(db, authOf(request).userId, id, request.body);
        return ok<Transfer>(found(updated), MESSAGES.transferUpdated);
      },
    );

    route(
      app,
      transfersEndpoints.remove,
      { schema: { params: idParamsSchema, response: answers(deletedRecordSchema) } },
      async (request) => {
        const id = idOf(request.params.id);
        if (!(await deleteTransfer(db, authOf(request).userId, id)))
          throw notFound(MESSAGES.transferNotFound);
        return ok({ _id: id }, MESSAGES.transferDeleted);
      },
    );
  };
}
