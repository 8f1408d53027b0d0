// The account's life: creating it, changing its profile or password, deleting it with everything it owns.
import { MESSAGES } from '@moneta/shared/contract';
import type { ChangePasswordInput, ProfileInput, RegisterInput, User } from '@moneta/shared/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { sessionsEnded } from '../auth/accessChecks';
import { revokeAllSessions } from '../auth/sessions';
import { assertFreshProof } from '../auth/stepUp';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { conflict } from '../http/errors';
import { passwordRejected } from '../http/rate-limit';
import { NOTICE_LIFETIME_MS, queueMail } from '../mailQueue/queue';
import { createDefaultCategories } from '../categories/repository';
import { createDefaultAccount } from '../moneyAccounts/repository';
import { setFeedId } from '../reminders/settings';
import { todayUtc } from '../transactions/dates';
import { endOpenResets, queueSignUpVerification, requestEmailChange } from './emailAddress';
import { passwordChangedMail } from './mailTemplates';
import { deleteUserAndOwnedData } from './ownership';
import { users, type UserRow } from './schema';
import { findUserByEmail, getUser, normalizeEmail, toUser, updateUser } from './users';

/** Throws 409 when another account has the e-mail. */
async function assertEmailFree(db: Db, email: string, exceptUserId?: string): Promise<void> {
  const holder = await findUserByEmail(db, email);
  if (holder && holder.id !== exceptUserId) throw conflict(MESSAGES.emailTaken);
}

/** Runs a write that may collide with another account's e-mail; a collision is answered 409. */
async function claimingEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

/** Creates the account, unverified, and mails its address the verification link. */
export async function registerAccount(
  { config, db, mailQueue }: AppContext,
  input: RegisterInput,
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  await assertEmailFree(db, email);
  const passwordHash = await hashPassword(input.password, config.passwordHashing);
  const created = await claimingEmail(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username: input.username, email, passwordHash, language: input.language })
        .returning();
      if (!row) throw new Error('user insert returned no row');
      await createDefaultAccount(tx, row.id, todayUtc());
      await createDefaultCategories(tx, row.id);
      await queueSignUpVerification({ config, db: tx }, row);
      return row;
    }),
  );
  mailQueue.sendSoon();
  return created;
}

export interface ProfileUpdate {
  user: User;
  /** Whether a change of address now waits for its verification. */
  emailChangePending: boolean;
}

/**
 * Saves the name at once. A new address needs a fresh proof and becomes pending: it is the account's only once
 * the link mailed to it is opened. Its answer is the same whether another account holds it or not, so the
 * profile does not tell who has an account. The account's own address cancels a pending change.
 */
export async function updateProfile(
  ctx: AppContext,
  claims: AccessClaims,
  input: ProfileInput,
): Promise<ProfileUpdate> {
  const { db } = ctx;
  const user = await getUser(db, claims.userId);
  const email = normalizeEmail(input.email);
  if (email === user.email) {
    const updated = await updateUser(db, user.id, { username: input.username, pendingEmail: null });
    return { user: toUser(updated), emailChangePending: false };
  }
  if (email === user.pendingEmail) {
    const updated = await updateUser(db, user.id, { username: input.username });
    return { user: toUser(updated), emailChangePending: true };
  }
  await assertFreshProof(db, claims);
  const updated = await requestEmailChange(ctx, user, { username: input.username, email });
  return { user: toUser(updated), emailChangePending: true };
}

/** Queues the mail that tells the owner their password changed, in the transaction that changes it. */
export async function queuePasswordChangedNotice(db: Db, user: UserRow, supportEmail: string): Promise<void> {
  const notice = passwordChangedMail(user.email, user.language, supportEmail);
  await queueMail(db, 'password-changed', notice, new Date(Date.now() + NOTICE_LIFETIME_MS));
}

/**
 * What a new password (changed or reset) ends besides the sessions, in the transaction that sets it: whatever
 * the old password let someone keep. Resets in progress end, the private calendar feed's address stops working
 * (the person can turn on a new one), and the owner is told by mail.
 */
export async function passwordChanged(db: Db, user: UserRow, supportEmail: string): Promise<void> {
  await endOpenResets(db, user.id);
  await setFeedId(db, user.id, false);
  await queuePasswordChangedNotice(db, user, supportEmail);
}

/** Sets the new password, signs every session out and tells the owner by mail. */
export async function changePassword(
  { config, db, mailQueue }: AppContext,
  userId: string,
  input: ChangePasswordInput,
): Promise<void> {
  const user = await getUser(db, userId);
  // 400, not 401: the client answers a 401 by refreshing the token.
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw passwordRejected(400, MESSAGES.currentPasswordIncorrect, [
      { field: 'currentPassword', message: MESSAGES.currentPasswordIncorrect },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword, config.passwordHashing);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await revokeAllSessions(tx, userId);
    await passwordChanged(tx, user, config.supportEmail);
  });
  mailQueue.sendSoon();
  await sessionsEnded(db, userId);
}

/** Deletes the account and everything it owns, once its password is confirmed. */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<void> {
  const user = await getUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw passwordRejected(400, MESSAGES.passwordIncorrect, [
      { field: 'password', message: MESSAGES.passwordIncorrect },
    ]);
  }
  await deleteUserAndOwnedData(db, user);
  await sessionsEnded(db, userId);
}
