// The analytics client: 30 s timeout, bearer token and cookies, the timezone, locale and
// request timestamp headers, and up to 2 retries 1 s x attempt apart, never on a 4xx other than 429.
import axiosRetry from 'axios-retry';
import type { AxiosError } from 'axios';
import { ANALYTICS_RETRIES, ANALYTICS_RETRY_DELAY_MS, ANALYTICS_TIMEOUT_MS } from '../contract/analytics';
import { i18n } from '../i18n';
import { API_BASE } from '../domains/endpoint';
import { createClient } from './client';

/** Retried: no answer (network, timeout), 429 and 5xx. A request the page cancelled is not. */
export function isRetriable(error: AxiosError): boolean {
  if (error.code === 'ERR_CANCELED') return false;
  const status = error.response?.status;
  if (status === undefined) return true;
  return status === 429 || status >= 500;
}

export const analyticsClient = createClient(API_BASE, true, ANALYTICS_TIMEOUT_MS);

analyticsClient.interceptors.request.use((config) => {
  config.headers.set('locale', i18n.language);
  config.headers.set('request-timestamp', new Date().toISOString());
  return config;
});

axiosRetry(analyticsClient, {
  retries: ANALYTICS_RETRIES,
  retryDelay: (attempt) => attempt * ANALYTICS_RETRY_DELAY_MS,
  retryCondition: isRetriable,
  // Each attempt has the whole 30 s, not what the first one left.
  shouldResetTimeout: true,
});
