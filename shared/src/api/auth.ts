import type { AuthPayload, User } from '../contract/types';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  LoginInput,
  ProfileInput,
  ReauthenticateInput,
  RegisterInput,
} from '../contract/validators';
import { unwrap } from './unwrap';

// axios loads with the first call, not with the page.
const client = async () => (await import('./client')).apiClient;

export const authApi = {
  register: async (input: RegisterInput) =>
    unwrap<AuthPayload>(await (await client()).post('/auth/register', input)),
  login: async (input: LoginInput) => unwrap<AuthPayload>(await (await client()).post('/auth/login', input)),
  logout: async () => {
    await (await client()).post('/auth/logout');
  },
  verify: async () => unwrap<AuthPayload>(await (await client()).get('/auth/verify')),
  getProfile: async () => unwrap<User>(await (await client()).get('/auth/profile')),
  updateProfile: async (input: ProfileInput) =>
    unwrap<User>(await (await client()).put('/auth/profile', input)),
  updatePassword: async (input: ChangePasswordInput) => {
    await (await client()).put('/auth/updatePassword', input);
  },
  deleteAccount: async (input: DeleteAccountInput) => {
    await (await client()).put('/auth/deleteaccount', input);
  },
  /** The fresh proof (the password again) that a change of address or a restore asks for. */
  reauthenticate: async (input: ReauthenticateInput) => {
    await (await client()).post('/auth/reauthenticate', input);
  },
  /** Mails the verification link again: of the pending address, else of the unverified one. */
  resendVerification: async () => {
    await (await client()).post('/auth/verify-email/resend');
  },
};
