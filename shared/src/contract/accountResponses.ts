// The answers of /api/auth, /api/reset and /api/settings and the envelope every answer
// comes in. ./types.ts names their types.
import { z } from 'zod';
import { CURRENCIES, LANGUAGES, THEMES } from './constants';
import { recordId, serverMessage, timestamp } from './responseFields';

export const preferencesResponseSchema = z.object({
  currency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
});

export const userSchema = z.object({
  _id: recordId,
  userId: recordId,
  username: z.string(),
  email: z.string(),
  /** Whether the person proved they read mail at `email`: reminders are mailed only then. */
  emailVerified: z.boolean(),
  /** The address a change of e-mail waits to have verified, or null. */
  pendingEmail: z.string().nullable(),
  preferences: preferencesResponseSchema,
  createdAt: timestamp,
});

export const authPayloadSchema = z.object({ user: userSchema, accessToken: z.string() });

export const activeSessionSchema = z.object({
  id: recordId,
  device: z.string(),
  userAgent: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp,
  current: z.boolean(),
});

export const sendOtpResultSchema = z.object({
  email: z.string(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
});

/**
 * POST /reset/verifyotp: the address whose code was right (normalised), and whether its account has two-factor
 * on, in which case the new password is set only with a code of the authenticator or a recovery code.
 */
export const otpVerifiedSchema = z.object({
  email: z.string(),
  verified: z.literal(true),
  twoFactor: z.boolean(),
});

/** DELETE /settings/sessions/all */
export const sessionsRevokedSchema = z.object({ revokedCount: z.number() });

/** DELETE /settings/sessions/{id}: `current` says the caller signed itself out. */
export const sessionRevokedSchema = z.object({ id: recordId, current: z.boolean() });

export const fieldErrorSchema = z.object({ field: z.string(), message: serverMessage });

/** Every refusal, whatever its status. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: serverMessage,
  errors: z.array(fieldErrorSchema).optional(),
  /** A refused stale update (412): the record as it is now, for the person to choose between it and theirs. */
  current: z.unknown().optional(),
});

/** The success envelope around `data`. */
export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: serverMessage.optional() });
}
