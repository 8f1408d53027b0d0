import type { SendOtpResult } from '../contract/types';
import { resetClient, unwrap } from './client';

export const resetApi = {
  sendOtp: async (email: string) => unwrap<SendOtpResult>(await resetClient.post('/sendotp', { email })),
  /** SPEC 7 sends the code twice, as `code` and `otp`. */
  verifyOtp: async (email: string, code: string) => {
    await resetClient.post('/verifyotp', { email, code, otp: code });
  },
  setNewPassword: async (newPassword: string) => {
    await resetClient.post('/setnewpassword', { newPassword });
  },
};
