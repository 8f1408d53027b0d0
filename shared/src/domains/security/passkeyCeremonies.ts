// The browser's side of the passkey ceremonies, through @simplewebauthn/browser (loaded only when one starts):
// the server's options in, the credential's JSON out, for the calls of ./api.ts and the sign-in action.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyCeremony } from '../../contract/securityResponses';
import type { PasskeyLoginInput } from '../../contract/passkeyValidators';

const webAuthn = () => import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');

type Credential = PasskeyLoginInput['credential'];

/** The library's credential as the contract's: the same JSON, its parts as plain records. */
const asCredential = ({
  response,
  clientExtensionResults,
  ...rest
}: RegistrationResponseJSON | AuthenticationResponseJSON): Credential => ({
  ...rest,
  response: { ...response },
  clientExtensionResults: { ...clientExtensionResults },
});

/** Creates a passkey for the registration ceremony's options (the browser asks the person). */
export async function createPasskey(ceremony: PasskeyCeremony): Promise<Credential> {
  const { startRegistration } = await webAuthn();
  const optionsJSON = ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return asCredential(await startRegistration({ optionsJSON }));
}

/**
 * Asks the browser for a passkey of this site for the sign-in ceremony's options. With `autofill`, it waits
 * for the person to pick one among the e-mail field's suggestions (conditional UI) instead of a dialog.
 */
export async function getPasskey(ceremony: PasskeyCeremony, autofill = false): Promise<Credential> {
  const { startAuthentication } = await webAuthn();
  const optionsJSON = ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return asCredential(await startAuthentication({ optionsJSON, useBrowserAutofill: autofill }));
}

/** Whether the browser offers passkeys among the e-mail field's suggestions. */
export async function passkeyAutofillSupported(): Promise<boolean> {
  const { browserSupportsWebAuthnAutofill } = await webAuthn();
  return browserSupportsWebAuthnAutofill();
}

/** Whether the browser can use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await webAuthn();
  return browserSupportsWebAuthn();
}

/** Ends a passkey request still waiting (the screen that asked has gone): the browser stops offering it. */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await webAuthn();
  WebAuthnAbortService.cancelCeremony();
}

/** The person closed the browser's passkey dialog, or it timed out: nothing to report. */
export function passkeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
