// One zod schema per form (SPEC section 5), used by the forms and by api/; their texts are ./messages'.
import { z } from 'zod';
import {
  CURRENCIES,
  DELETE_CONFIRMATION_WORD,
  LANGUAGES,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  THEMES,
  USERNAME_MIN_LENGTH,
} from './constants';
import { MESSAGES as M, type ServerMessage } from './messages';
import { meetsPasswordPolicy } from './password';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = new RegExp(`^[A-Za-z ]{${USERNAME_MIN_LENGTH},}$`);

/** A required string: missing, non-string and blank values all give `requiredMessage`. */
function required(requiredMessage: ServerMessage) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(TEXT_MAX_LENGTH, M.textTooLong);
}

function requiredPassword(requiredMessage: ServerMessage) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);
}

const email = required(M.emailRequired).pipe(z.string().regex(EMAIL_PATTERN, M.emailInvalid));
const username = required(M.usernameRequired).pipe(z.string().regex(USERNAME_PATTERN, M.usernameInvalid));
/** A new password on sign-up and password change: the one policy (./password), with SPEC's text. */
function strongPassword(requiredMessage: ServerMessage) {
  return requiredPassword(requiredMessage).refine(meetsPasswordPolicy, M.passwordWeak);
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

export const loginSchema = z.object({ email, password: requiredPassword(M.passwordRequired) });

const language = z.enum(LANGUAGES, { error: M.languageInvalid });

/** Sign-up; `language` is the one the visitor sees (issue 13), so the new account keeps it. */
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
  .and(confirmationOf('newPassword', M.passwordsMismatch));

export const deleteAccountSchema = z.object({
  password: requiredPassword(M.deletePasswordRequired),
  confirmDeletion: z
    .string({ error: M.deleteConfirmation })
    .refine((v) => v === DELETE_CONFIRMATION_WORD, M.deleteConfirmation),
});

export const preferencesSchema = z.object({
  currency: z.enum(CURRENCIES, { error: M.currencyInvalid }),
  language,
  theme: z.enum(THEMES, { error: M.themeInvalid }),
});
export const preferencesPatchSchema = preferencesSchema.partial();

// Password reset (SPEC section 5, steps 1-3): the texts differ from sign-up's on purpose.
export const resetEmailSchema = z.object({
  email: z
    .string({ error: M.resetEmailRequired })
    .trim()
    .min(1, { error: M.resetEmailRequired, abort: true })
    .max(TEXT_MAX_LENGTH, M.resetEmailInvalid)
    .regex(EMAIL_PATTERN, M.resetEmailInvalid),
});

const otpCode = z.string({ error: M.codeInvalid }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.codeInvalid);

export const verifyOtpSchema = resetEmailSchema.extend({ code: otpCode, otp: otpCode.optional() });

export const setNewPasswordSchema = z.object({
  newPassword: z
    .string({ error: M.resetNewPasswordRequired })
    .min(1, { error: M.resetNewPasswordRequired, abort: true })
    .max(PASSWORD_MAX_LENGTH, M.resetPasswordWeak)
    .refine(meetsPasswordPolicy, M.resetPasswordWeak),
});

export const setNewPasswordFormSchema = setNewPasswordSchema
  .extend({
    confirmPassword: z.string({ error: M.resetConfirmPassword }).min(1, M.resetConfirmPassword),
  })
  .and(confirmationOf('newPassword', M.resetPasswordsMismatch));

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
