// The query layer (DESIGN section 5): one QueryClient, keys per domain and mutations that invalidate what they
// change. A facade of its own, so the public pages, which load only the main entry, do not load react-query.
// Apps reach @tanstack/react-query only through here.
export { useIsMutating, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
export { createQueryClient, queryClient, QueryProvider } from './client';
export { useChange } from './mutation';
export { analyticsKeys, goalsKeys, profileKeys, sessionsKeys, settingsKeys, transactionsKeys } from './keys';
export { invalidateChanged } from './changes';
