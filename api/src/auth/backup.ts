// The sign-in security's part of the account export, for the person to read: whether two-factor is on, the
// passkeys' names and dates, and the security events. No secret leaves the server (neither the authenticator's
// nor a recovery code's hash, nor a passkey's credential), and a restore ignores both sections: it replaces the
// records, not the ways in.
import type { Db } from '../db/client';
import type { UserRow } from '../users/schema';
import { listPasskeys } from './passkeys';
import { recoveryCodesLeft } from './recoveryCodes';
import { listSecurityEvents } from './securityEvents';
import { twoFactorState } from './twoFactor';

export const securitySections = {
  signInMethods: async (db: Db, user: UserRow) => ({
    twoFactor: {
      ...(await twoFactorState(db, user.id)),
      recoveryCodesLeft: await recoveryCodesLeft(db, user.id),
    },
    passkeys: await listPasskeys(db, user.id),
  }),
  securityEvents: (db: Db, user: UserRow) => listSecurityEvents(db, user.id),
};
