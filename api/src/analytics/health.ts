// GET /health: the analytics answer when the database does (one trivial query), else 503.
import { sql } from 'drizzle-orm';
import { MESSAGES, type AnalyticsHealth } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';

/** Any failure of the query is a 503; `onFailure` hears the error (the answer never carries it). */
export async function analyticsHealth(db: Db, onFailure: (error: unknown) => void): Promise<AnalyticsHealth> {
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    onFailure(error);
    throw new AppError(503, MESSAGES.serviceUnavailable);
  }
  return { status: 'ok', time: new Date().toISOString() };
}
