// The sign-in's ways beyond the password: its second step, and a passkey alone. Each ends as a password sign-in
// does (signedIn).
import { signedIn } from '@moneta/shared';
import type { LoginTwoFactorInput } from '../../contract/twoFactorValidators';
import type { PasskeyLoginInput } from '../../contract/passkeyValidators';
import { securityApi } from './api';

/** The sign-in's second step: the challenge with a code of the authenticator or a recovery code. */
export async function loginWithCode(input: LoginTwoFactorInput): Promise<void> {
  signedIn(await securityApi.loginTwoFactor(input));
}

/** A sign-in with a passkey alone: the passkey's answer to the server's ceremony. */
export async function loginWithPasskey(input: PasskeyLoginInput): Promise<void> {
  signedIn(await securityApi.passkeyLogin(input));
}
