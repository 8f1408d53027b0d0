// What the two-factor calls accept: a code (the authenticator's or a recovery code), and the sign-in's second step.
import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH } from './constants';
import { MESSAGES as M } from './messages';
import { codeField, textField } from './text';
import { normalizeSecondFactor, SECOND_FACTOR_MAX_LENGTH, secondFactorKind } from './twoFactor';
import { loginSchema, setNewPasswordSchema } from './validators';

const typedCode = codeField(SECOND_FACTOR_MAX_LENGTH, M.twoFactorCodeInvalid).transform(
  normalizeSecondFactor,
);

/** The authenticator's code or a recovery code, normalised. */
export const secondFactorCode = typedCode.refine(
  (code) => secondFactorKind(code) !== null,
  M.twoFactorCodeInvalid,
);

/** The authenticator's code alone: turning two-factor on proves the app was set up. */
export const authenticatorCodeSchema = z.object({
  code: typedCode.refine((code) => secondFactorKind(code) === 'totp', M.authenticatorCodeInvalid),
});

/** The sign-in's second step: the e-mail again (the limits count per address), the challenge and a code. */
export const loginTwoFactorSchema = z.object({
  email: loginSchema.shape.email,
  challenge: codeField(1024, M.twoFactorChallengeExpired).min(1, M.twoFactorChallengeExpired),
  code: secondFactorCode,
});

/**
 * The reset's last step: the new password, and for an account with two-factor on a code of the authenticator or
 * a recovery code, so that a reset by e-mail alone does not skip the second factor.
 */
export const resetPasswordSchema = setNewPasswordSchema.extend({ code: secondFactorCode.optional() });

/** A passkey's name. */
export const passkeyNameSchema = z.object({
  name: textField({
    max: PASSKEY_NAME_MAX_LENGTH,
    tooLong: M.passkeyNameTooLong,
    required: M.passkeyNameRequired,
  }),
});

export type AuthenticatorCodeInput = z.input<typeof authenticatorCodeSchema>;
export type LoginTwoFactorInput = z.input<typeof loginTwoFactorSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;
