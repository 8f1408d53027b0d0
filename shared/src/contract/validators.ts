// One zod schema per form, used by the forms and by api/; their texts are ./messages'.
import { z } from 'zod';
import {
  CURRENCIES,
  DELETE_CONFIRMATION_WORD,
  LANGUAGES,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  THEMES,
} from './constants';
import { MESSAGES as M, type ServerMessage } from './messages';
import { meetsPasswordPolicy } from './password';
import { EMAIL_PATTERN, OTP_PATTERN, USERNAME_PATTERN } from './patterns';
import { codeField, textField } from './text';

/** A required string: missing, non-string and blank values all give `requiredMessage`. */
function required(requiredMessage: ServerMessage) {
  return textField({ max: TEXT_MAX_LENGTH, tooLong: M.textTooLong, required: requiredMessage });
}

/**
 * A password as typed, spaces kept. A new one refuses a character it may not hold with its policy's text
 * (`notAllowed`), as the checklist's rules do.
 */
function requiredPassword(requiredMessage: ServerMessage, notAllowed?: ServerMessage) {
  return textField({
    max: PASSWORD_MAX_LENGTH,
    tooLong: M.passwordTooLong,
    required: requiredMessage,
    trim: false,
    ...(notAllowed ? { notAllowed } : {}),
  });
}

const email = required(M.emailRequired).pipe(z.string().regex(EMAIL_PATTERN, M.emailInvalid));
const username = required(M.usernameRequired).pipe(z.string().regex(USERNAME_PATTERN, M.usernameInvalid));
/** A new password on sign-up and password change: the one policy (./password), with the text. */
function strongPassword(requiredMessage: ServerMessage) {
  return requiredPassword(requiredMessage, M.passwordWeak).refine(meetsPasswordPolicy, M.passwordWeak);
}

/**
 * The confirmation, compared apart from the form's other fields (`.and`), so that its message shows as soon as
 * it differs: an object's own refinements wait until every field is valid.
 */
function confirmationOf(key: 'password' | 'newPassword', message: ServerMessage) {
  return z
    .object({ [key]: z.unknown(), confirmPassword: z.unknown() })
    .refine(
      (v) => typeof v.confirmPassword !== 'string' || !v.confirmPassword || v[key] === v.confirmPassword,
      { message, path: ['confirmPassword'] },
    );
}

/**
 * A new password that is the current one changes nothing but signs every session out: refused under the new
 * password's field, compared apart from the other fields as the confirmation is.
 */
const differentFromCurrent = z
  .object({ currentPassword: z.unknown(), newPassword: z.unknown() })
  .refine((v) => typeof v.newPassword !== 'string' || !v.newPassword || v.newPassword !== v.currentPassword, {
    message: M.passwordUnchanged,
    path: ['newPassword'],
  });

export const loginSchema = z.object({ email, password: requiredPassword(M.passwordRequired) });

const language = z.enum(LANGUAGES, { error: M.languageInvalid });

/** Sign-up; `language` is the one the visitor sees, so the new account keeps it. */
export const registerSchema = z.object({
  username,
  email,
  password: strongPassword(M.passwordRequired),
  language: language.optional(),
});

export const signUpFormSchema = registerSchema
  .extend({ confirmPassword: requiredPassword(M.confirmPassword) })
  .and(confirmationOf('password', M.passwordsMismatch));

export const profileSchema = z.object({ username, email });

export const changePasswordSchema = z
  .object({
    currentPassword: requiredPassword(M.currentPasswordRequired),
    newPassword: strongPassword(M.newPasswordRequired),
    confirmPassword: requiredPassword(M.confirmPassword),
  })
  .and(confirmationOf('newPassword', M.passwordsMismatch))
  .and(differentFromCurrent);

export const deleteAccountSchema = z.object({
  password: requiredPassword(M.deletePasswordRequired),
  confirmDeletion: codeField(TEXT_MAX_LENGTH, M.deleteConfirmation).refine(
    (v) => v === DELETE_CONFIRMATION_WORD,
    M.deleteConfirmation,
  ),
});

/** The password again, as a fresh proof before a change that could hand the account to someone else. */
export const reauthenticateSchema = z.object({ password: requiredPassword(M.passwordRequired) });

export const preferencesSchema = z.object({
  currency: z.enum(CURRENCIES, { error: M.currencyInvalid }),
  language,
  theme: z.enum(THEMES, { error: M.themeInvalid }),
});
export const preferencesPatchSchema = preferencesSchema.partial();

// Password reset: the texts differ from sign-up's on purpose.
export const resetEmailSchema = z.object({
  email: textField({
    max: TEXT_MAX_LENGTH,
    tooLong: M.resetEmailInvalid,
    required: M.resetEmailRequired,
  }).regex(EMAIL_PATTERN, M.resetEmailInvalid),
});

const otpCode = codeField(OTP_LENGTH, M.codeInvalid).regex(OTP_PATTERN, M.codeInvalid);

export const verifyOtpSchema = resetEmailSchema.extend({ code: otpCode, otp: otpCode.optional() });

export const setNewPasswordSchema = z.object({
  newPassword: textField({
    max: PASSWORD_MAX_LENGTH,
    tooLong: M.resetPasswordWeak,
    required: M.resetNewPasswordRequired,
    notAllowed: M.resetPasswordWeak,
    trim: false,
  }).refine(meetsPasswordPolicy, M.resetPasswordWeak),
});

export const setNewPasswordFormSchema = setNewPasswordSchema
  .extend({
    confirmPassword: requiredPassword(M.resetConfirmPassword),
  })
  .and(confirmationOf('newPassword', M.resetPasswordsMismatch));

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export type ReauthenticateInput = z.infer<typeof reauthenticateSchema>;
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
