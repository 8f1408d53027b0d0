// The account's life: creating it, changing its profile or password, deleting it with everything it owns.
import { MESSAGES } from '@moneta/shared/contract';
import type { ChangePasswordInput, ProfileInput, RegisterInput, User } from '@moneta/shared/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { sessionsEnded } from '../auth/accessChecks';
import { revokeAllSessions } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict } from '../http/errors';
import { NOTICE_LIFETIME_MS, queueMail } from '../mailQueue/queue';
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

export async function registerAccount(db: Db, input: RegisterInput): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  await assertEmailFree(db, email);
  const passwordHash = await hashPassword(input.password);
  const [created] = await claimingEmail(() =>
    db
      .insert(users)
      .values({ username: input.username, email, passwordHash, language: input.language })
      .returning(),
  );
  if (!created) throw new Error('user insert returned no row');
  return created;
}

export async function updateProfile(db: Db, userId: string, input: ProfileInput): Promise<User> {
  const email = normalizeEmail(input.email);
  await assertEmailFree(db, email, userId);
  return toUser(await claimingEmail(() => updateUser(db, userId, { username: input.username, email })));
}

/** Queues the mail that tells the owner their password changed, in the transaction that changes it. */
export async function queuePasswordChangedNotice(db: Db, user: UserRow, supportEmail: string): Promise<void> {
  const notice = passwordChangedMail(user.email, user.language, supportEmail);
  await queueMail(db, 'password-changed', notice, new Date(Date.now() + NOTICE_LIFETIME_MS));
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
    throw badRequest(MESSAGES.currentPasswordIncorrect, [
      { field: 'currentPassword', message: MESSAGES.currentPasswordIncorrect },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await revokeAllSessions(tx, userId);
    await queuePasswordChangedNotice(tx, user, config.supportEmail);
  });
  mailQueue.sendSoon();
  await sessionsEnded(db, userId);
}

/** Deletes the account and everything it owns, once its password is confirmed. */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<void> {
  const user = await getUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(MESSAGES.passwordIncorrect, [
      { field: 'password', message: MESSAGES.passwordIncorrect },
    ]);
  }
  await deleteUserAndOwnedData(db, user);
  await sessionsEnded(db, userId);
}
