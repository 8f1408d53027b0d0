// A full disk costs writes, not the service: while the embedded database's disk is below its reserve
// (db/diskGuard.ts), every API request that may write is answered 507 before it reaches the database, so that
// nothing is half-written; reads and the health check are served as usual.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@moneta/shared/contract';
import type { DiskGuard } from '../db/diskGuard';
import { failure } from './errors';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How soon a client may try a refused write again. */
export const DISK_FULL_RETRY_AFTER_S = 60;

export function refuseWritesWhenDiskFull(app: FastifyInstance, disk: DiskGuard | undefined): void {
  if (!disk) return;
  app.addHook('onRequest', async (request, reply) => {
    if (READ_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!disk.check()) return;
    return reply
      .status(507)
      .header('retry-after', String(DISK_FULL_RETRY_AFTER_S))
      .send(failure(MESSAGES.diskFull));
  });
}
