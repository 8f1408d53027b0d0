// GET /api/health: the server answers, and says whether the database does.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiSuccessSchema } from '@moneta/shared/contract';
import { z } from 'zod';
import type { Database } from '../db/client';

const SCHEMA = {
  response: {
    200: apiSuccessSchema(z.object({ status: z.literal('ok'), database: z.literal('up') })),
    503: z.object({
      success: z.literal(false),
      message: z.string(),
      data: z.object({ status: z.literal('degraded'), database: z.literal('down') }),
    }),
  },
};

/** `migrated` is false while a database that was not reachable at start has not been migrated yet. */
export function healthRoutes(database: Pick<Database, 'ping'>, migrated: () => boolean = () => true) {
  return async function register(app: FastifyInstance): Promise<void> {
    const down = (reply: FastifyReply) =>
      reply.status(503).send({
        success: false,
        message: 'Database unavailable',
        data: { status: 'degraded', database: 'down' },
      });
    app.get('/health', { schema: SCHEMA }, async (request, reply) => {
      // Not reached yet: the start-up's retries say so in the log, once per attempt.
      if (!migrated()) return down(reply);
      try {
        await database.ping();
        return { success: true, data: { status: 'ok', database: 'up' } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return down(reply);
      }
    });
  };
}
