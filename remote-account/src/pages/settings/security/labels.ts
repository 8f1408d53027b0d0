import type { SecurityEventKind } from '@moneta/shared/security';

// English texts, used as translation keys: each catalogue renders them in its language.
export const EVENT_LABELS = {
  signIn: 'Signed in with password',
  signInTwoFactor: 'Signed in with password and authenticator code',
  signInRecoveryCode: 'Signed in with a recovery code',
  signInPasskey: 'Signed in with a passkey',
  twoFactorOn: 'Two-factor authentication turned on',
  twoFactorOff: 'Two-factor authentication turned off',
  recoveryCodesNew: 'New recovery codes created',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  passwordChanged: 'Password changed',
  passwordReset: 'Password reset by e-mail',
} as const satisfies Record<SecurityEventKind, string>;
