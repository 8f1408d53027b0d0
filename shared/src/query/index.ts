// The query layer: one QueryClient, keys per domain and mutations that invalidate what they
// change. A facade of its own, so the public pages, which load only the main entry, do not load react-query.
// Apps reach @tanstack/react-query only through here.
export {
  skipToken,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
export { createQueryClient, queryClient, QueryProvider } from './client';
export { useChange } from './mutation';
export { useShownDataFetchedAt } from './shownData';
// A write the client may retry carries one key for all its attempts.
export { newIdempotencyKey } from '../api/idempotencyKey';
export {
  analyticsKeys,
  budgetsKeys,
  goalsKeys,
  profileKeys,
  remindersKeys,
  sessionsKeys,
  settingsKeys,
  transactionsKeys,
} from './keys';
export { invalidateChanged } from './changes';
export { PendingChanges } from './outbox/PendingChanges';
export { forgetOutbox } from './outbox/entries';
export {
  discardOutboxEntry,
  flushOutbox,
  QUEUED,
  QUEUED_MESSAGE,
  sendOrQueue,
  type Queued,
} from './outbox/outbox';
export { savedBefore } from './outbox/savedBefore';
export { VersionChoice, VersionLines } from './outbox/VersionChoice';
export { changedElsewhere } from '../api/errors';
