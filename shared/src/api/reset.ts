import type { SendOtpResult } from '../contract/types';
import { unwrap } from './unwrap';

// axios loads with the first call, not with the page.
const client = async () => (await import('./client')).resetClient;

export const resetApi = {
  sendOtp: async (email: string) => unwrap<SendOtpResult>(await (await client()).post('/sendotp', { email })),
  /** The contract sends the code twice, as `code` and `otp`. */
  verifyOtp: async (email: string, code: string) => {
    await (await client()).post('/verifyotp', { email, code, otp: code });
  },
  setNewPassword: async (newPassword: string) => {
    await (await client()).post('/setnewpassword', { newPassword });
  },
};
