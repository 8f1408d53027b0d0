import type { AuthPayload, User } from '../contract/types';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  LoginInput,
  ProfileInput,
  RegisterInput,
} from '../contract/validators';
import { apiClient, unwrap } from './client';

export const authApi = {
  register: async (input: RegisterInput) =>
    unwrap<AuthPayload>(await apiClient.post('/auth/register', input)),
  login: async (input: LoginInput) => unwrap<AuthPayload>(await apiClient.post('/auth/login', input)),
  logout: async () => {
    await apiClient.post('/auth/logout');
  },
  verify: async () => unwrap<AuthPayload>(await apiClient.get('/auth/verify')),
  getProfile: async () => unwrap<User>(await apiClient.get('/auth/profile')),
  updateProfile: async (input: ProfileInput) => unwrap<User>(await apiClient.put('/auth/profile', input)),
  updatePassword: async (input: ChangePasswordInput) => {
    await apiClient.put('/auth/updatePassword', input);
  },
  deleteAccount: async (input: DeleteAccountInput) => {
    await apiClient.put('/auth/deleteaccount', input);
  },
};
