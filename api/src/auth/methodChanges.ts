// A change of a person's sign-in methods (two-factor on or off, new recovery codes, a passkey added or removed):
// in one transaction with its security event and the notice mailed to the owner, so that a change nobody was
// told of cannot happen.
import type { SecurityEventKind } from '@moneta/shared/contract';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { queueMail } from '../mailQueue/queue';
import { signInMethodMail } from '../users/mailTemplates';
import type { SignInMethodChange } from '../users/mailTexts';
import { getUser, lockPerson } from '../users/users';
import { recordSecurityEvent } from './securityEvents';

/** A sign-in method's notice is worth sending for a week; after that the security events tell. */
const NOTICE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Runs `work` with the person locked, records the change and queues its notice; the mail goes soon after. */
export async function methodChange<T>(
  ctx: AppContext,
  userId: string,
  userAgent: string | undefined,
  change: SignInMethodChange & SecurityEventKind,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const done = await work(tx);
    await recordSecurityEvent(tx, userId, change, userAgent);
    const user = await getUser(tx, userId);
    const notice = signInMethodMail(user.email, user.language, change, ctx.config.supportEmail);
    await queueMail(tx, 'sign-in-method', notice, new Date(Date.now() + NOTICE_LIFETIME_MS));
    return done;
  });
  ctx.mailQueue.sendSoon();
  return result;
}
