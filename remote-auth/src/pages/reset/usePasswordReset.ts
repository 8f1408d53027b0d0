import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  RESEND_COUNTDOWN_SECONDS,
  RESET_SUCCESS_DELAY_MS,
  resetApi,
  type ResetPasswordInput,
} from '@moneta/shared';
import { useIsMutating, useMutation } from '@moneta/shared/query';
import {
  initialPasswordResetState,
  passwordResetReducer,
  type PasswordResetState,
} from './passwordResetState';

/** Every send of a code, from step 1 or as a resend from step 2, so the flow knows when one is pending. */
const SEND_CODE_KEY = ['passwordReset', 'sendCode'] as const;

export interface PasswordResetFlow {
  state: PasswordResetState;
  /** Seconds until a resend is allowed; 0 when no countdown runs. */
  secondsLeft: number;
  /**
   * The verified code's account has two-factor on: the new password then needs a code of the authenticator or a
   * recovery code too, so that the e-mail alone does not skip the second factor. Each verification sets it.
   */
  twoFactor: boolean;
  /** The three calls: each moves the flow on when it succeeds and throws the failure for its step to show. */
  sendCode: (email: string) => Promise<void>;
  verifyCode: (code: string) => Promise<void>;
  saveNewPassword: (input: ResetPasswordInput) => Promise<void>;
  goBack: () => void;
  restart: () => void;
  dismissSuccess: () => void;
}

/** The password reset flow: its state, the three calls, the resend countdown and the success delay. */
export function usePasswordReset(): PasswordResetFlow {
  const [state, dispatch] = useReducer(passwordResetReducer, initialPasswordResetState);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [twoFactor, setTwoFactor] = useState(false);
  // Each restart starts a new flow; an answer that arrives for an older flow changes nothing.
  const flowId = useRef(0);
  const sending = useIsMutating({ mutationKey: SEND_CODE_KEY }) > 0;
  const { email, lastEmailSentTime, passwordResetSuccess, currentStep } = state;

  useEffect(() => {
    if (lastEmailSentTime === null) return;
    const endsAt = lastEmailSentTime + RESEND_COUNTDOWN_SECONDS * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left > 0) return;
      clearInterval(timer);
      dispatch({ type: 'countdownEnded', sentAt: lastEmailSentTime });
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

  const sendCode = useCallback(async (address: string) => {
    const flow = flowId.current;
    dispatch({ type: 'sendStarted' });
    try {
      await resetApi.sendOtp(address);
    } catch (error) {
      if (flow === flowId.current) dispatch({ type: 'sendFailed' });
      throw error;
    }
    if (flow === flowId.current) {
      setSecondsLeft(RESEND_COUNTDOWN_SECONDS);
      dispatch({ type: 'sendSucceeded', email: address, sentAt: Date.now() });
    }
  }, []);

  const verifyCode = useCallback(
    async (code: string) => {
      const flow = flowId.current;
      const answer = await resetApi.verifyOtp(email, code);
      if (flow !== flowId.current) return;
      setTwoFactor(answer.twoFactor);
      dispatch({ type: 'codeVerified' });
    },
    [email],
  );

  const saveNewPassword = useCallback(async (input: ResetPasswordInput) => {
    const flow = flowId.current;
    await resetApi.setNewPassword(input);
    if (flow === flowId.current) dispatch({ type: 'resetSucceeded' });
  }, []);

  const goBack = useCallback(() => dispatch({ type: 'back' }), []);
  const dismissSuccess = useCallback(() => dispatch({ type: 'successDismissed' }), []);
  const restart = useCallback(() => {
    flowId.current += 1;
    setSecondsLeft(0);
    dispatch({ type: 'restart' });
  }, []);

  // While a send is pending, resend stays disallowed whatever the countdown says; the send's outcome decides.
  const shown = useMemo(
    () => ({ ...state, resendAllowed: state.resendAllowed && !sending }),
    [state, sending],
  );

  return {
    state: shown,
    secondsLeft,
    twoFactor,
    sendCode,
    verifyCode,
    saveNewPassword,
    goBack,
    restart,
    dismissSuccess,
  };
}

/** A send of the code, as a mutation whose pending state the flow reads. */
export function useSendCode(flow: PasswordResetFlow, onError?: (error: Error) => void) {
  return useMutation({ mutationKey: SEND_CODE_KEY, mutationFn: flow.sendCode, onError });
}
