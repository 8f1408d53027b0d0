import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  errorMessage,
  fieldErrors,
  RESEND_COUNTDOWN_SECONDS,
  RESET_SUCCESS_DELAY_MS,
  resetApi,
} from '@moneta/shared';
import {
  initialPasswordResetState,
  passwordResetReducer,
  type PasswordResetState,
} from './passwordResetState';

export type StepResult = { ok: true } | { ok: false; error: string; fields: Record<string, string> };

export interface PasswordResetFlow {
  state: PasswordResetState;
  /** Seconds until a resend is allowed; 0 when no countdown runs. */
  secondsLeft: number;
  sendCode: (email: string) => Promise<StepResult>;
  verifyCode: (code: string) => Promise<StepResult>;
  saveNewPassword: (newPassword: string) => Promise<StepResult>;
  goBack: () => void;
  restart: () => void;
  dismissSuccess: () => void;
}

function failure(error: unknown, fallback: string): StepResult {
  return { ok: false, error: errorMessage(error, fallback), fields: fieldErrors(error) };
}

/** The password reset flow: its state, the three calls, the resend countdown and the success delay. */
export function usePasswordReset(): PasswordResetFlow {
  const [state, dispatch] = useReducer(passwordResetReducer, initialPasswordResetState);
  const [secondsLeft, setSecondsLeft] = useState(0);
  // Each restart starts a new flow; an answer that arrives for an older flow changes nothing.
  const flowId = useRef(0);
  const sendPending = useRef(false);
  const { email, lastEmailSentTime, passwordResetSuccess, currentStep } = state;

  useEffect(() => {
    if (lastEmailSentTime === null) return;
    const endsAt = lastEmailSentTime + RESEND_COUNTDOWN_SECONDS * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left > 0) return;
      clearInterval(timer);
      // While a send is pending, resend stays disallowed; its own outcome decides.
      if (!sendPending.current) dispatch({ type: 'countdownEnded', sentAt: lastEmailSentTime });
    }, 1000);
    return () => clearInterval(timer);
  }, [lastEmailSentTime]);

  useEffect(() => {
    if (!passwordResetSuccess || currentStep !== 3) return;
    const timer = setTimeout(() => {
      setSecondsLeft(0);
      dispatch({ type: 'successDelayEnded' });
    }, RESET_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [passwordResetSuccess, currentStep]);

  const sendCode = useCallback(async (address: string): Promise<StepResult> => {
    const flow = flowId.current;
    sendPending.current = true;
    dispatch({ type: 'sendStarted' });
    try {
      await resetApi.sendOtp(address);
      if (flow === flowId.current) {
        setSecondsLeft(RESEND_COUNTDOWN_SECONDS);
        dispatch({ type: 'sendSucceeded', email: address, sentAt: Date.now() });
      }
      return { ok: true };
    } catch (error) {
      if (flow === flowId.current) dispatch({ type: 'sendFailed' });
      return failure(error, 'Failed to send password reset email');
    } finally {
      sendPending.current = false;
    }
  }, []);

  const verifyCode = useCallback(
    async (code: string): Promise<StepResult> => {
      const flow = flowId.current;
      try {
        await resetApi.verifyOtp(email, code);
        if (flow === flowId.current) dispatch({ type: 'codeVerified' });
        return { ok: true };
      } catch (error) {
        return failure(error, 'Failed to verify reset code');
      }
    },
    [email],
  );

  const saveNewPassword = useCallback(async (newPassword: string): Promise<StepResult> => {
    const flow = flowId.current;
    try {
      await resetApi.setNewPassword(newPassword);
      if (flow === flowId.current) dispatch({ type: 'resetSucceeded' });
      return { ok: true };
    } catch (error) {
      return failure(error, 'Failed to reset password');
    }
  }, []);

  const goBack = useCallback(() => dispatch({ type: 'back' }), []);
  const dismissSuccess = useCallback(() => dispatch({ type: 'successDismissed' }), []);
  const restart = useCallback(() => {
    flowId.current += 1;
    sendPending.current = false;
    setSecondsLeft(0);
    dispatch({ type: 'restart' });
  }, []);

  return { state, secondsLeft, sendCode, verifyCode, saveNewPassword, goBack, restart, dismissSuccess };
}
