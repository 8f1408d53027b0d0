// Changes that never silently overwrite: a record's version is its updatedAt, to the millisecond as the answers
// carry it, and travels as a strong ETag. An update names the version it was made from in If-Match; when the
// record has changed since, the update is refused with 412 and the current record, so the person can choose.
// An update without If-Match is not checked: clients of the previous release, and the changes their outboxes
// kept, send none, and refusing them (428) would strand those changes on the device.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@moneta/shared/contract';
import { AppError } from './errors';

/** The strong ETag of a record of this version. */
export const versionTag = (updatedAt: Date | string): string => `"${new Date(updatedAt).toISOString()}"`;

/** The versions an update was made from: any one of them may be the current one; null when it names none. */
export type MadeFrom = readonly string[] | null;

/** The request's If-Match: `*` (any version) and an absent header check nothing. */
export function madeFrom(request: FastifyRequest): MadeFrom {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return null;
  return header.split(',').map((tag) => tag.trim());
}

/** True when `updatedAt` is one of the versions the update was made from (a weak tag never is). */
export const isCurrent = (from: MadeFrom, updatedAt: Date): boolean =>
  from === null || from.includes(versionTag(updatedAt));

/** 412 Precondition Failed, with what the change would have overwritten as it is now (and its ETag). */
export const staleVersion = (current: object, updatedAt?: string): AppError =>
  new AppError(
    412,
    MESSAGES.changedElsewhere,
    undefined,
    updatedAt === undefined ? {} : { etag: versionTag(updatedAt) },
    { current },
  );

/** Refuses the update when the record changed since the version it was made from. */
export function assertCurrent<T extends { updatedAt: string }>(
  from: MadeFrom,
  updatedAt: Date,
  current: () => T | Promise<T>,
): Promise<void> {
  return isCurrent(from, updatedAt)
    ? Promise.resolve()
    : Promise.resolve(current()).then((record) => {
        throw staleVersion(record, record.updatedAt);
      });
}

/**
 * The updatedAt of a changed row: now, and always at least a millisecond after the version it replaces, so that
 * two versions never share a tag (now() is the transaction's start, and answers carry milliseconds).
 */
export const nextVersion = (column: PgColumn | SQL): SQL =>
  sql`greatest(now(), ${column} + interval '1 millisecond')`;

/** Answers the record's version as its ETag. */
export function tagged<T extends { updatedAt: string }>(reply: FastifyReply, record: T): T {
  void reply.header('etag', versionTag(record.updatedAt));
  return record;
}
