// Linking a calendar service account: the OAuth 2.0 authorisation-code flow with PKCE. The
// `state` is random, single use, short-lived and bound to the signed-in session and to the browser that
// started the link (a random binding in a Lax cookie, see auth/cookies.ts): a callback carrying someone
// else's state, or opened in another browser, links nothing, so an attacker cannot attach their calendar to
// a victim's account. Tokens are stored encrypted (lib/tokenCipher.ts).
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { CalendarLinkStatus } from '@moneta/shared/contract';
import { isSessionActive } from '../auth/sessions';
import { type AccessClaims } from '../auth/tokens';
import { randomToken, sha256 } from '../lib/secrets';
import type { CalendarConfig } from '../config';
import type { Db } from '../db/client';
import { calendarLinks, calendarLinkStates, calendarSyncJobs } from './schema';
import { authorizationUrl, exchangeCode, type ProviderTokens } from './provider';
import { encryptToken } from '../lib/tokenCipher';

/** How long a started link may take to come back to the callback. */
export const CALENDAR_LINK_TTL_SECONDS = 10 * 60;
/** 48 random bytes: a 64-character PKCE code verifier (RFC 7636 asks for 43 to 128). */
const CODE_VERIFIER_BYTES = 48;

/** The AES-GCM contexts of a user's two tokens (see encryptToken). */
export const accessTokenContext = (userId: string) => `${userId}:access`;
export const refreshTokenContext = (userId: string) => `${userId}:refresh`;

/**
 * What calendar_link_states stores for a state: the SHA-256 of the state with the browser's binding, so the
 * row is found only with both, and a database copy reveals neither.
 */
function stateHashOf(state: string, binding: string): string {
  return sha256(`${state}.${binding}`);
}

export async function linkStatus(
  db: Db,
  config: CalendarConfig | undefined,
  userId: string,
): Promise<CalendarLinkStatus> {
  const [row] = await db
    .select({ userId: calendarLinks.userId })
    .from(calendarLinks)
    .where(eq(calendarLinks.userId, userId));
  return { configured: config !== undefined, linked: row !== undefined };
}

export interface StartedLink {
  /** The provider's authorisation page. */
  url: string;
  /** The browser binding, for the link cookie. */
  binding: string;
}

/** Starts a link for the access token's session: a new state, binding and PKCE verifier. */
export async function startLink(
  db: Db,
  config: CalendarConfig,
  auth: AccessClaims,
  now: Date = new Date(),
): Promise<StartedLink> {
  const state = randomToken();
  const binding = randomToken();
  const codeVerifier = randomBytes(CODE_VERIFIER_BYTES).toString('base64url');
  // The user's abandoned attempts go as new ones start.
  await db
    .delete(calendarLinkStates)
    .where(and(eq(calendarLinkStates.userId, auth.userId), lt(calendarLinkStates.expiresAt, now)));
  await db.insert(calendarLinkStates).values({
    stateHash: stateHashOf(state, binding),
    userId: auth.userId,
    sessionId: auth.sessionId,
    codeVerifier,
    expiresAt: new Date(now.getTime() + CALENDAR_LINK_TTL_SECONDS * 1000),
  });
  // S256: the challenge is the verifier's SHA-256, base64url without padding, which sha256() answers.
  return { url: authorizationUrl(config, state, sha256(codeVerifier)), binding };
}

/** The callback's query; every field is optional, as anyone can open the address with anything. */
export interface CallbackParams {
  code?: string | undefined;
  state?: string | undefined;
  /** Set by the provider instead of a code when the person refused or the request was wrong. */
  error?: string | undefined;
}

/** Why a callback linked nothing: logged, never shown (the screen only says that connecting failed). */
export class LinkFailure extends Error {
  override name = 'LinkFailure';
}

/** Stores the tokens (a new link, or new tokens for the existing one) and queues every reminder's event. */
async function saveLink(
  db: Db,
  config: CalendarConfig,
  userId: string,
  tokens: ProviderTokens,
): Promise<void> {
  const accessTokenEncrypted = encryptToken(config.tokenKey, tokens.accessToken, accessTokenContext(userId));
  const refreshTokenEncrypted =
    tokens.refreshToken === undefined
      ? null
      : encryptToken(config.tokenKey, tokens.refreshToken, refreshTokenContext(userId));
  const accessTokenExpiresAt = tokens.expiresAt ?? null;
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarLinks)
      .values({ userId, accessTokenEncrypted, refreshTokenEncrypted, accessTokenExpiresAt })
      .onConflictDoUpdate({
        target: calendarLinks.userId,
        set: {
          accessTokenEncrypted,
          // A provider that sends no new refresh token keeps the old one valid.
          refreshTokenEncrypted: sql`coalesce(excluded.refresh_token_encrypted, ${calendarLinks.refreshTokenEncrypted})`,
          accessTokenExpiresAt,
          updatedAt: sql`now()`,
        },
      });
    await tx.execute(sql`
      insert into calendar_sync_jobs (user_id, reminder_id, action)
      select user_id, id, 'upsert' from reminders where user_id = ${userId}
      on conflict (reminder_id) do update set attempts = 0, next_attempt_at = now(), last_error = null`);
  });
}

/**
 * Completes a link from the provider's redirect and the browser's binding cookie; throws a LinkFailure saying
 * why nothing was linked. The state is deleted as it is read, so it works once, whatever happens next.
 */
export async function completeLink(
  db: Db,
  config: CalendarConfig,
  params: CallbackParams,
  binding: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (!params.state || !binding) throw new LinkFailure('no state or no binding cookie');
  const [pending] = await db
    .delete(calendarLinkStates)
    .where(eq(calendarLinkStates.stateHash, stateHashOf(params.state, binding)))
    .returning();
  if (!pending) throw new LinkFailure('unknown state: forged, used already, or from another browser');
  if (pending.expiresAt <= now) throw new LinkFailure('state expired');
  if (!(await isSessionActive(db, pending.userId, pending.sessionId))) {
    throw new LinkFailure('the session that started the link has ended');
  }
  if (params.error !== undefined)
    throw new LinkFailure(`provider answered error=${params.error.slice(0, 64)}`);
  if (!params.code) throw new LinkFailure('no authorisation code');
  const tokens = await exchangeCode(config, params.code, pending.codeVerifier, now).catch(
    (error: unknown) => {
      throw new LinkFailure(
        `code exchange failed: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    },
  );
  await saveLink(db, config, pending.userId, tokens);
}

/** Forgets the user's link and the event changes still waiting for it; the calendar's events stay. */
export async function unlinkCalendar(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(calendarLinks).where(eq(calendarLinks.userId, userId));
    await tx.delete(calendarSyncJobs).where(eq(calendarSyncJobs.userId, userId));
    await tx.delete(calendarLinkStates).where(eq(calendarLinkStates.userId, userId));
  });
}
