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

/** The id of a ceremony the server started (its options): the answer to it is checked against its challenge. */
const ceremony = codeField(64, M.passkeyCeremonyExpired).min(1, M.passkeyCeremonyExpired);

/**
 * A credential as the browser gives it (WebAuthn's JSON): its fields are checked by the WebAuthn library, this
 * only bounds it. The biggest part, an attestation with its certificates, stays well under the body limit.
 */
const credential = z.object({
  id: codeField(1024, M.passkeyNotVerified),
  rawId: codeField(1024, M.passkeyNotVerified),
  type: z.literal('public-key', { error: M.passkeyNotVerified }),
  response: z.record(z.string(), z.unknown(), { error: M.passkeyNotVerified }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** POST /auth/passkeys: the new passkey, answering its ceremony, with its name. */
export const passkeyRegistrationSchema = passkeyNameSchema.extend({ ceremony, credential });

/** POST /auth/passkey/login: the passkey's answer to the sign-in ceremony. */
export const passkeyLoginSchema = z.object({ ceremony, credential });

export type AuthenticatorCodeInput = z.input<typeof authenticatorCodeSchema>;
export type LoginTwoFactorInput = z.input<typeof loginTwoFactorSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;
export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationSchema>;
export type PasskeyLoginInput = z.input<typeof passkeyLoginSchema>;
