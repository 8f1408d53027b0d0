// The three-step password reset: an e-mailed code, its check, which opens a
// short single-use reset session, and the new password set through that session.
import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, RESEND_COUNTDOWN_SECONDS, type SendOtpResult, MESSAGES } from '@moneta/shared/contract';
import { RESET_SESSION_TTL_SECONDS } from '../auth/cookies';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { sessionsEnded } from '../auth/accessChecks';
import { twoFactorEnabled, useSecondFactor } from '../auth/twoFactor';
import { revokeAllSessions } from '../auth/sessions';
import { keyedHash, randomToken, safeEqual, sha256 } from '../lib/secrets';
import type { ResetLimitsConfig } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { badRequest, invalidField, tooManyRequests } from '../http/errors';
import { dropQueuedResetCodes, queueMail } from '../mailQueue/queue';
import { passwordChanged } from '../users/account';
import { resetCodeMail } from '../users/mailTemplates';
import { users } from '../users/schema';
import { findUserByEmail, normalizeEmail, updateUser } from '../users/users';
import { passwordResets, type PasswordResetRow } from './schema';

const CODE_TTL_SECONDS = 10 * 60;
const MAX_CODE_ATTEMPTS = 5;
/** Old codes of an e-mail are deleted when a new one is requested; the caps count the codes of a day. */
const RETENTION_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** Codes are keyed with the server's secret: a leaked table does not let anyone try codes offline. */
function codeHash(jwtSecret: Uint8Array, resetId: string, code: string): string {
  return keyedHash(jwtSecret, `${resetId}:${code}`);
}

/** One request per e-mail at a time in this transaction, so that parallel ones cannot slip past a cap together. */
async function lockEmail(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${email}`}))`);
}

/**
 * How long until the e-mail may have a new code, 0 when now: one per RESEND_COUNTDOWN_SECONDS, and at most
 * codesPerHour an hour and codesPerDay a day. `sentAt` lists its codes of the last day, newest first.
 */
function waitForNewCode(sentAt: readonly number[], now: number, limits: ResetLimitsConfig): number {
  const waits = [0];
  const newest = sentAt[0];
  if (newest !== undefined) waits.push(newest + RESEND_COUNTDOWN_SECONDS * 1000 - now);
  // Once the cap-th newest code of the window leaves it, one more fits.
  const inHour = sentAt.filter((time) => time > now - HOUR_MS);
  const hourCap = inHour[limits.codesPerHour - 1];
  if (hourCap !== undefined) waits.push(hourCap + HOUR_MS - now);
  const dayCap = sentAt[limits.codesPerDay - 1];
  if (dayCap !== undefined) waits.push(dayCap + RETENTION_MS - now);
  return Math.max(...waits);
}

/**
 * Records a new code for the e-mail and, when an account has that e-mail, queues its mail with it, to be sent in
 * the background until the code expires. The answer is the same either way, so it does not tell which e-mails
 * have accounts, nor whether the SMTP server is up; so are the caps, counted on the e-mail's codes whether it has
 * an account or not. Earlier codes stay valid until they expire, and a verified one keeps its reset session: a
 * request by someone else does not undo the reset the person is making.
 */
export async function sendResetCode(
  { config, db, mailQueue }: AppContext,
  requestedEmail: string,
): Promise<SendOtpResult> {
  const email = normalizeEmail(requestedEmail);
  const now = Date.now();
  const user = await findUserByEmail(db, email);
  const id = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now + CODE_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await lockEmail(tx, email);
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.email, email), lt(passwordResets.sentAt, new Date(now - RETENTION_MS))));
    const sent = await tx
      .select({ sentAt: passwordResets.sentAt })
      .from(passwordResets)
      .where(eq(passwordResets.email, email))
      .orderBy(desc(passwordResets.sentAt));
    const waitMs = waitForNewCode(
      sent.map((row) => row.sentAt.getTime()),
      now,
      config.resetLimits,
    );
    if (waitMs > 0) {
      throw tooManyRequests(MESSAGES.codeResendTooSoon, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
    }
    await tx.insert(passwordResets).values({
      id,
      email,
      userId: user?.id ?? null,
      codeHash: codeHash(config.jwtSecret, id, code),
      sentAt: new Date(now),
      expiresAt,
    });
    if (user) {
      // A mail not yet sent gives way to this one: the code it carried stays valid, the person needs one mail.
      await dropQueuedResetCodes(tx, user.email);
      const mail = resetCodeMail(user.email, user.language, code, CODE_TTL_SECONDS / 60);
      await queueMail(tx, 'reset-code', mail, expiresAt);
    }
  });
  if (user) mailQueue.sendSoon();
  return { email, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
}

/**
 * How long until the e-mail's wrong codes of the last day fall under `cap`, 0 when they are: the codes age out
 * of the day oldest first, each with the tries made on it.
 */
function waitForTries(codes: readonly PasswordResetRow[], now: number, cap: number): number {
  let excess = codes.reduce((sum, row) => sum + row.attempts, 0) - cap + 1;
  if (excess <= 0) return 0;
  const oldestFirst = [...codes].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
  for (const row of oldestFirst) {
    excess -= row.attempts;
    if (excess <= 0) return row.sentAt.getTime() + RETENTION_MS - now;
  }
  return RETENTION_MS;
}

