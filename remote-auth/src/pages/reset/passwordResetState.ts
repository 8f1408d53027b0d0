// The "passwordReset" state area. It belongs to this remote alone, so it is a React
// reducer rather than a shared atom.

export type ResetStep = 1 | 2 | 3;

export interface PasswordResetState {
  currentStep: ResetStep;
  emailSent: boolean;
  codeVerified: boolean;
  passwordResetSuccess: boolean;
  email: string;
  /** When the last code was sent (ms since the epoch); the resend countdown runs from it. */
  lastEmailSentTime: number | null;
  resendAllowed: boolean;
}

export type PasswordResetAction =
  | { type: 'setStep'; step: number }
  | { type: 'sendStarted' }
  | { type: 'sendSucceeded'; email: string; sentAt: number }
  | { type: 'sendFailed' }
  | { type: 'countdownEnded'; sentAt: number }
  | { type: 'codeVerified' }
  | { type: 'resetSucceeded' }
  | { type: 'successDelayEnded' }
  | { type: 'successDismissed' }
  | { type: 'back' }
  | { type: 'restart' };

export const initialPasswordResetState: PasswordResetState = {
  currentStep: 1,
  emailSent: false,
  codeVerified: false,
  passwordResetSuccess: false,
  email: '',
  lastEmailSentTime: null,
  resendAllowed: true,
};

function isStep(step: number): step is ResetStep {
  return step === 1 || step === 2 || step === 3;
}

export function passwordResetReducer(
  state: PasswordResetState,
  action: PasswordResetAction,
): PasswordResetState {
  switch (action.type) {
    case 'setStep':
      // The current step can only be set within 1 to 3.
      return isStep(action.step) ? { ...state, currentStep: action.step } : state;
    case 'sendStarted':
      return { ...state, resendAllowed: false, passwordResetSuccess: false };
    case 'sendSucceeded':
      return {
        ...state,
        currentStep: 2,
        emailSent: true,
        codeVerified: false,
        email: action.email,
        lastEmailSentTime: action.sentAt,
        resendAllowed: false,
      };
    case 'sendFailed':
      return { ...state, resendAllowed: true };
    case 'countdownEnded':
      // Only the countdown of the latest send may allow a resend.
      return action.sentAt === state.lastEmailSentTime ? { ...state, resendAllowed: true } : state;
    case 'codeVerified':
      return state.emailSent ? { ...state, currentStep: 3, codeVerified: true } : state;
    case 'resetSucceeded':
      return state.codeVerified ? { ...state, passwordResetSuccess: true } : state;
    case 'successDelayEnded':
      // The flow starts over, but the success alert stays until the user acts.
      return { ...initialPasswordResetState, passwordResetSuccess: state.passwordResetSuccess };
    case 'successDismissed':
      return { ...state, passwordResetSuccess: false };
    case 'back':
      if (state.currentStep === 3) return { ...state, currentStep: 2, codeVerified: false };
      if (state.currentStep === 2) return { ...state, currentStep: 1, emailSent: false, codeVerified: false };
      return state;
    case 'restart':
      return initialPasswordResetState;
  }
}
