// The auth API, with the session refresh and the password reset: every call's method, path and types, read by
// the client (./api.ts, ./session.ts) and the API's routes.
import type { AuthPayload, OtpVerified, SendOtpResult, User } from '../../contract/types';
import type { LoginAnswer } from '../../contract/securityResponses';
import type { ResetPasswordInput } from '../../contract/twoFactorValidators';
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
  /** Signs in, or, for an account with two-factor on, answers the challenge of the second step (security). */
  login: endpoint<LoginAnswer, LoginInput>('POST', '/auth/login'),
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
  verifyOtp: endpoint<OtpVerified, { email: string; code: string; otp: string }>('POST', '/reset/verifyotp'),
  /** `code` is asked for when the account has two-factor on (the verified code's answer says so). */
  setNewPassword: endpoint<void, ResetPasswordInput>('POST', '/reset/setnewpassword'),
} as const;
