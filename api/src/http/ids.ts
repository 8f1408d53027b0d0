// Path ids: every record's id is a uuid, and a path that cannot name one is answered like an unknown record.
import type { ServerMessage } from '@moneta/shared/contract';
import { z } from 'zod';
import { notFound } from './errors';

/** Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it; anything else never reaches SQL. */
const idSchema = z.guid();

export function isRecordId(value: string): boolean {
  return idSchema.safeParse(value).success;
}

/** The path's id when it can name a record; else the record's 404, as for an unknown one. */
export function pathId(value: string, notFoundMessage: ServerMessage): string {
  if (!isRecordId(value)) throw notFound(notFoundMessage);
  return value;
}

/** The params of a `/:id` route, checked in the handler with pathId so that a malformed id reads as unknown. */
export const idParamsSchema = z.object({ id: z.string() });
