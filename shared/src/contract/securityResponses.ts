// The answers of the sign-in's second step and of the two-factor calls.
import { z } from 'zod';
import { authPayloadSchema } from './accountResponses';
import { recordId, timestamp } from './responseFields';
import { SECURITY_EVENT_KINDS } from './twoFactor';

/** POST /auth/login for an account with two-factor on: the password was right, a code is asked next. */
export const twoFactorChallengeSchema = z.object({
  twoFactorChallenge: z.string(),
  expiresInSeconds: z.number(),
});

/** POST /auth/login: signed in, or a code is asked first. */
export const loginAnswerSchema = z.union([authPayloadSchema, twoFactorChallengeSchema]);

/** POST /auth/two-factor/setup: the new secret, for the QR code and for typing in by hand. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string() });

/** The recovery codes, shown once: at the confirmation of two-factor and when new ones are made. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });

export const securityEventSchema = z.object({
  id: recordId,
  kind: z.enum(SECURITY_EVENT_KINDS),
  at: timestamp,
  /** The browser and system the event came from, as the sessions list names them. */
  device: z.string(),
});

export const passkeySchema = z.object({
  id: recordId,
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager...): it survives a lost device. */
  backedUp: z.boolean(),
});

/**
 * The options of a WebAuthn ceremony for the browser (navigator.credentials.create or get, in their JSON form),
 * and the id of the ceremony, which the answer names.
 */
export const passkeyCeremonySchema = z.object({
  ceremony: z.string(),
  options: z.record(z.string(), z.unknown()),
});

/** GET /auth/security: the sign-in methods with their last use, and the newest events. */
export const securityOverviewSchema = z.object({
  password: z.object({ lastUsedAt: timestamp.nullable() }),
  twoFactor: z.object({
    enabled: z.boolean(),
    enabledAt: timestamp.nullable(),
    lastUsedAt: timestamp.nullable(),
    recoveryCodesLeft: z.number(),
  }),
  passkeys: z.array(passkeySchema),
  events: z.array(securityEventSchema),
});

export type TwoFactorChallenge = z.output<typeof twoFactorChallengeSchema>;
export type LoginAnswer = z.output<typeof loginAnswerSchema>;
export type TwoFactorSetup = z.output<typeof twoFactorSetupSchema>;
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;
export type SecurityEvent = z.output<typeof securityEventSchema>;
export type SecurityOverview = z.output<typeof securityOverviewSchema>;
export type Passkey = z.output<typeof passkeySchema>;
export type PasskeyCeremony = z.output<typeof passkeyCeremonySchema>;
