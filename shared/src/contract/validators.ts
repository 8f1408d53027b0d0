// One zod schema per form (SPEC section 5), used by the forms and by api/. Messages are SPEC's, word for word.
import { z } from 'zod';
import {
  CURRENCIES,
  DELETE_CONFIRMATION_WORD,
  LANGUAGES,
  OTP_LENGTH,
  THEMES,
  USERNAME_MIN_LENGTH,
} from './constants';
import { meetsPasswordPolicy } from './password';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = new RegExp(`^[A-Za-z ]{${USERNAME_MIN_LENGTH},}$`);

const MAX_TEXT = 200;
const MAX_PASSWORD = 256;

/** A required string: missing, non-string and blank values all give `requiredMessage`. */
function required(requiredMessage: string, max = MAX_TEXT) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, `Must be at most ${max} characters.`);
}

function requiredPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(MAX_PASSWORD, `Must be at most ${MAX_PASSWORD} characters.`);
}

const email = required('Email is required.').pipe(z.string().regex(EMAIL_PATTERN, 'Invalid email format.'));
const username = required('Username is required.').pipe(
  z.string().regex(USERNAME_PATTERN, 'Username should be at least 3 characters and contain only letters.'),
);
/** A new password on sign-up and password change: the one policy (./password), with SPEC's text. */
function strongPassword(requiredMessage: string) {
  return requiredPassword(requiredMessage).refine(
    meetsPasswordPolicy,
    'Password must be 8+ chars, with uppercase, lowercase, digit & special char.',
  );
}

export const loginSchema = z.object({ email, password: requiredPassword('Password is required.') });

export const registerSchema = z.object({
  username,
  email,
  password: strongPassword('Password is required.'),
});

export const signUpFormSchema = registerSchema
  .extend({ confirmPassword: requiredPassword('Please confirm your password.') })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export const profileSchema = z.object({ username, email });

export const changePasswordSchema = z
  .object({
    currentPassword: requiredPassword('Current password is required.'),
    newPassword: strongPassword('New password is required.'),
    confirmPassword: requiredPassword('Please confirm your password.'),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export const deleteAccountSchema = z.object({
  password: requiredPassword('Password is required to delete account.'),
  confirmDeletion: z
    .string({ error: 'Please type "DELETE" to confirm.' })
    .refine((v) => v === DELETE_CONFIRMATION_WORD, 'Please type "DELETE" to confirm.'),
});

export const preferencesSchema = z.object({
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(', ')}.` }),
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}.` }),
  theme: z.enum(THEMES, { error: `Theme must be one of ${THEMES.join(', ')}.` }),
});
export const preferencesPatchSchema = preferencesSchema.partial();

// Password reset (SPEC section 5, steps 1-3): the texts differ from sign-up's on purpose.
export const resetEmailSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(MAX_TEXT, 'Please enter a valid email address')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
});

const otpCode = z
  .string({ error: `Enter the ${OTP_LENGTH}-digit code` })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);

export const verifyOtpSchema = resetEmailSchema.extend({ code: otpCode, otp: otpCode.optional() });

export const setNewPasswordSchema = z.object({
  newPassword: z
    .string({ error: 'New password is required' })
    .min(1, { error: 'New password is required', abort: true })
    .max(MAX_PASSWORD, 'Password does not meet requirements')
    .refine(meetsPasswordPolicy, 'Password does not meet requirements'),
});

export const setNewPasswordFormSchema = setNewPasswordSchema
  .extend({
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
