// The sign-in security API (two-factor, the methods and the events): every call's method, path and types, read
// by the client (./api.ts) and the API's routes.
import type { AuthPayload } from '../../contract/types';
import type {
  AuthenticatorCodeInput,
  LoginTwoFactorInput,
  PasskeyNameInput,
} from '../../contract/twoFactorValidators';
import type { PasskeyLoginInput, PasskeyRegistrationInput } from '../../contract/passkeyValidators';
import type {
  Passkey,
  PasskeyCeremony,
  RecoveryCodes,
  SecurityOverview,
  TwoFactorSetup,
} from '../../contract/securityResponses';
import { endpoint } from '../endpoint';

export const securityEndpoints = {
  /** The sign-in's second step: the challenge and a code of the authenticator or a recovery code. */
  loginTwoFactor: endpoint<AuthPayload, LoginTwoFactorInput>('POST', '/auth/login/two-factor'),
  /** The options of a sign-in with a passkey alone (any of the browser's for this site: discoverable). */
  passkeyLoginOptions: endpoint<PasskeyCeremony>('POST', '/auth/passkey/options'),
  passkeyLogin: endpoint<AuthPayload, PasskeyLoginInput>('POST', '/auth/passkey/login'),
  overview: endpoint<SecurityOverview>('GET', '/auth/security'),
  /** A new secret to scan; two-factor is on only once a code of it is confirmed. Needs a fresh proof. */
  setupTwoFactor: endpoint<TwoFactorSetup>('POST', '/auth/two-factor/setup'),
  confirmTwoFactor: endpoint<RecoveryCodes, AuthenticatorCodeInput>('POST', '/auth/two-factor/confirm'),
  /** Needs a fresh proof. */
  disableTwoFactor: endpoint('DELETE', '/auth/two-factor'),
  /** Replaces every recovery code. Needs a fresh proof. */
  newRecoveryCodes: endpoint<RecoveryCodes>('POST', '/auth/two-factor/recovery-codes'),
  /** The options of a new passkey's registration. Needs a fresh proof. */
  passkeyOptions: endpoint<PasskeyCeremony>('POST', '/auth/passkeys/options'),
  addPasskey: endpoint<Passkey, PasskeyRegistrationInput>('POST', '/auth/passkeys'),
  renamePasskey: endpoint<Passkey, PasskeyNameInput>('PUT', '/auth/passkeys/:id'),
  /** Needs a fresh proof. */
  removePasskey: endpoint('DELETE', '/auth/passkeys/:id'),
} as const;
