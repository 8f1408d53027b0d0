import type {
  AuthenticatorCodeInput,
  LoginTwoFactorInput,
  PasskeyNameInput,
} from '../../contract/twoFactorValidators';
import type { PasskeyLoginInput, PasskeyRegistrationInput } from '../../contract/passkeyValidators';
import { apiClient, request, sessionlessClient } from '@moneta/shared';
import { securityEndpoints as calls } from './endpoints';

export const securityApi = {
  loginTwoFactor: (input: LoginTwoFactorInput) =>
    request(sessionlessClient, calls.loginTwoFactor, { body: input }),
  passkeyLoginOptions: () => request(sessionlessClient, calls.passkeyLoginOptions),
  passkeyLogin: (input: PasskeyLoginInput) => request(sessionlessClient, calls.passkeyLogin, { body: input }),
  overview: () => request(apiClient, calls.overview),
  setupTwoFactor: () => request(apiClient, calls.setupTwoFactor),
  confirmTwoFactor: (input: AuthenticatorCodeInput) =>
    request(apiClient, calls.confirmTwoFactor, { body: input }),
  disableTwoFactor: async () => {
    await request(apiClient, calls.disableTwoFactor);
  },
  newRecoveryCodes: () => request(apiClient, calls.newRecoveryCodes),
  passkeyOptions: () => request(apiClient, calls.passkeyOptions),
  addPasskey: (input: PasskeyRegistrationInput) => request(apiClient, calls.addPasskey, { body: input }),
  renamePasskey: (id: string, input: PasskeyNameInput) =>
    request(apiClient, calls.renamePasskey, { path: { id }, body: input }),
  removePasskey: async (id: string) => {
    await request(apiClient, calls.removePasskey, { path: { id } });
  },
};
