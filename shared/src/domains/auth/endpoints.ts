// The auth API, with the session refresh and the password reset: every call's method, path and types, read by
// the client (./api.ts, ./session.ts) and the API's routes.
import type { AuthPayload, SendOtpResult, User } from '../../contract/types';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  LoginInput,
  ProfileInput,
  ReauthenticateInput,
  RegisterInput,
} from '../../contract/validators';
import { endpoint } from '../endpoint';

export const authEndpoints = {
  register: endpoint<AuthPayload, RegisterInput>('POST', '/auth/register'),
  login: endpoint<AuthPayload, LoginInput>('POST', '/auth/login'),
  /** Renews the session from its cookie; `data: null` when the device holds none. */
  refresh: endpoint<AuthPayload | null>('POST', '/auth/refresh'),
  logout: endpoint('POST', '/auth/logout'),
  verify: endpoint<AuthPayload>('GET', '/auth/verify'),
  profile: endpoint<User>('GET', '/auth/profile'),
  updateProfile: endpoint<User, ProfileInput>('PUT', '/auth/profile'),
  /** The fresh proof (the password again) that a change of address or a restore asks for. */
  reauthenticate: endpoint<void, ReauthenticateInput>('POST', '/auth/reauthenticate'),
  /** Mails the verification link again: of the pending address, else of the unverified one. */
  resendVerification: endpoint('POST', '/auth/verify-email/resend'),
  updatePassword: endpoint<void, ChangePasswordInput>('PUT', '/auth/updatePassword'),
  deleteAccount: endpoint<void, DeleteAccountInput>('PUT', '/auth/deleteaccount'),
} as const;

/** The password reset, without a session: the client sends no token. */
export const resetEndpoints = {
  sendOtp: endpoint<SendOtpResult, { email: string }>('POST', '/reset/sendotp'),
  /** The contract sends the code twice, as `code` and `otp`. */
  verifyOtp: endpoint<void, { email: string; code: string; otp: string }>('POST', '/reset/verifyotp'),
  setNewPassword: endpoint<void, { newPassword: string }>('POST', '/reset/setnewpassword'),
} as const;
