// The sign-in security's query keys, and what a change of a sign-in method makes stale.

export const securityKeys = {
  all: ['security'] as const,
};

/** Two-factor turned on or off, new recovery codes: the methods and the events. */
export const SECURITY_CHANGES = [securityKeys.all] as const;
