// The analytics domain: its API calls, query keys and read hook. Analytics are only read; what makes them stale is
// in the domains whose data they are computed from.
export { analyticsApi } from './api';
export { analyticsEndpoints, type Period } from './endpoints';
export { useAnalytics } from './hooks';
export { analyticsKeys } from './keys';
