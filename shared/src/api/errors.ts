import type { AxiosError } from 'axios';
import { isServerMessage, MESSAGES, type ServerMessage } from '../contract/messages';

/** The screens' own failure texts: the fallbacks and specific messages, and the suite's. */
export type FallbackMessage =
  | 'Registration failed'
  | 'Login failed'
  | 'Failed to fetch profile'
  | 'Failed to update profile'
  | 'Password update failed. Please try again.'
  | 'Account deletion failed. Please try again.'
  | 'Failed to fetch preferences'
  | 'Failed to update preferences'
  | 'Failed to reset preferences'
  | 'Failed to fetch active sessions'
  | 'Failed to terminate session'
  | 'Failed to terminate all sessions'
  | 'Failed to export user data'
  | 'Failed to restore your data'
  | 'Failed to send the verification e-mail'
  | 'Failed to confirm your password'
  | 'Failed to load your sign-in security'
  | 'Failed to start the setup'
  | 'Failed to turn on two-factor authentication'
  | 'Failed to turn off two-factor authentication'
  | 'Failed to create new recovery codes'
  | 'Failed to add the passkey'
  | 'Failed to rename the passkey'
  | 'Failed to remove the passkey'
  | 'Failed to sign in with a passkey'
  | 'Failed to send password reset email'
  | 'Failed to verify reset code'
  | 'Failed to reset password'
  | 'Failed to fetch transactions'
  | 'Failed to save transaction'
  | 'Failed to delete transaction'
  | 'Failed to delete transactions'
  | 'Failed to update transactions'
  | 'Failed to load transfer'
  | 'Failed to save transfer'
  | 'Failed to delete transfer'
  | 'Failed to save account'
  | 'Failed to fetch rules'
  | 'Failed to save rule'
  | 'Failed to delete rule'
  | 'Failed to apply the rule'
  | 'Failed to undo the rule'
  | 'Failed to fetch categories'
  | 'Failed to save category'
  | 'Failed to merge categories'
  | 'Failed to export transactions'
  | 'Failed to stop the recurring transaction'
  | 'Failed to read the file'
  | 'Failed to import transactions'
  | 'Failed to undo the import'
  | 'Failed to fetch goals'
  | 'Failed to create goal'
  | 'Failed to update goal'
  | 'Failed to delete goal'
  | 'Failed to add contribution'
  | 'Failed to mark goal complete'
  | 'Failed to pause goal'
  | 'Failed to resume goal'
  | 'Failed to delete goals'
  | 'Failed to fetch contributions'
  | 'Failed to fetch dashboard stats'
  | 'Failed to fetch reminders'
  | 'Failed to create reminder'
  | 'Failed to update reminder'
  | 'Failed to delete reminder'
  | 'Failed to update reminder e-mails'
  | 'Failed to update the calendar feed'
  | 'Failed to connect Google Calendar.'
  | 'Failed to disconnect Google Calendar';

/** What the client itself says when no answer came, or of an answer without a known text. */
export type ClientMessage =
  | 'Request timed out. Please try again.'
  | 'Network error. Please check your connection.'
  | 'Authentication failed. Please login again.'
  | "Access denied. You don't have permission for this action."
  | 'Requested resource not found.'
  | 'Validation failed. Please check your input.'
  | 'Too many requests. Please wait before trying again.'
  | 'Server error. Please try again later.'
  | 'Request failed with status {{code}}'
  | 'An unexpected error occurred';

/** A failure as a screen shows it: always a key of the catalogues, whatever the server answered. */
export type FailureMessage = ServerMessage | ClientMessage | FallbackMessage;

// A structural check rather than axios' own isAxiosError, so that reading an error does not load axios.
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

function answerOf(error: unknown): { message?: unknown; errors?: unknown } | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' ? data : undefined;
}

/**
 * Failures surface the server's message, else what the client knows of the failure, else the fallback
 *. A server text that is not one of the contract's messages (an older or newer API, a
 * proxy's page) gives the fallback, so that what a screen shows can always be translated.
 */
export function errorMessage(error: unknown, fallback: FallbackMessage): FailureMessage {
  const message = answerOf(error)?.message;
  if (isServerMessage(message)) return message;
  if (isAxiosError(error) && !error.response) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return 'Request timed out. Please try again.';
    if (error.code === 'ERR_NETWORK') return 'Network error. Please check your connection.';
  }
  return fallback;
}

/**
 * The server asks for a fresh proof (the password again) before this change: the screen asks for it, calls
 * authApi.reauthenticate and sends the change again.
 */
export function needsFreshProof(error: unknown): boolean {
  return (
    isAxiosError(error) &&
    error.response?.status === 403 &&
    answerOf(error)?.message === MESSAGES.freshProofRequired
  );
}

/** The status a failed call was answered with; undefined when no answer came. */
export function answerStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The record as it is now, when `error` is the refusal of an update made from an older version; else null. */
export function changedElsewhere<T>(error: unknown): T | null {
  if (answerStatus(error) !== 412) return null;
  const answer = (error as { response?: { data?: { current?: unknown } } }).response?.data;
  return (answer?.current as T | undefined) ?? null;
}

/**
 * The server could not be reached: the network failed, the call timed out or its answer was lost. The server
 * may have done the work: only a write that carries an idempotency key can be sent again safely.
 */
export function unanswered(error: unknown): boolean {
  return isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED';
}

/** A failure with the values its text interpolates. */
export interface Failure {
  message: FailureMessage;
  values?: { code: number };
}

const ANALYTICS_STATUS_MESSAGES: Partial<Record<number, ClientMessage>> = {
  401: 'Authentication failed. Please login again.',
  403: "Access denied. You don't have permission for this action.",
  404: 'Requested resource not found.',
  429: 'Too many requests. Please wait before trying again.',
  500: 'Server error. Please try again later.',
  502: 'Server error. Please try again later.',
  503: 'Server error. Please try again later.',
  504: 'Server error. Please try again later.',
};

/** The analytics classification: by status, the server's text only for a 422 or another status. */
export function analyticsFailure(error: unknown): Failure {
  if (!isAxiosError(error)) return { message: 'An unexpected error occurred' };
  const status = error.response?.status;
  if (status === undefined) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return { message: 'Request timed out. Please try again.' };
    return { message: 'Network error. Please check your connection.' };
  }
  const byStatus = ANALYTICS_STATUS_MESSAGES[status];
  if (byStatus) return { message: byStatus };
  const message = answerOf(error)?.message;
  if (isServerMessage(message)) return { message };
  if (status === 422) return { message: 'Validation failed. Please check your input.' };
  return { message: 'Request failed with status {{code}}', values: { code: status } };
}

/** The field messages of a 422 answer, keyed by field; only the contract's messages, so they translate. */
export function fieldErrors(error: unknown): Record<string, ServerMessage> {
  const errors = answerOf(error)?.errors;
  if (!Array.isArray(errors)) return {};
  const result: Record<string, ServerMessage> = {};
  for (const item of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && isServerMessage(item.message)) result[item.field] ??= item.message;
  }
  return result;
}
