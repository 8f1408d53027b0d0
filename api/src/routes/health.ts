// GET /api/health: the server answers, and says whether the database does.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export function healthRoutes(database: Pick<Database, 'ping'>) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/health', async (request, reply) => {
      try {
        await database.ping();
        return { success: true, data: { status: 'ok', database: 'up' } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply.status(503).send({
          success: false,
          message: 'Database unavailable',
          data: { status: 'degraded', database: 'down' },
        });
      }
    });
  };
}
