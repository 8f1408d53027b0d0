import type { AuthenticatorCodeInput } from '../../contract/twoFactorValidators';
import { apiClient, request } from '@moneta/shared';
import { securityEndpoints as calls } from './endpoints';

export const securityApi = {
  overview: () => request(apiClient, calls.overview),
  setupTwoFactor: () => request(apiClient, calls.setupTwoFactor),
  confirmTwoFactor: (input: AuthenticatorCodeInput) =>
    request(apiClient, calls.confirmTwoFactor, { body: input }),
  disableTwoFactor: async () => {
    await request(apiClient, calls.disableTwoFactor);
  },
  newRecoveryCodes: () => request(apiClient, calls.newRecoveryCodes),
};
