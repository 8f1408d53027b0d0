// What the passkey calls accept: the browser's credential answering a ceremony. Read by the API only (the screens
// send what the browser gave), so the forms facade does not carry it.
import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { codeField } from './text';
import { passkeyNameSchema } from './twoFactorValidators';

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

export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationSchema>;
export type PasskeyLoginInput = z.input<typeof passkeyLoginSchema>;
