// GET /api/health: the server answers, and says whether the database does and, for the embedded database,
// whether its disk has room for writes. A full disk is reported with 200 (degraded): reads are still served.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiSuccessSchema, MESSAGES } from '@moneta/shared/contract';
import { z } from 'zod';
import type { Database } from '../db/client';

const SCHEMA = {
  response: {
    200: apiSuccessSchema(
      z.object({
        status: z.enum(['ok', 'degraded']),
        database: z.literal('up'),
        /** The embedded database's disk: 'full' while writes are refused. Absent on PostgreSQL. */
        disk: z.enum(['ok', 'full']).optional(),
      }),
    ),
    503: z.object({
      success: z.literal(false),
      message: z.string(),
      data: z.object({
        status: z.literal('degraded'),
        database: z.literal('down'),
        disk: z.enum(['ok', 'full']).optional(),
      }),
    }),
  },
};

/** `migrated` is false while a database that was not reachable at start has not been migrated yet. */
export function healthRoutes(
  database: Pick<Database, 'ping' | 'disk'>,
  migrated: () => boolean = () => true,
) {
  return async function register(app: FastifyInstance): Promise<void> {
    // Measured by the disk guard every second, without waiting for the database.
    const disk = () => {
      if (!database.disk) return {};
      return { disk: database.disk.status().full ? ('full' as const) : ('ok' as const) };
    };
    const down = (reply: FastifyReply) =>
      reply.status(503).send({
        success: false,
        message: 'Database unavailable',
        data: { status: 'degraded', database: 'down', ...disk() },
      });
    app.get('/health', { schema: SCHEMA }, async (request, reply) => {
      // Not reached yet: the start-up's retries say so in the log, once per attempt.
      if (!migrated()) return down(reply);
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return down(reply);
      }
      const state = disk();
      if (state.disk === 'full') {
        return {
          success: true,
          message: MESSAGES.diskFull,
          data: { status: 'degraded', database: 'up', disk: 'full' },
        };
      }
      return { success: true, data: { status: 'ok', database: 'up', ...state } };
    });
  };
}
