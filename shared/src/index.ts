// The zod schemas live in the '@moneta/shared/forms' facade, loaded by the screens that have forms, so the
// public pages do not pay for zod; their input types are free.
export * from './contract/constants';
export * from './contract/types';
export * from './contract/password';
export * from './contract/money';
export * from './contract/dates';
export * from './contract/transactions';
export * from './contract/remotes';
export * from './contract/messages';
export * from './contract/goals';
export type * from './contract/goalValidators';
export type * from './contract/validators';
export type * from './contract/transactionValidators';
export { store } from './state/store';
export * from './state/auth';
export * from './state/actions';
export { useSharedAtom } from './state/hooks';
export { refreshSession, onSessionExpired } from './api/session';
export { errorMessage, fieldErrors, type FailureMessage, type FallbackMessage } from './api/errors';
export { authApi } from './api/auth';
export { settingsApi, saveBlob } from './api/settings';
export { resetApi } from './api/reset';
export { transactionsApi } from './api/transactions';
export { goalsApi } from './api/goals';
export { i18n, namespaceT, registerTranslations, useT } from './i18n';
export { useResolvedTheme } from './theme';
