// Path and query parameters of the transaction routes that the shared schemas do not cover.
import { LIST_MAX_LIMIT, MESSAGES, queryInt, RECENT_TRANSACTIONS_COUNT } from '@moneta/shared/contract';
import { z } from 'zod';

export const recentQuerySchema = z.object({
  limit: queryInt(1, LIST_MAX_LIMIT, MESSAGES.limitInvalid).default(RECENT_TRANSACTIONS_COUNT),
});
