// /api/categories: the person's categories of income and expenses; adding, editing (a rename rewrites every row
// that names the category) and merging one into another. The user is always the token's.
import { categoriesEndpoints } from '@moneta/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import {
  categoryInputSchema,
  categoryListSchema,
  categoryMergeResultSchema,
  categoryMergeSchema,
  categorySchema,
  categoryUpdateSchema,
  MESSAGES,
  type Category,
  type CategoryMergeResult,
} from '@moneta/shared/contract';
import { authOf, signedInScope } from '../auth/guard';
import { mergeCategory } from '../categories/merge';
import { createCategory, listCategories, updateCategory } from '../categories/repository';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import { idParamsSchema, pathId } from '../http/ids';
import { route } from '../http/route';
import type { ZodTypeProvider } from '../http/schemas';

export function categoryRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name a category; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.categoryNotFound);
  function found<T>(value: T | undefined): T {
    if (value === undefined) throw notFound(MESSAGES.categoryNotFound);
    return value;
  }

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    route(
      app,
      categoriesEndpoints.list,
      { schema: { response: answers(categoryListSchema) } },
      async (request) => ok({ categories: await listCategories(db, authOf(request).userId) }),
    );

    route(
      app,
      categoriesEndpoints.create,
      { schema: { body: categoryInputSchema, response: answers(categorySchema, 201) } },
      async (request, reply) => {
        const { category, replayed } = await createCategory(
          db,
          authOf(request).userId,
          request.body,
          idempotencyKeyOf(request),
        );
        if (replayed) markReplayed(reply);
        return reply.status(201).send(ok<Category>(category, MESSAGES.categoryCreated));
      },
    );

    route(
      app,
      categoriesEndpoints.update,
      { schema: { params: idParamsSchema, body: categoryUpdateSchema, response: answers(categorySchema) } },
      async (request) => {
        const id = idOf(request.params.id);
        const updated = await updateCategory(db, authOf(request).userId, id, request.body);
        return ok<Category>(found(updated), MESSAGES.categoryUpdated);
      },
    );

    route(
      app,
      categoriesEndpoints.merge,
      {
        schema: {
          params: idParamsSchema,
          body: categoryMergeSchema,
          response: answers(categoryMergeResultSchema),
        },
      },
      async (request) => {
        const id = idOf(request.params.id);
        const merged = await mergeCategory(db, authOf(request).userId, id, request.body.into);
        return ok<CategoryMergeResult>(found(merged), MESSAGES.categoryMerged);
      },
    );
  };
}
