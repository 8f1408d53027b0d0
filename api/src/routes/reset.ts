// /api/reset: the three-step password reset (SPEC section 7 "Password reset"). The code is e-mailed; a
// verified code opens a short, single-use reset session held in an httpOnly cookie, which identifies the
// user when the new password is set (the client does not send the e-mail again).
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
  resetEmailSchema,
  setNewPasswordSchema,
  verifyOtpSchema,
  type SendOtpResult,
} from '@moneta/shared/contract';
import { clearResetCookie, RESET_COOKIE, RESET_SESSION_TTL_SECONDS, setResetCookie } from '../auth/cookies';
import { assertSameSite } from '../auth/origin';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { keyedHash, randomToken, safeEqual, sha256 } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { passwordResets, type PasswordResetRow } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError, badRequest, tooManyRequests } from '../http/errors';
import { rateLimited } from '../http/rate-limit';
import { parseBody } from '../http/validate';
import { sendQuietly } from '../mail';
import { passwordChangedMail, resetCodeMail } from '../users/messages';
import { findUserByEmail, getUser, normalizeEmail, updateUser } from '../users/users';

const CODE_TTL_SECONDS = 10 * 60;
const MAX_CODE_ATTEMPTS = 5;
/** Old codes of an e-mail are deleted when a new one is requested. */
const RETENTION_MS = 24 * 60 * 60 * 1000;
const CODE_SENT = 'If an account exists for this email, a verification code has been sent.';
const INVALID_CODE = 'Invalid or expired code';
const CODE_LOCKED = 'Too many attempts. Please request a new code.';
const RESET_EXPIRED = 'Reset session expired. Please start again.';

function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
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

export function resetRoutes(ctx: AppContext) {
  const { config, db, mailer } = ctx;
  const codeHash = (resetId: string, code: string) => keyedHash(config.jwtSecret, `${resetId}:${code}`);

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/sendotp', { config: rateLimited(config) }, async (request) => {
      const email = normalizeEmail(parseBody(resetEmailSchema, request.body).email);
      const now = Date.now();
      const previous = await latestReset(db, email);
      if (previous) {
        const waitMs = previous.sentAt.getTime() + RESEND_COUNTDOWN_SECONDS * 1000 - now;
        if (waitMs > 0) {
          throw tooManyRequests(
            `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting a new code`,
          );
        }
      }
      const user = await findUserByEmail(db, email);
      const id = randomUUID();
      const code = newCode();
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResets)
          .where(
            and(eq(passwordResets.email, email), lt(passwordResets.sentAt, new Date(now - RETENTION_MS))),
          );
        // Only the newest code of an e-mail can be used.
        await tx
          .update(passwordResets)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(passwordResets.email, email), isNull(passwordResets.consumedAt)));
        await tx.insert(passwordResets).values({
          id,
          email,
          userId: user?.id ?? null,
          codeHash: codeHash(id, code),
          sentAt: new Date(now),
          expiresAt: new Date(now + CODE_TTL_SECONDS * 1000),
        });
      });
      if (user) {
        try {
          await mailer.send(resetCodeMail(user.email, code, CODE_TTL_SECONDS / 60));
        } catch (error) {
          request.log.error({ err: error }, 'could not send the reset code');
          await db.delete(passwordResets).where(eq(passwordResets.id, id));
          throw new AppError(503, 'Failed to send password reset email. Please try again later.');
        }
      }
      return ok<SendOtpResult>(
        { email, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_COUNTDOWN_SECONDS },
        CODE_SENT,
      );
    });

    app.post('/verifyotp', { config: rateLimited(config) }, async (request, reply) => {
      const input = parseBody(verifyOtpSchema, request.body);
      const email = normalizeEmail(input.email);
      const reset = await latestReset(db, email);
      if (!reset || reset.consumedAt || reset.verifiedAt || reset.expiresAt.getTime() <= Date.now()) {
        throw badRequest(INVALID_CODE, [{ field: 'code', message: INVALID_CODE }]);
      }
      if (reset.attempts >= MAX_CODE_ATTEMPTS) throw tooManyRequests(CODE_LOCKED);

      if (!reset.userId || !safeEqual(reset.codeHash, codeHash(reset.id, input.code))) {
        const [counted] = await db
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(eq(passwordResets.id, reset.id))
          .returning({ attempts: passwordResets.attempts });
        if ((counted?.attempts ?? MAX_CODE_ATTEMPTS) >= MAX_CODE_ATTEMPTS) throw tooManyRequests(CODE_LOCKED);
        throw badRequest(INVALID_CODE, [{ field: 'code', message: INVALID_CODE }]);
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
      if (!verified) throw badRequest(INVALID_CODE, [{ field: 'code', message: INVALID_CODE }]);
      setResetCookie(reply, config, resetToken);
      return ok({ email, verified: true }, 'Code verified. You can now set a new password.');
    });

    app.post('/setnewpassword', { config: rateLimited(config) }, async (request, reply) => {
      assertSameSite(request, config);
      const { newPassword } = parseBody(setNewPasswordSchema, request.body);
      const presented = request.cookies[RESET_COOKIE];
      const expired = () => {
        clearResetCookie(reply, config);
        return badRequest(RESET_EXPIRED);
      };
      if (!presented) throw expired();
      const passwordHash = await hashPassword(newPassword);
      const userId = await db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(passwordResets)
          .set({ consumedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.resetTokenHash, sha256(presented)),
              isNull(passwordResets.consumedAt),
              sql`${passwordResets.verifiedAt} > now() - make_interval(secs => ${RESET_SESSION_TTL_SECONDS})`,
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!consumed?.userId) return null;
        await updateUser(tx, consumed.userId, { passwordHash });
        await revokeAllSessions(tx, consumed.userId);
        return consumed.userId;
      });
      if (!userId) throw expired();
      clearResetCookie(reply, config);
      const user = await getUser(db, userId);
      await sendQuietly(mailer, request.log, passwordChangedMail(user.email, config.supportEmail));
      return ok(null, 'Password reset successfully. You can now login with your new password.');
    });
  };
}
