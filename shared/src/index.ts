// The zod schemas live in the '@moneta/shared/forms' facade, loaded by the screens that have forms, so the
// public pages do not pay for zod; their input types are free.
export * from './contract/constants';
export * from './contract/types';
export * from './contract/password';
export * from './contract/frame';
export * from './contract/money';
export * from './contract/dates';
export * from './contract/transactions';
export * from './contract/searchOperators';
export type * from './contract/moneyAccounts';
export type * from './contract/transfers';
export type * from './contract/rules';
export type * from './contract/categories';
export * from './contract/categoryLimits';
export type { CategoryIcon, DefaultCategory } from './contract/defaultCategories';
export * from './contract/ruleLimits';
export * from './contract/remotes';
export * from './contract/support';
export * from './contract/backupFile';
// The catalogue of failure texts and its readers weigh 3 KB: the ui facade carries them for the screens that
// show failures, and the public pages, which show none, do not load them.
export type { ServerMessage } from './contract/messages';
export * from './contract/goals';
export * from './contract/analytics';
export * from './contract/budgets';
export type * from './contract/goalValidators';
export type * from './contract/validators';
export type * from './contract/twoFactorValidators';
export type * from './contract/passkeyValidators';
export type * from './contract/securityResponses';
export type * from './contract/transactionValidators';
export type * from './contract/moneyAccountValidators';
export type * from './contract/transferValidators';
export { store } from './state/store';
export * from './state/auth';
export * from './state/actions';
export * from './state/outbox';
export {
  deviceDataForgotten,
  discardedChangesAtom,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_DATA_MAX_AGE_MS,
  OUTBOX_LOCK,
  OUTBOX_PREFIX,
  signOutPendingAtom,
} from './state/deviceData';
export { useSharedAtom } from './state/hooks';
export { BelowHeading, useBelowHeadingShown, useDeferredReady } from './state/deferredReady';
// The session refresh every page starts with. The API calls are the domains' (shared/src/domains), each reached
// through its facade (@moneta/shared/goals, /transactions, /reminders, /analytics, /account), so a page loads
// only the calls it makes.
export { refreshSession, onSessionExpired } from './domains/auth/session';
// How a domain's calls are made: the domains' facades take it from here, the one copy every page has loaded,
// instead of bundling copies of their own.
export {
  apiClient,
  downloadFile,
  request,
  sessionlessClient,
  type CallOptions,
  type Client,
} from './domains/call';
export type { Endpoint } from './domains/endpoint';
// How a category is named on screen: the transactions' and the categories' facades both take it from here.
export { categoryLabel, type DefaultCategoryName } from './domains/categories/labels';
// The sign-in calls, which the sign-in and sign-out actions here make; the account facade re-exports them.
export { authApi, resetApi } from './domains/auth/api';
export { authEndpoints, resetEndpoints } from './domains/auth/endpoints';
export type { ClientMessage, Failure, FailureMessage, FallbackMessage } from './api/errors';
export { readText, saveBlob } from './api/download';
export { localDay } from './api/timeZone';
export {
  addLanguagePart,
  i18n,
  namespaceT,
  showWantedLanguage,
  useT,
  type Catalogue,
  type LanguagePart,
} from './i18n';
export {
  chooseVisitorLanguage,
  DEVICE_LANGUAGE_KEY,
  languageAtom,
  localeAtom,
  preferredLanguage,
  visitorLanguageAtom,
  wantedLanguageAtom,
} from './state/language';
export { PHONE_QUERY, useMediaQuery, usePrefersReducedMotion } from './mediaQuery';
export { useResolvedTheme } from './theme';
