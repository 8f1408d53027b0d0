// Two-factor sign-in: a time-based code from an authenticator app (RFC 6238) after the password, and one-time
// recovery codes for the day the phone is lost; passkeys, which sign in alone. Free of zod: the sign-in screen
// reads these.

/** The authenticator's code: six digits, a new one every 30 seconds (what every authenticator app shows). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes a person holds at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code's characters: lower-case letters and digits without look-alikes (no i, l, o, 0, 1). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten characters (about 50 bits), shown as two groups of five: `abcde-fghjk`. */
export const RECOVERY_CODE_LENGTH = 10;
/** The most a typed code may be before it is read at all: a recovery code with spaces and a dash fits. */
export const SECOND_FACTOR_MAX_LENGTH = 32;
/** How long the password stays proved while the person finds their code. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;
/** The most security events the Settings screen lists (the newest). */
export const SECURITY_EVENTS_SHOWN = 50;

/** What happened to an account's sign-in, as the Settings screen lists it. */
export const SECURITY_EVENT_KINDS = [
  'signIn',
  'signInTwoFactor',
  'signInRecoveryCode',
  'signInPasskey',
  'twoFactorOn',
  'twoFactorOff',
  'recoveryCodesNew',
  'passkeyAdded',
  'passkeyRemoved',
  'passwordChanged',
  'passwordReset',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** A code as typed, made comparable: spaces and dashes dropped, letters lower-cased. */
export function normalizeSecondFactor(text: string): string {
  return text.replace(/[\s-]/g, '').toLowerCase();
}

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** What a normalised code is: the authenticator's, a recovery code, or neither. */
export function secondFactorKind(normalized: string): 'totp' | 'recovery' | null {
  if (TOTP_PATTERN.test(normalized)) return 'totp';
  if (RECOVERY_PATTERN.test(normalized)) return 'recovery';
  return null;
}

/** A normalised recovery code as it is shown and downloaded: `abcde-fghjk`. */
export function formatRecoveryCode(normalized: string): string {
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${normalized.slice(0, half)}-${normalized.slice(half)}`;
}
