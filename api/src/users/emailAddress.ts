// The account's e-mail address: proving it (a mailed link), changing it (to a pending address that becomes the
// account's only once verified, the old one told, with a link that undoes the change) and undoing a change.
// Every link carries a single-use random token of which only the SHA-256 is stored.
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { MESSAGES } from '@moneta/shared/contract';
import { sessionsEnded } from '../auth/accessChecks';
import { revokeAllSessions } from '../auth/sessions';
import { randomToken, sha256 } from '../lib/secrets';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, tooManyRequests } from '../http/errors';
import { NOTICE_LIFETIME_MS, queueMail } from '../mailQueue/queue';
import { passwordResets } from '../reset/schema';
import { emailChangedMail, emailInUseMail, verifyEmailMail } from './mailTemplates';
import { emailTokens, type EmailTokenPurpose, type EmailTokenRow, type UserRow } from './schema';
import { findUserByEmail, getUser, updateUser } from './users';

export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';
export const UNDO_EMAIL_CHANGE_PATH = '/api/auth/email-change/undo';
/** Where the verification link lands in the app, with `emailVerified=1` or `0`. */
export const VERIFIED_LANDING_PATH = '/dashboard/profile';

const VERIFY_TTL_HOURS = 48;
const UNDO_TTL_DAYS = 7;
/** Verification mails (of sign-up, changes and resends) per account and day: no one can make Moneta mail at will. */
export const VERIFICATION_MAILS_PER_DAY = 10;
/** Between two resends. */
export const RESEND_INTERVAL_SECONDS = 60;

const HOUR_MS = 3_600_000;

function linkOf(config: Config, path: string, token: string): string {
  const url = new URL(path, config.publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

async function issueToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  email: string,
  lifetimeMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: sha256(token), email, expiresAt });
  return { token, expiresAt };
}

/** How many verifications the account asked for since `since`. */
async function verificationsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'verify'),
        gt(emailTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Refuses a verification over the day's allowance, and a resend sooner than RESEND_INTERVAL_SECONDS. */
async function assertMayMail(db: Db, userId: string, resend: boolean): Promise<void> {
  const now = Date.now();
  if ((await verificationsSince(db, userId, new Date(now - 24 * HOUR_MS))) >= VERIFICATION_MAILS_PER_DAY) {
    throw tooManyRequests(MESSAGES.verificationMailLimit, { 'retry-after': String(3600) });
  }
  if (resend && (await verificationsSince(db, userId, new Date(now - RESEND_INTERVAL_SECONDS * 1000))) > 0) {
    throw tooManyRequests(MESSAGES.verificationMailLimit, { 'retry-after': String(RESEND_INTERVAL_SECONDS) });
  }
}

/**
 * Queues the proof of `address` for the account, in the caller's transaction: a verification link when the
 * address is free or the account's own, else a notice to the account that holds it, which the asker cannot
 * tell apart. Earlier unused verification links stop working.
 */
async function queueVerification(
  { config, db }: Pick<AppContext, 'config' | 'db'>,
  user: UserRow,
  address: string,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'verify'), isNull(emailTokens.usedAt)),
    );
  const { token, expiresAt } = await issueToken(db, user.id, 'verify', address, VERIFY_TTL_HOURS * HOUR_MS);
  const holder = address === user.email ? undefined : await findUserByEmail(db, address);
  if (holder) {
    await queueMail(
      db,
      'email-in-use',
      emailInUseMail(holder.email, holder.language),
      new Date(Date.now() + NOTICE_LIFETIME_MS),
    );
    return;
  }
  const link = linkOf(config, VERIFY_EMAIL_PATH, token);
  await queueMail(
    db,
    'verify-email',
    verifyEmailMail(address, user.language, link, VERIFY_TTL_HOURS),
    expiresAt,
  );
}

/** Mails a new account its verification link, in the transaction that creates it. */
export async function queueSignUpVerification(ctx: Pick<AppContext, 'config' | 'db'>, user: UserRow) {
  await queueVerification(ctx, user, user.email);
}

