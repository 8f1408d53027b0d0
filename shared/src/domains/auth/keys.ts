// The account's query keys, and what a change of the profile makes stale.

export const profileKeys = {
  all: ['profile'] as const,
};

/** What a change of the profile (its name, its address, a resent verification) makes stale. */
export const PROFILE_CHANGES = [profileKeys.all] as const;
