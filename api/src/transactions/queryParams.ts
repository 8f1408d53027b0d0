// Path and query parameters of the transaction routes that the shared schemas do not cover.
import { LIST_MAX_LIMIT, MESSAGES, queryInt, RECENT_TRANSACTIONS_COUNT } from '@moneta/shared/contract';
import { z } from 'zod';
import { parseBody } from '../http/validate';

const recentQuerySchema = z.object({
  limit: queryInt(1, LIST_MAX_LIMIT, MESSAGES.limitInvalid).default(RECENT_TRANSACTIONS_COUNT),
});

export function parseRecentLimit(query: unknown): number {
  return parseBody(recentQuerySchema, query).limit;
}
