import { useAnalytics } from '@moneta/shared/analytics';

/**
 * The overview's figures (GET /api/analytics/dashboard), reused for 5 minutes and refetched at once when a
 * transaction or goal changes, here, in another remote or in another tab (the query layer's analytics keys).
 */
export const useDashboard = () => useAnalytics('dashboard');