type Verification =
  { ok: true; resetToken: string } | { ok: false; error: 'wrong' | 'locked' | 'dayCap'; waitMs?: number };

const wrongCode = () => badRequest(MESSAGES.codeWrong, [{ field: 'code', message: MESSAGES.codeWrong }]);

/**
 * Checks the code against the e-mail's open codes, counting a wrong one on each of them (five tries a code) and
 * so toward the e-mail's tries of the day (resetLimits.failuresPerDay, across all its codes), and returns the
 * token of the reset session the matching code opens.
 */
export async function verifyResetCode(
  { config, db }: AppContext,
  requestedEmail: string,
  code: string,
): Promise<string> {
  const email = normalizeEmail(requestedEmail);
  // Decided under the e-mail's lock, and answered after it commits, so a refusal keeps the tries it counted.
  const outcome = await db.transaction(async (tx): Promise<Verification> => {
    await lockEmail(tx, email);
    const now = Date.now();
    const codes = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.email, email), gt(passwordResets.sentAt, new Date(now - RETENTION_MS))));
    const waitMs = waitForTries(codes, now, config.resetLimits.failuresPerDay);
    if (waitMs > 0) return { ok: false, error: 'dayCap', waitMs };
    const open = codes.filter((row) => !row.consumedAt && !row.verifiedAt && row.expiresAt.getTime() > now);
    const live = open.filter((row) => row.attempts < MAX_CODE_ATTEMPTS);
    if (live.length === 0) return { ok: false, error: open.length > 0 ? 'locked' : 'wrong' };

    const match = live.find(
      (row) => row.userId !== null && safeEqual(row.codeHash, codeHash(config.jwtSecret, row.id, code)),
    );
    if (!match) {
      const counted = await tx
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(
          inArray(
            passwordResets.id,
            live.map((row) => row.id),
          ),
        )
        .returning({ attempts: passwordResets.attempts });
      const locked = counted.every((row) => row.attempts >= MAX_CODE_ATTEMPTS);
      return { ok: false, error: locked ? 'locked' : 'wrong' };
    }
    const resetToken = randomToken();
    await tx
      .update(passwordResets)
      .set({ verifiedAt: sql`now()`, resetTokenHash: sha256(resetToken) })
      .where(eq(passwordResets.id, match.id));
    // The person is in: the e-mail's other codes have done their part and are no more to be guessed.
    await tx
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(
        inArray(
          passwordResets.id,
          open.filter((row) => row.id !== match.id).map((row) => row.id),
        ),
      );
    return { ok: true, resetToken };
  });
  if (outcome.ok) return outcome.resetToken;
  if (outcome.error === 'dayCap') {
    const seconds = Math.ceil((outcome.waitMs ?? RETENTION_MS) / 1000);
    throw tooManyRequests(MESSAGES.tooManyRequests, { 'retry-after': String(seconds) });
  }
  if (outcome.error === 'locked') throw tooManyRequests(MESSAGES.codeLocked);
  throw wrongCode();
}

/** The reset session of `resetToken` while it may set a password: verified, unused and not expired. */
const openResetSession = (resetToken: string) =>
  and(
    eq(passwordResets.resetTokenHash, sha256(resetToken)),
    isNull(passwordResets.consumedAt),
    sql`${passwordResets.verifiedAt} > now() - make_interval(secs => ${RESET_SESSION_TTL_SECONDS})`,
  );

/**
 * Sets the new password through a reset session, once, signs every session out and tells the owner by mail. For
 * an account with two-factor on, `code` (the authenticator's or a recovery code) is asked for as well, so that
 * the mailbox alone does not open the account. Returns the owner, or null when the reset session is unknown,
 * used or expired. The current password is refused, and the session stays open for another: it would change
 * nothing but sign every session out, and saying so tells nothing to someone who has just proved the code.
 */
export async function resetPassword(
  ctx: AppContext,
  resetToken: string,
  input: { newPassword: string; code?: string | undefined },
): Promise<string | null> {
  const { config, db, mailQueue } = ctx;
  const [owner] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(openResetSession(resetToken));
  if (!owner) return null;
  if (await verifyPassword(owner.passwordHash, input.newPassword)) {
    throw invalidField('newPassword', MESSAGES.passwordUnchanged);
  }
  if (await twoFactorEnabled(db, owner.id)) {
    if (!input.code) {
      throw badRequest(MESSAGES.twoFactorRequired, [
        { field: 'code', message: MESSAGES.twoFactorCodeInvalid },
      ]);
    }
    await useSecondFactor(ctx, owner.id, input.code);
  }
  const passwordHash = await hashPassword(input.newPassword, config.passwordHashing);
  const userId = await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(openResetSession(resetToken))
      .returning({ userId: passwordResets.userId });
    if (!consumed?.userId) return null;
    const user = await updateUser(tx, consumed.userId, { passwordHash });
    await revokeAllSessions(tx, consumed.userId);
    await passwordChanged(tx, user, config.supportEmail);
    return consumed.userId;
  });
  if (!userId) return null;
  mailQueue.sendSoon();
  await sessionsEnded(db, userId);
  return userId;
}
