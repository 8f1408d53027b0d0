// The security events of an account (sign-ins, factors turned on or off, new recovery codes, new passwords), each
// with the device it came from: the Settings screen lists the newest, so that a person sees what they did not do.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { SECURITY_EVENT_KINDS, SECURITY_EVENTS_SHOWN, type SecurityEvent } from '@moneta/shared/contract';
import type { SecurityEventKind } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { deviceLabel } from './device';
import { securityEvents } from './schema';

/** Events older than this go: long enough to notice a sign-in of a year ago, short enough to hold little. */
const RETENTION_DAYS = 400;

/** Records an event (`userAgent` names the device), and lets the person's events past their retention go. */
export async function recordSecurityEvent(
  db: Db,
  userId: string,
  kind: SecurityEventKind,
  userAgent: string | undefined,
): Promise<void> {
  await db.insert(securityEvents).values({ userId, kind, device: deviceLabel(userAgent ?? '') });
  await db
    .delete(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        lt(securityEvents.at, sql`now() - make_interval(days => ${RETENTION_DAYS})`),
      ),
    );
}

const isKind = (kind: string): kind is SecurityEventKind =>
  (SECURITY_EVENT_KINDS as readonly string[]).includes(kind);

/** The newest events, newest first. */
export async function listSecurityEvents(db: Db, userId: string): Promise<SecurityEvent[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(SECURITY_EVENTS_SHOWN);
  return rows.flatMap((row) =>
    isKind(row.kind) ? [{ id: row.id, kind: row.kind, at: row.at.toISOString(), device: row.device }] : [],
  );
}

/** When the person last signed in with their password (alone or with a second factor), or null. */
export async function lastPasswordSignIn(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date>`max(${securityEvents.at})`.mapWith(securityEvents.at) })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        sql`${securityEvents.kind} in ('signIn', 'signInTwoFactor', 'signInRecoveryCode')`,
      ),
    );
  return row?.at ?? null;
}
