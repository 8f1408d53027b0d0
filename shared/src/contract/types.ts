// The API contract, shared by the apps and api/. The shapes are written once, as the
// response schemas of ./accountResponses.ts; a type-only import keeps zod out of the screens that need only these.
import type { z } from 'zod';
import type {
  activeSessionSchema,
  apiFailureSchema,
  apiSuccessSchema,
  authPayloadSchema,
  fieldErrorSchema,
  preferencesResponseSchema,
  otpVerifiedSchema,
  sendOtpResultSchema,
  userSchema,
} from './accountResponses';

export type Preferences = z.output<typeof preferencesResponseSchema>;
export type User = z.output<typeof userSchema>;
export type AuthPayload = z.output<typeof authPayloadSchema>;
export type ActiveSession = z.output<typeof activeSessionSchema>;
export type SendOtpResult = z.output<typeof sendOtpResultSchema>;
export type OtpVerified = z.output<typeof otpVerifiedSchema>;
export type FieldError = z.output<typeof fieldErrorSchema>;
export type ApiSuccess<T> = z.output<ReturnType<typeof apiSuccessSchema<z.ZodType<T>>>>;
export type ApiFailure = z.output<typeof apiFailureSchema>;
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
