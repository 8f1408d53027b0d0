// /api/rules: the rules that file the person's new transactions, their order, and applying one to the existing
// transactions (a preview, then the change, which can be undone). The user is always the token's.
import { rulesEndpoints } from '@moneta/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import {
  deletedRecordSchema,
  MESSAGES,
  ruleApplicationSchema,
  ruleInputSchema,
  ruleListSchema,
  ruleOrderSchema,
  rulePreviewSchema,
  ruleSchema,
  ruleUndoSchema,
  type Rule,
} from '@moneta/shared/contract';
import { authOf, signedInScope } from '../auth/guard';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import { idParamsSchema, pathId } from '../http/ids';
import { route } from '../http/route';
import type { ZodTypeProvider } from '../http/schemas';
import { applyRule, previewRule, undoApplication } from '../rules/filing';
import { createRule, deleteRule, listRules, reorderRules, updateRule } from '../rules/repository';

export function ruleRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name a rule; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.filingRuleNotFound);
  const found = (rule: Rule | undefined): Rule => {
    if (!rule) throw notFound(MESSAGES.filingRuleNotFound);
    return rule;
  };

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    route(app, rulesEndpoints.list, { schema: { response: answers(ruleListSchema) } }, async (request) =>
      ok({ rules: await listRules(db, authOf(request).userId) }),
    );

    route(
      app,
      rulesEndpoints.create,
      { schema: { body: ruleInputSchema, response: answers(ruleSchema, 201) } },
      async (request, reply) => {
        const { rule, replayed } = await createRule(
          db,
          authOf(request).userId,
          request.body,
          idempotencyKeyOf(request),
        );
        if (replayed) markReplayed(reply);
        return reply.status(201).send(ok<Rule>(rule, MESSAGES.ruleCreated));
      },
    );

    route(
      app,
      rulesEndpoints.reorder,
      { schema: { body: ruleOrderSchema, response: answers(ruleListSchema) } },
      async (request) =>
        ok(
          { rules: await reorderRules(db, authOf(request).userId, request.body.ids) },
          MESSAGES.rulesReordered,
        ),
    );

    route(
      app,
      rulesEndpoints.update,
      { schema: { params: idParamsSchema, body: ruleInputSchema, response: answers(ruleSchema) } },
      async (request) => {
        const updated = await updateRule(db, authOf(request).userId, idOf(request.params.id), request.body);
        return ok<Rule>(found(updated), MESSAGES.ruleUpdated);
      },
    );

    route(
      app,
      rulesEndpoints.remove,
      { schema: { params: idParamsSchema, response: answers(deletedRecordSchema) } },
      async (request) => {
        const id = idOf(request.params.id);
        if (!(await deleteRule(db, authOf(request).userId, id))) throw notFound(MESSAGES.filingRuleNotFound);
        return ok({ _id: id }, MESSAGES.ruleDeleted);
      },
    );

    route(
      app,
      rulesEndpoints.preview,
      { schema: { params: idParamsSchema, response: answers(rulePreviewSchema) } },
      async (request) => ok(await previewRule(db, authOf(request).userId, idOf(request.params.id))),
    );

    route(
      app,
      rulesEndpoints.apply,
      { schema: { params: idParamsSchema, response: answers(ruleApplicationSchema) } },
      async (request) =>
        ok(await applyRule(db, authOf(request).userId, idOf(request.params.id)), MESSAGES.ruleApplied),
    );

    route(
      app,
      rulesEndpoints.undo,
      { schema: { params: idParamsSchema, response: answers(ruleUndoSchema) } },
      async (request) => {
        const id = pathId(request.params.id, MESSAGES.ruleApplicationNotFound);
        return ok(await undoApplication(db, authOf(request).userId, id), MESSAGES.ruleApplicationUndone);
      },
    );
  };
}
