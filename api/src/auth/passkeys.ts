// Passkeys (WebAuthn, through @simplewebauthn/server): a person adds one or more in Settings and signs in with
// one alone. The relying party is the app's public origin: its host name is the RP id, and every origin of
// APP_ORIGINS may answer. A passkey counts as both factors, so it is asked for user verification (the device's
// PIN, fingerprint or face). Each ceremony's challenge is stored and taken once, within CEREMONY_TTL_MINUTES.
import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  MESSAGES,
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyCeremony,
  type PasskeyLoginInput,
  type PasskeyRegistrationInput,
} from '@moneta/shared/contract';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../http/errors';
import { isRecordId } from '../http/ids';
import { passwordRejected } from '../http/rate-limit';
import type { UserRow } from '../users/schema';
import { getUser } from '../users/users';
import { methodChange } from './methodChanges';
import { passkeys, webauthnCeremonies, type PasskeyRow } from './schema';

/**
 * The WebAuthn library, loaded at the first ceremony rather than at start: most people never add a passkey, and
 * its import (with its ASN.1 and X.509 packages) takes about 0.3 s of CPU, paid by every instance's start and
 * every API test file.
 */
const webauthn = () => import('@simplewebauthn/server');

const RP_NAME = 'Moneta';
const CEREMONY_TTL_MINUTES = 5;
/** The browser's own time limit for the person to answer, within the ceremony's. */
const CEREMONY_TIMEOUT_MS = 3 * 60_000;

interface RelyingParty {
  id: string;
  origins: string[];
}

function relyingParty(config: Config): RelyingParty {
  return { id: new URL(config.publicOrigin).hostname, origins: config.appOrigins };
}

/** The WebAuthn user handle of a person: their id's 16 bytes, nothing personal. */
const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

/** Stores a ceremony's challenge, and lets the ones past their time go. */
async function startCeremony(
  db: Db,
  purpose: 'register' | 'sign-in',
  challenge: string,
  userId: string | null,
): Promise<string> {
  await db
    .delete(webauthnCeremonies)
    .where(lt(webauthnCeremonies.createdAt, sql`now() - make_interval(mins => ${CEREMONY_TTL_MINUTES})`));
  const [row] = await db
    .insert(webauthnCeremonies)
    .values({ purpose, challenge, userId })
    .returning({ id: webauthnCeremonies.id });
  if (!row) throw new Error('ceremony not stored');
  return row.id;
}

/** Takes a ceremony once: its challenge, or an error when it is unknown, used, expired or another's. */
async function takeCeremony(
  db: Db,
  id: string,
  purpose: 'register' | 'sign-in',
  userId: string | null,
): Promise<string> {
  const [row] = isRecordId(id)
    ? await db
        .delete(webauthnCeremonies)
        .where(
          and(
            eq(webauthnCeremonies.id, id),
            eq(webauthnCeremonies.purpose, purpose),
            userId === null ? isNull(webauthnCeremonies.userId) : eq(webauthnCeremonies.userId, userId),
            sql`${webauthnCeremonies.createdAt} > now() - make_interval(mins => ${CEREMONY_TTL_MINUTES})`,
          ),
        )
        .returning({ challenge: webauthnCeremonies.challenge })
    : [];
  if (!row) throw badRequest(MESSAGES.passkeyCeremonyExpired);
  return row.challenge;
}

async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

/** The options of a new passkey (the route asks for a fresh proof first). */
export async function startPasskeyRegistration(
  { config, db }: AppContext,
  userId: string,
): Promise<PasskeyCeremony> {
  const user = await getUser(db, userId);
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (existing.length >= PASSKEYS_MAX) throw conflict(MESSAGES.passkeysTooMany);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(config).id,
    userName: user.email,
    userDisplayName: user.username,
    userID: userHandle(userId),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    // The person's own passkeys are not offered again: one device holds one of Moneta's for them.
    excludeCredentials: existing.map((row) => ({
      id: row.id,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const ceremony = await startCeremony(db, 'register', options.challenge, userId);
  return { ceremony, options: { ...options } };
}

/** Verifies the browser's new credential against its ceremony and keeps it under the person's name for it. */
export async function addPasskey(
  ctx: AppContext,
  userId: string,
  input: PasskeyRegistrationInput,
  userAgent: string | undefined,
): Promise<Passkey> {
  const { config, db } = ctx;
  const challenge = await takeCeremony(db, input.ceremony, 'register', userId);
  const party = relyingParty(config);
  const { verifyRegistrationResponse } = await webauthn();
  const verified = await verifyRegistrationResponse({
    response: input.credential as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw badRequest(MESSAGES.passkeyNotVerified);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  return methodChange(ctx, userId, userAgent, 'passkeyAdded', async (tx) => {
    if ((await passkeyCount(tx, userId)) >= PASSKEYS_MAX) throw conflict(MESSAGES.passkeysTooMany);
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        backedUp: credentialBackedUp,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(MESSAGES.passkeyAlreadyAdded);
    return toPasskey(row);
  });
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<Passkey> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw notFound(MESSAGES.passkeyNotFound);
  return toPasskey(row);
}

/** Removes a passkey (the route asks for a fresh proof first). */
export async function removePasskey(
  ctx: AppContext,
  userId: string,
  id: string,
  userAgent: string | undefined,
): Promise<void> {
  await methodChange(ctx, userId, userAgent, 'passkeyRemoved', async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    if (removed.length === 0) throw notFound(MESSAGES.passkeyNotFound);
  });
}

/** The options of a sign-in with any of the browser's passkeys for this site. */
export async function startPasskeySignIn({ config, db }: AppContext): Promise<PasskeyCeremony> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  const ceremony = await startCeremony(db, 'sign-in', options.challenge, null);
  return { ceremony, options: { ...options } };
}

/**
 * The owner of the passkey that answered the sign-in ceremony, once its signature, its user verification and
 * its counter are checked. Any refusal is a PasswordRejected: the same limits count it as a wrong password.
 */
export async function signInWithPasskey(
  { config, db }: AppContext,
  input: PasskeyLoginInput,
): Promise<UserRow> {
  const challenge = await takeCeremony(db, input.ceremony, 'sign-in', null);
  const response = input.credential as unknown as AuthenticationResponseJSON;
  const [stored] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!stored) throw passwordRejected(401, MESSAGES.passkeyUnknown);
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandle(stored.userId)).toString('base64url')) {
    throw passwordRejected(401, MESSAGES.passkeyNotVerified);
  }
  const party = relyingParty(config);
  const { verifyAuthenticationResponse } = await webauthn();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.id,
    credential: {
      id: stored.credentialId,
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
      counter: stored.counter,
      transports: stored.transports as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw passwordRejected(401, MESSAGES.passkeyNotVerified);
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  // A counter that does not move forward (when the authenticator keeps one) is a cloned credential's sign.
  const [used] = await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, stored.id), newCounter === 0 ? sql`true` : lt(passkeys.counter, newCounter)))
    .returning({ userId: passkeys.userId });
  if (!used) throw passwordRejected(401, MESSAGES.passkeyNotVerified);
  return getUser(db, used.userId);
}
