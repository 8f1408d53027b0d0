// The account a person last saved a transaction to on this device: a new transaction starts there.

const keyOf = (userId: string) => `moneta-last-account:${userId}`;

export function lastAccountOf(userId: string | undefined): string | undefined {
  if (!userId) return undefined;
  try {
    return localStorage.getItem(keyOf(userId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberLastAccount(userId: string | undefined, accountId: string | undefined): void {
  if (!userId || !accountId) return;
  try {
    localStorage.setItem(keyOf(userId), accountId);
  } catch {
    // Storage full or unavailable: the next transaction starts in the first open account.
  }
}
