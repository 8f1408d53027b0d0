// The answers of /api/reminders and /api/google, written once: ./reminders.ts
// names their types from these schemas.
import { z } from 'zod';
import { REMINDER_REPEATS } from './reminderLimits';
import { recordId, timestamp } from './responseFields';

/** A reminder as the API returns it. */
export const reminderResponseSchema = z.object({
  _id: recordId,
  title: z.string(),
  /** With its offset: the first (or only) occurrence. */
  date: timestamp,
  description: z.string(),
  repeat: z.enum(REMINDER_REPEATS),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** GET, POST and DELETE /reminders/feed: the private iCalendar subscription address, null when none. */
export const reminderFeedSchema = z.object({ url: z.url().nullable() });

/** GET /google: whether the server has a calendar service configured and this user has linked it. */
export const calendarLinkStatusSchema = z.object({ configured: z.boolean(), linked: z.boolean() });

/** POST /google: the provider's authorisation page the browser navigates to. */
export const calendarLinkStartSchema = z.object({ url: z.url() });
