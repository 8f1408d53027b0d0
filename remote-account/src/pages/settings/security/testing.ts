// The API's answers the security tests start from (read by tests only).
import type { Passkey, SecurityEvent, SecurityOverview } from '@moneta/shared';

let nextEventId = 1;
let nextPasskeyId = 1;

/** A security event: a sign-in with the password from Chrome on Linux, unless `overrides` say. */
export function anEvent(overrides: Partial<SecurityEvent> = {}): SecurityEvent {
  return {
    id: `00000000-0000-4000-8000-${String(nextEventId++).padStart(12, '0')}`,
    kind: 'signIn',
    at: '2025-03-10T10:30:00.000Z',
    device: 'Chrome on Linux',
    ...overrides,
  };
}

/** A passkey added on 1 March and last used on 10 March, not synced, unless `overrides` say. */
export function aPasskey(overrides: Partial<Passkey> = {}): Passkey {
  return {
    id: `00000000-0000-4000-9000-${String(nextPasskeyId++).padStart(12, '0')}`,
    name: 'Work laptop',
    createdAt: '2025-03-01T09:00:00.000Z',
    lastUsedAt: '2025-03-10T10:30:00.000Z',
    backedUp: false,
    ...overrides,
  };
}

/**
 * GET /auth/security's answer: two-factor off, no passkey and one sign-in with the password, unless `overrides`
 * say.
 */
export function anOverview(overrides: Partial<SecurityOverview> = {}): SecurityOverview {
  return {
    password: { lastUsedAt: '2025-03-10T10:30:00.000Z' },
    twoFactor: { enabled: false, enabledAt: null, lastUsedAt: null, recoveryCodesLeft: 0 },
    passkeys: [],
    events: [anEvent()],
    ...overrides,
  };
}

/** The overview of an account with two-factor on since 1 March, `left` recovery codes left. */
export function anOverviewWithTwoFactor(left = 10): SecurityOverview {
  return anOverview({
    twoFactor: {
      enabled: true,
      enabledAt: '2025-03-01T09:00:00.000Z',
      lastUsedAt: '2025-03-10T10:30:00.000Z',
      recoveryCodesLeft: left,
    },
  });
}

/** Ten recovery codes as the API shows them. */
export const TEN_CODES = [...'abcdefghjk'].map((letter) => `${letter.repeat(5)}-23456`);
