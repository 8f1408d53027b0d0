// The query layer: one QueryClient and mutations that invalidate what they change (the keys, and what each
// domain's change makes stale, are the domains' own: shared/src/domains). A facade of its own, so the public pages, which load only the main entry, do not load react-query.
// Apps reach @tanstack/react-query only through here.
export {
  skipToken,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
export { QueryProvider } from './client';
export { createQueryClient, queryClient } from './queryClient';
export { changeOf, useChange } from './mutation';
export { useShownDataFetchedAt } from './shownData';
// A write the client may retry carries one key for all its attempts.
export { newIdempotencyKey } from '../api/idempotencyKey';
export { invalidateChanged } from './changes';
export { forgetOutbox } from './outbox/entries';
export { discardOutboxEntry, flushOutbox, keepMine, retryOutboxEntry, sendOrQueue } from './outbox/outbox';
export { QUEUED, type Queued } from './outbox/queued';
export { savedBefore } from './outbox/savedBefore';
// How a failed call reads, for the outbox's queue here and for the screens through the ui facade: one copy.
export {
  analyticsFailure,
  answerStatus,
  changedElsewhere,
  errorMessage,
  fieldErrors,
  needsFreshProof,
  unanswered,
} from '../api/errors';
