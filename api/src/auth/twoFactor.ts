// Two-factor sign-in with an authenticator app (RFC 6238 time-based codes, through otpauth). Setting up stores a
// new secret (encrypted) that is on only once a code of it is confirmed; then sign-in, and a reset by e-mail, ask
// for a code of the app or a recovery code. A code is accepted one 30-second step either side of now, and once:
// the newest accepted step is kept, and a code of that step or an older one is refused.
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  MESSAGES,
  secondFactorKind,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@moneta/shared/contract';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { badRequest, conflict } from '../http/errors';
import { passwordRejected } from '../http/rate-limit';
import { decryptToken, encryptToken } from '../lib/tokenCipher';
import { getUser, lockPerson } from '../users/users';
import { methodChange } from './methodChanges';
import { dropRecoveryCodes, replaceRecoveryCodes, useRecoveryCode } from './recoveryCodes';
import { twoFactorSecrets } from './schema';

const ISSUER = 'Moneta';
/** 160 bits, the size RFC 4226 recommends and every authenticator app reads. */
const SECRET_BYTES = 20;
/** A setup not confirmed within this is started again: its QR code may have been seen by others meanwhile. */
const SETUP_TTL_MINUTES = 15;
/** The steps either side of now whose codes are accepted: a phone's clock may be half a minute off. */
const WINDOW_STEPS = 1;

/** The secret is bound to its owner: a value moved to another row does not decrypt. */
const cipherContext = (userId: string) => `two-factor:${userId}`;

function totpOf(secret: Secret, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });
}

/** The step of a right code (the app's clock may be a step off either way), or null. */
function acceptedStep(secretBase32: string, code: string, now: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: now,
    window: WINDOW_STEPS,
  });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** A wrong or replayed code: counted toward the account's slow-down, like a wrong password. */
const wrongCode = () =>
  passwordRejected(400, MESSAGES.twoFactorCodeWrong, [
    { field: 'code', message: MESSAGES.twoFactorCodeWrong },
  ]);

async function secretRow(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}

export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return row !== undefined;
}

/** Two-factor's state for the Settings screen. */
export async function twoFactorState(db: Db, userId: string) {
  const row = await secretRow(db, userId);
  const enabled = row?.enabledAt != null;
  return {
    enabled,
    enabledAt: enabled ? (row?.enabledAt?.toISOString() ?? null) : null,
    lastUsedAt: enabled ? (row?.lastUsedAt?.toISOString() ?? null) : null,
  };
}

/** A new secret to scan, replacing any setup not yet confirmed. Two-factor stays off until a code confirms it. */
export async function startTwoFactorSetup(ctx: AppContext, userId: string): Promise<TwoFactorSetup> {
  const { config, db } = ctx;
  const user = await getUser(db, userId);
  const secret = new Secret({ size: SECRET_BYTES });
  const stored = encryptToken(config.twoFactorKey, secret.base32, cipherContext(userId));
  const started = await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    if (await twoFactorEnabled(tx, userId)) return false;
    await tx
      .insert(twoFactorSecrets)
      .values({ userId, secret: stored })
      .onConflictDoUpdate({
        target: twoFactorSecrets.userId,
        set: { secret: stored, createdAt: sql`now()`, lastStep: 0, lastUsedAt: null },
      });
    return true;
  });
  if (!started) throw conflict(MESSAGES.twoFactorAlreadyOn);
  return { secret: secret.base32, uri: totpOf(secret, user.email).toString() };
}

/** Turns two-factor on with a first code of the new secret; answers the recovery codes, shown this once. */
export async function confirmTwoFactor(
  ctx: AppContext,
  userId: string,
  code: string,
  userAgent: string | undefined,
): Promise<RecoveryCodes> {
  const { config } = ctx;
  const codes = await methodChange(ctx, userId, userAgent, 'twoFactorOn', async (tx) => {
    const [row] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(
        and(
          eq(twoFactorSecrets.userId, userId),
          sql`${twoFactorSecrets.createdAt} > now() - make_interval(mins => ${SETUP_TTL_MINUTES})`,
        ),
      );
    if (row?.enabledAt) throw conflict(MESSAGES.twoFactorAlreadyOn);
    if (!row) throw badRequest(MESSAGES.twoFactorSetupMissing);
    const secret = decryptToken(config.twoFactorKey, row.secret, cipherContext(userId));
    const step = acceptedStep(secret, code, Date.now());
    if (step === null) throw wrongCode();
    await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: sql`now()`, lastStep: step })
      .where(eq(twoFactorSecrets.userId, userId));
    return replaceRecoveryCodes(tx, config.twoFactorKey, userId);
  });
  return { codes };
}

/** Turns two-factor off (the route asks for a fresh proof first): the secret and the recovery codes go. */
export async function disableTwoFactor(
  ctx: AppContext,
  userId: string,
  userAgent: string | undefined,
): Promise<void> {
  await methodChange(ctx, userId, userAgent, 'twoFactorOff', async (tx) => {
    const removed = await tx
      .delete(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
      .returning({ userId: twoFactorSecrets.userId });
    if (removed.length === 0) throw conflict(MESSAGES.twoFactorNotOn);
    await dropRecoveryCodes(tx, userId);
  });
}

/** New recovery codes in place of the old ones (the route asks for a fresh proof first). */
export async function newRecoveryCodes(
  ctx: AppContext,
  userId: string,
  userAgent: string | undefined,
): Promise<RecoveryCodes> {
  const codes = await methodChange(ctx, userId, userAgent, 'recoveryCodesNew', async (tx) => {
    if (!(await twoFactorEnabled(tx, userId))) throw conflict(MESSAGES.twoFactorNotOn);
    return replaceRecoveryCodes(tx, ctx.config.twoFactorKey, userId);
  });
  return { codes };
}

/**
 * Checks and uses a second factor of a person with two-factor on (normalised: the authenticator's code or a
 * recovery code): at sign-in, and at a reset by e-mail. A wrong, used or replayed code is refused as a wrong
 * password is, so that the same limits count it.
 */
export async function useSecondFactor(
  { config, db }: AppContext,
  userId: string,
  code: string,
): Promise<'totp' | 'recovery'> {
  const kind = secondFactorKind(code);
  if (kind === 'recovery') {
    if (await useRecoveryCode(db, config.twoFactorKey, userId, code)) return kind;
    throw wrongCode();
  }
  const row = await secretRow(db, userId);
  if (kind === 'totp' && row?.enabledAt) {
    const step = acceptedStep(
      decryptToken(config.twoFactorKey, row.secret, cipherContext(userId)),
      code,
      Date.now(),
    );
    // Only a step newer than the last one used: of two requests with the same code, one wins.
    const used =
      step === null
        ? []
        : await db
            .update(twoFactorSecrets)
            .set({ lastStep: step, lastUsedAt: sql`now()` })
            .where(and(eq(twoFactorSecrets.userId, userId), lt(twoFactorSecrets.lastStep, step)))
            .returning({ userId: twoFactorSecrets.userId });
    if (used.length > 0) return kind;
  }
  throw wrongCode();
}
