// The three-step password reset (SPEC section 7 "Password reset"): an e-mailed code, its check, which opens a
// short single-use reset session, and the new password set through that session.
import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, RESEND_COUNTDOWN_SECONDS, type SendOtpResult, MESSAGES } from '@moneta/shared/contract';
import { RESET_SESSION_TTL_SECONDS } from '../auth/cookies';
import { hashPassword } from '../auth/passwords';
import { sessionsEnded } from '../auth/accessChecks';
import { revokeAllSessions } from '../auth/sessions';
import { keyedHash, randomToken, safeEqual, sha256 } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { badRequest, tooManyRequests } from '../http/errors';
import { dropQueuedResetCodes, queueMail } from '../mailQueue/queue';
import { queuePasswordChangedNotice } from '../users/account';
import { resetCodeMail } from '../users/mailTemplates';
import { findUserByEmail, normalizeEmail, updateUser } from '../users/users';
import { passwordResets, type PasswordResetRow } from './schema';

const CODE_TTL_SECONDS = 10 * 60;
const MAX_CODE_ATTEMPTS = 5;
/** Old codes of an e-mail are deleted when a new one is requested. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** Codes are keyed with the server's secret: a leaked table does not let anyone try codes offline. */
function codeHash(jwtSecret: Uint8Array, resetId: string, code: string): string {
  return keyedHash(jwtSecret, `${resetId}:${code}`);
}

async function latestReset(db: Db, email: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.email, email))
    .orderBy(desc(passwordResets.sentAt))
    .limit(1);
  return row;
}

/**
 * Records a new code for the e-mail and, when an account has that e-mail, queues its mail with it, to be sent in
 * the background until the code expires. The answer is the same either way, so it does not tell which e-mails
 * have accounts, nor whether the SMTP server is up.
 */
export async function sendResetCode(
  { config, db, mailQueue }: AppContext,
  requestedEmail: string,
): Promise<SendOtpResult> {
  const email = normalizeEmail(requestedEmail);
  const now = Date.now();
  const previous = await latestReset(db, email);
  if (previous) {
    const waitMs = previous.sentAt.getTime() + RESEND_COUNTDOWN_SECONDS * 1000 - now;
    if (waitMs > 0) {
      throw tooManyRequests(MESSAGES.codeResendTooSoon, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
    }
  }
  const user = await findUserByEmail(db, email);
  const id = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now + CODE_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.email, email), lt(passwordResets.sentAt, new Date(now - RETENTION_MS))));
    // Only the newest code of an e-mail can be used.
    await tx
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(passwordResets.email, email), isNull(passwordResets.consumedAt)));
    await tx.insert(passwordResets).values({
      id,
      email,
      userId: user?.id ?? null,
      codeHash: codeHash(config.jwtSecret, id, code),
      sentAt: new Date(now),
      expiresAt,
    });
    if (user) {
      await dropQueuedResetCodes(tx, user.email);
      const mail = resetCodeMail(user.email, user.language, code, CODE_TTL_SECONDS / 60);
      await queueMail(tx, 'reset-code', mail, expiresAt);
    }
  });
  if (user) mailQueue.sendSoon();
  return { email, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
}

/**
 * Checks the e-mail's newest code, counting failed attempts, and returns the token of the reset session it
 * opens.
 */
export async function verifyResetCode(
  { config, db }: AppContext,
  requestedEmail: string,
  code: string,
): Promise<string> {
  const reset = await latestReset(db, normalizeEmail(requestedEmail));
  if (!reset || reset.consumedAt || reset.verifiedAt || reset.expiresAt.getTime() <= Date.now()) {
    throw badRequest(MESSAGES.codeWrong, [{ field: 'code', message: MESSAGES.codeWrong }]);
  }
  if (reset.attempts >= MAX_CODE_ATTEMPTS) throw tooManyRequests(MESSAGES.codeLocked);

  if (!reset.userId || !safeEqual(reset.codeHash, codeHash(config.jwtSecret, reset.id, code))) {
    const [counted] = await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(eq(passwordResets.id, reset.id))
      .returning({ attempts: passwordResets.attempts });
    if ((counted?.attempts ?? MAX_CODE_ATTEMPTS) >= MAX_CODE_ATTEMPTS)
      throw tooManyRequests(MESSAGES.codeLocked);
    throw badRequest(MESSAGES.codeWrong, [{ field: 'code', message: MESSAGES.codeWrong }]);
  }

  const resetToken = randomToken();
  const [verified] = await db
    .update(passwordResets)
    .set({ verifiedAt: sql`now()`, resetTokenHash: sha256(resetToken) })
    .where(
      and(
        eq(passwordResets.id, reset.id),
        isNull(passwordResets.verifiedAt),
        isNull(passwordResets.consumedAt),
        lt(passwordResets.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: passwordResets.id });
  if (!verified) throw badRequest(MESSAGES.codeWrong, [{ field: 'code', message: MESSAGES.codeWrong }]);
  return resetToken;
}

/**
 * Sets the new password through a reset session, once, signs every session out and tells the owner by mail.
 * False when the reset session is unknown, used or expired.
 */
export async function resetPassword(
  { config, db, mailQueue }: AppContext,
  resetToken: string,
  newPassword: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  const userId = await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.resetTokenHash, sha256(resetToken)),
          isNull(passwordResets.consumedAt),
          sql`${passwordResets.verifiedAt} > now() - make_interval(secs => ${RESET_SESSION_TTL_SECONDS})`,
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!consumed?.userId) return null;
    const user = await updateUser(tx, consumed.userId, { passwordHash });
    await revokeAllSessions(tx, consumed.userId);
    await queuePasswordChangedNotice(tx, user, config.supportEmail);
    return consumed.userId;
  });
  if (!userId) return false;
  mailQueue.sendSoon();
  await sessionsEnded(db, userId);
  return true;
}
