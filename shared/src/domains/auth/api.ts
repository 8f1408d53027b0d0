import type {
  ChangePasswordInput,
  DeleteAccountInput,
  LoginInput,
  ProfileInput,
  ReauthenticateInput,
  RegisterInput,
} from '../../contract/validators';
import type { ResetPasswordInput } from '../../contract/twoFactorValidators';
import { apiClient, request, sessionlessClient } from '../call';
import { authEndpoints as calls, resetEndpoints } from './endpoints';

export const authApi = {
  register: (input: RegisterInput) => request(apiClient, calls.register, { body: input }),
  login: (input: LoginInput) => request(apiClient, calls.login, { body: input }),
  logout: async () => {
    await request(apiClient, calls.logout);
  },
  verify: () => request(apiClient, calls.verify),
  getProfile: () => request(apiClient, calls.profile),
  updateProfile: (input: ProfileInput) => request(apiClient, calls.updateProfile, { body: input }),
  updatePassword: async (input: ChangePasswordInput) => {
    await request(apiClient, calls.updatePassword, { body: input });
  },
  deleteAccount: async (input: DeleteAccountInput) => {
    await request(apiClient, calls.deleteAccount, { body: input });
  },
  reauthenticate: async (input: ReauthenticateInput) => {
    await request(apiClient, calls.reauthenticate, { body: input });
  },
  resendVerification: async () => {
    await request(apiClient, calls.resendVerification);
  },
};

export const resetApi = {
  sendOtp: (email: string) => request(sessionlessClient, resetEndpoints.sendOtp, { body: { email } }),
  verifyOtp: (email: string, code: string) =>
    request(sessionlessClient, resetEndpoints.verifyOtp, { body: { email, code, otp: code } }),
  setNewPassword: async (input: ResetPasswordInput) => {
    await request(sessionlessClient, resetEndpoints.setNewPassword, { body: input });
  },
};
