// The auth state transitions, shared by the host and the remotes. The calls that screens
// wait on throw on failure, so the query layer keeps their pending and error states.
import { startTransition } from 'react';
import { authApi } from '../domains/auth/api';
import { refreshSession, sessionEnded, unreachable } from '../domains/auth/session';
import type { AuthPayload, User } from '../contract/types';
import type { LoginInput, RegisterInput } from '../contract/validators';
import type { TwoFactorChallenge } from '../contract/securityResponses';
import { applyAuthPayload, clearAuth, isInitializedAtom, loggingOutAtom, startOfflineSession } from './auth';
import { deviceDataForgotten, setSignOutPending, signOutPendingAtom } from './deviceData';
import { wantedLanguageAtom } from './language';
import { offlineStartUser } from './lastUser';
import { store } from './store';

export type ActionResult = { ok: true } | { ok: false; error: string };

/**
 * On app start: one silent refresh; success or failure, the app becomes initialised. A refresh the server
 * refuses ends the session on the device (its data goes). One that cannot reach the server opens the last
 * signed-in user's app on their cached data, if an offline start may (./lastUser.ts), until a refresh
 * succeeds once the connection returns. A sign-out that has not reached the server yet is sent
 * instead of the refresh: the refresh cookie it did not end must not sign anyone in.
 */
export async function initializeAuth(): Promise<void> {
  if (store.get(signOutPendingAtom)) {
    await logout();
    startTransition(() => store.set(isInitializedAtom, true));
    return;
  }
  let ended = false;
  let offlineUser: User | null = null;
  try {
    await refreshSession();
  } catch (error) {
    ended = sessionEnded(error);
    if (unreachable(error)) offlineUser = offlineStartUser();
  }
  // The first render of the whole app follows; as a transition React yields to the browser while it renders,
  // instead of holding the main thread for one long task.
  startTransition(() => {
    if (offlineUser) startOfflineSession(offlineUser);
    else if (ended) clearAuth();
    store.set(isInitializedAtom, true);
  });
  if (offlineUser) window.addEventListener('online', resumeSession, { once: true });
}

/** Back online after an offline start: a refresh gets a token, or, refused, signs the person out. */
async function resumeSession(): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    if (sessionEnded(error)) clearAuth();
    else window.addEventListener('online', resumeSession, { once: true });
  }
}

/**
 * A sign-in replaces the refresh cookie a failed sign-out left: nothing of that session stays on the device. The
 * sign-in's other ways (a second factor, a passkey: the security facade) end here too.
 */
export function signedIn(payload: AuthPayload): void {
  applyAuthPayload(payload);
  if (store.get(signOutPendingAtom)) setSignOutPending(false);
}

/**
 * Signs in; for an account with two-factor on, the password was right and the challenge of the second step
 * comes back instead (loginWithCode).
 */
export async function login(input: LoginInput): Promise<TwoFactorChallenge | null> {
  const answer = await authApi.login(input);
  if ('twoFactorChallenge' in answer) return answer;
  signedIn(answer);
  return null;
}

/** Sign-up, in the language the visitor sees: the account keeps it as its preference. */
export async function register(input: RegisterInput): Promise<void> {
  signedIn(await authApi.register({ ...input, language: store.get(wantedLanguageAtom) }));
}

let pendingLogout: Promise<ActionResult> | null = null;

/** Back online with a sign-out still to send: it is sent. */
function retryPendingSignOut(): void {
  if (store.get(signOutPendingAtom)) void logout();
}

async function endSession(): Promise<ActionResult> {
  let result: ActionResult;
  try {
    await authApi.logout();
    setSignOutPending(false);
    result = { ok: true };
  } catch {
    // The refresh cookie may still hold the session: the shell says so and offers to try again, and the
    // sign-out is sent again on the next start or when the connection returns.
    setSignOutPending(true);
    window.addEventListener('online', retryPendingSignOut, { once: true });
    result = { ok: false, error: 'Logout request failed' };
  }
  clearAuth();
  await deviceDataForgotten();
  return result;
}

/**
 * Logout: a failed call is swallowed; local state is cleared either way, and the data the
 * session left on the device with it, before the promise resolves. A failure is remembered until a sign-out
 * reaches the server (signOutPendingAtom). One runs at a time: a call while one is pending gets that one's
 * outcome and sends no second request. Called again while signed out, it retries a failed sign-out.
 */
export function logout(): Promise<ActionResult> {
  if (!pendingLogout) {
    store.set(loggingOutAtom, true);
    pendingLogout = endSession().finally(() => {
      pendingLogout = null;
      store.set(loggingOutAtom, false);
    });
  }
  return pendingLogout;
}