/**
 * Asks to change the account's address to `email` (normalised, not its current one): the address becomes the
 * pending one, and the account's address stays until the link mailed to it is opened. Saves `username` with it.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: UserRow,
  changes: { username: string; email: string },
): Promise<UserRow> {
  await assertMayMail(ctx.db, user.id, false);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, { username: changes.username, pendingEmail: changes.email });
    await queueVerification({ config: ctx.config, db: tx }, row, changes.email);
    return row;
  });
  ctx.mailQueue.sendSoon();
  return updated;
}

/** Mails the verification link again: of the pending address, else of the account's unverified one. */
export async function resendVerification(ctx: AppContext, userId: string): Promise<void> {
  const user = await getUser(ctx.db, userId);
  const address = user.pendingEmail ?? (user.emailVerifiedAt === null ? user.email : null);
  if (address === null) throw badRequest(MESSAGES.emailAlreadyVerified);
  await assertMayMail(ctx.db, user.id, true);
  await ctx.db.transaction((tx) => queueVerification({ config: ctx.config, db: tx }, user, address));
  ctx.mailQueue.sendSoon();
}

/** The row of `token` for `purpose`, while it is neither used nor expired. */
const usable = (token: string, purpose: EmailTokenPurpose) =>
  and(
    eq(emailTokens.tokenHash, sha256(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );

/** Takes a usable token of `purpose` (unused, unexpired), marking it used; undefined when there is none. */
async function consumeToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning();
  return row;
}

/** A usable token of `purpose`, left as it is: what the undo page shows before the person confirms. */
export async function peekToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db.select().from(emailTokens).where(usable(token, purpose));
  return row;
}

/** Ends the resets in progress: a reset opened before a change of password or address must not outlive it. */
export async function endOpenResets(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
}

export type VerifyOutcome = 'verified' | 'changed' | 'invalid';

/**
 * Opens a verification link. For the account's own address, marks it verified; for its pending address, makes
 * it the account's (verified), and tells the old address, with a link that undoes the change.
 */
export async function verifyEmailToken(ctx: AppContext, token: string): Promise<VerifyOutcome> {
  const { config, db } = ctx;
  let outcome: VerifyOutcome;
  try {
    outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
      const row = await consumeToken(tx, token, 'verify');
      if (!row) return 'invalid';
      const user = await getUser(tx, row.userId);
      if (row.email === user.email) {
        await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
        return 'verified';
      }
      if (row.email !== user.pendingEmail) return 'invalid';
      const holder = await findUserByEmail(tx, row.email);
      if (holder) return 'invalid';
      await updateUser(tx, user.id, { email: row.email, pendingEmail: null, emailVerifiedAt: new Date() });
      // A reset sent to the old address must not finish after the address changed.
      await endOpenResets(tx, user.id);
      const undo = await issueToken(tx, user.id, 'undo-change', user.email, UNDO_TTL_DAYS * 24 * HOUR_MS);
      const mail = emailChangedMail(user.email, user.language, {
        newEmail: row.email,
        undoLink: linkOf(config, UNDO_EMAIL_CHANGE_PATH, undo.token),
        validDays: UNDO_TTL_DAYS,
        supportEmail: config.supportEmail,
      });
      await queueMail(tx, 'email-changed', mail, undo.expiresAt);
      return 'changed';
    });
  } catch (error) {
    // The address was taken by another account between the check and the write.
    if (isUniqueViolation(error)) return 'invalid';
    throw error;
  }
  if (outcome === 'changed') ctx.mailQueue.sendSoon();
  return outcome;
}

/**
 * Opens an undo link: the address the change replaced is the account's again (verified: the link was read
 * there), a pending change and every other link are cancelled, resets in progress end and every session is
 * signed out, since whoever made the change may hold one. False when the link is unusable.
 */
export async function undoEmailChange(db: Db, token: string): Promise<boolean> {
  let userId: string | null;
  try {
    userId = await db.transaction(async (tx) => {
      const row = await consumeToken(tx, token, 'undo-change');
      if (!row) return null;
      const holder = await findUserByEmail(tx, row.email);
      if (holder && holder.id !== row.userId) return null;
      await updateUser(tx, row.userId, { email: row.email, pendingEmail: null, emailVerifiedAt: new Date() });
      await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(emailTokens.userId, row.userId), isNull(emailTokens.usedAt), ne(emailTokens.id, row.id)),
        );
      await endOpenResets(tx, row.userId);
      await revokeAllSessions(tx, row.userId);
      return row.userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  if (userId === null) return false;
  await sessionsEnded(db, userId);
  return true;
}
